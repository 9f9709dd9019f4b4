import http from "node:http";
import net from "node:net";

export type RawExchange = {
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
  /** Everything the server sent on the connection so far. */
  received: () => string;
  /** Resolves when `count` HTTP status lines have arrived, or rejects after `timeoutMs`. */
  waitForResponses: (count: number, timeoutMs: number) => Promise<string[]>;
  write: (data: string | Buffer) => void;
  close: () => void;
};

/**
 * One raw TCP connection to an HTTP server, to see what a browser's keep-alive connection sees:
 * several requests in a row on one socket, answers counted by their status lines.
 */
export async function openRawConnection(port: number, host = "127.0.0.1"): Promise<RawExchange> {
  const socket = net.connect(port, host);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let text = "";
  const waiters: Array<() => void> = [];
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1");
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const statusLines = () => text.match(/HTTP\/1\.1 \d{3}[^\r\n]*/g) ?? [];
  return {
    closed,
    received: () => text,
    write: (data) => socket.write(data),
    close: () => socket.destroy(),
    waitForResponses(count, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${statusLines().length} of ${count} answers after ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          if (statusLines().length >= count) {
            clearTimeout(timer);
            resolve(statusLines());
          } else waiters.push(check);
        };
        check();
      });
    },
  };
}

/** A POST with a body of `size` bytes, as raw HTTP/1.1 (keep-alive). */
export function rawPost(path: string, size: number, headers: Record<string, string> = {}) {
  const lines = [
    `POST ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Content-Type: application/x-www-form-urlencoded",
    `Content-Length: ${size}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`), Buffer.alloc(size, "a")]);
}

export function rawGet(path: string) {
  return `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request whose answer is kept as sent: Node's fetch would ask for (and undo) compression itself. */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}
