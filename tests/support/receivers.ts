import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free local port, keeping every message it is sent. */
export async function startSmtpReceiver() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReceivedRequest = { headers: http.IncomingHttpHeaders; body: string; status: number };

export type HttpReceiverOptions = {
  /** Awaited before answering request number `index` (from 0): a slow or hanging receiver. */
  beforeAnswer?: (index: number, request: ReceivedRequest) => Promise<void>;
};

/** A status to answer, or a status with headers (a 429's Retry-After). */
export type ReceiverAnswer = number | { status: number; headers: Record<string, string> };

/** A real HTTP server answering with the statuses it is told to (then 200), recording requests. */
export async function startHttpReceiver(statuses: ReceiverAnswer[] = [], options: HttpReceiverOptions = {}) {
  const requests: ReceivedRequest[] = [];
  const queue = [...statuses];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const answer = queue.shift() ?? 200;
      const { status, headers } = typeof answer === "number" ? { status: answer, headers: {} } : answer;
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), status };
      requests.push(request);
      await options.beforeAnswer?.(requests.length - 1, request);
      if (!res.destroyed) res.writeHead(status, { "Content-Type": "application/json", ...headers }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
