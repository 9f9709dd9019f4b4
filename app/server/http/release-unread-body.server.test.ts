import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRawConnection, rawGet, rawPost } from "../../../tests/support/raw-http";
import { releaseUnreadBody } from "./release-unread-body.server";

/**
 * An Express app shaped like ours: the release middleware first, then a handler that does what
 * React Router's adapter does (wrap the body in a web stream) and answers without reading it,
 * as the gate's redirect, a 403 or a 405 do.
 */
function appAnsweringUnread(limits?: Parameters<typeof releaseUnreadBody>[0]) {
  const app = express();
  app.use(releaseUnreadBody(limits));
  app.post("/refuse", (req, res) => {
    const request = new Request("http://localhost/refuse", {
      method: "POST",
      body: createReadableStreamFromReadable(req),
      duplex: "half",
    } as RequestInit);
    void request;
    res.status(403).type("text/plain").send("refused");
  });
  app.get("/next", (_req, res) => {
    res.type("text/plain").send("next");
  });
  return app;
}

async function listen(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return { server, port: (server.address() as AddressInfo).port };
}

describe("releaseUnreadBody", () => {
  let running: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    running = await listen(appAnsweringUnread({ timeoutMs: 2_000, maxBytes: 1024 * 1024 }));
  });
  afterAll(() => new Promise<void>((resolve) => running.server.close(() => resolve())));

  it("answers the next request on the same connection at once after a 300 KB body went unread", async () => {
    const connection = await openRawConnection(running.port);
    try {
      connection.write(rawPost("/refuse", 300 * 1024));
      connection.write(rawGet("/next"));
      const started = performance.now();
      const answers = await connection.waitForResponses(2, 1_500);
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(answers[0]).toContain("403");
      expect(answers[1]).toContain("200");
      expect(connection.received()).toContain("next");
    } finally {
      connection.close();
    }
  });

  it("drops a connection whose unread body is larger than the drain limit", async () => {
    const connection = await openRawConnection(running.port);
    try {
      connection.write(rawPost("/refuse", 3 * 1024 * 1024));
      connection.write(rawGet("/next"));
      const answers = await connection.waitForResponses(1, 1_500);
      expect(answers).toHaveLength(1);
      // The server hangs up rather than read 3 MB: the next request is never answered.
      await connection.closed;
      expect(connection.received()).not.toContain("\r\n\r\nnext");
    } finally {
      connection.close();
    }
  });
});
