import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { outbox } from "~/server/db/schema/outbox";
import { createOutboxProcessor, enqueueOutbox } from "~/server/outbox/outbox.server";
import { RETRY_DELAYS_MS } from "~/server/outbox/retry-schedule";
import { testDatabases } from "../support/databases";

/**
 * Receivers that fail for a while (issue 28's faults): the SMTP server down then up, a webhook
 * receiver that drops the connection then recovers. Each message waits on its retry schedule and
 * is delivered once the receiver is back, under the id it had from the start.
 */
const SECRET = `whsec_${Buffer.from("faults-webhook-secret-0123456789").toString("base64")}`;

/** An SMTP server on a given port (0: any), keeping the raw messages. */
async function smtpOn(port: number) {
  const raw: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        raw.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    raw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases())("receivers failing for a while on $name", ({ name, handle }) => {
  const db = () => handle().db;
  const due = (from: Date, attempt: number) => new Date(from.getTime() + (RETRY_DELAYS_MS[attempt] as number));

  it("an e-mail waits for an SMTP server that is down, and goes out once it is back", async () => {
    // A port that nothing answers on: the server is down.
    const probe = await smtpOn(0);
    const port = probe.port;
    await probe.close();
    const to = `smtp.down.${name}@example.fr`;
    await enqueueOutbox(db(), [
      {
        channel: "email",
        topic: "test.smtp-down",
        payload: { to, subject: "Votre demande", text: "Bonjour", html: "<p>Bonjour</p>" },
      },
    ]);
    const process = createOutboxProcessor(db(), {
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: "x <x@broker.example>" },
    });
    const clock = new Date();
    await process(clock);
    const [waiting] = await db().select().from(outbox).where(eq(outbox.topic, "test.smtp-down"));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await smtpOn(port);
    try {
      await process(due(clock, 1));
      const [sent] = await db().select().from(outbox).where(eq(outbox.topic, "test.smtp-down"));
      expect(sent).toMatchObject({ status: "sent", attempts: 2 });
      const mine = smtp.raw.filter((message) => message.includes(to));
      expect(mine).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("a webhook whose receiver drops the connection is retried and delivered under the same id", async () => {
    let failures = 2;
    const received: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        received.push(req.headers);
        // A receiver crashing mid-request: no answer, the connection cut.
        if (failures-- > 0) return req.socket.destroy();
        res.writeHead(200).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
      await enqueueOutbox(db(), [{ channel: "webhook", topic: "test.dropped", payload: { event: { n: name } } }]);
      const process = createOutboxProcessor(db(), { mail: { from: "x <x@y.fr>" }, webhook: { url, secret: SECRET } });
      let clock = new Date();
      await process(clock);
      clock = due(clock, 1);
      await process(clock);
      await process(due(clock, 2));
      const [message] = await db().select().from(outbox).where(eq(outbox.topic, "test.dropped"));
      expect(message).toMatchObject({ status: "sent", attempts: 3 });
      const ids = received.map((headers) => headers["webhook-id"] ?? headers["x-webhook-id"]);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
