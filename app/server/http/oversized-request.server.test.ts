import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRawConnection } from "../../../tests/support/raw-http";
import { answerClientError } from "./oversized-request.server";

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((_req, res) => res.end("ok"));
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `request` in 64 KB pieces, as a client does, and reads the first answer. */
async function send(request: string) {
  const connection = await openRawConnection(port);
  for (let at = 0; at < request.length; at += 65_536) connection.write(request.slice(at, at + 65_536));
  try {
    const [status] = await connection.waitForResponses(1, 5_000);
    return status;
  } finally {
    connection.close();
  }
}

describe("a request too large for the parser (issue 48)", () => {
  it("a 600 KB address is answered 414, not a connection reset", async () => {
    const status = await send(`GET /?q=${"a".repeat(600_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(status).toBe("HTTP/1.1 414 URI Too Long");
  });

  it("headers too large are answered 431", async () => {
    const status = await send(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"b".repeat(600_000)}\r\n\r\n`);
    expect(status).toBe("HTTP/1.1 431 Request Header Fields Too Large");
  });

  it("a request that is not HTTP is answered 400, and a normal one is served", async () => {
    expect(await send("NOT HTTP AT ALL\r\n\r\n")).toBe("HTTP/1.1 400 Bad Request");
    expect(await send("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")).toBe("HTTP/1.1 200 OK");
  });
});
