import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "~/server/db/schema/outbox";
import { claimOutboxBatch, createOutboxProcessor, enqueueOutbox } from "~/server/outbox/outbox.server";
import { testDatabases } from "../support/databases";
import { startHttpReceiver, startSmtpReceiver } from "../support/receivers";

/**
 * What a kill -9 leaves behind (issue 9, item 13): messages a dead worker claimed, some sent and
 * not yet recorded. Earlier messages of its batch must not go out again, the one in flight must
 * go out again within a minute, and a repeated e-mail must carry the same Message-ID.
 */
const SECRET = "whsec_dGVzdC13ZWJob29rLXNlY3JldC0wMTIzNDU2Nzg5";
const FROM = "Broker <no-reply@broker.example>";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp.close();
});

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(testDatabases())("outbox after a crash on $name", ({ handle }) => {
  const db = () => handle().db;
  const statusesOf = async (topic: string) =>
    (await db().select().from(outbox).where(eq(outbox.topic, topic))).map((row) => [
      (row.payload as { event: { n: number } }).event.n,
      row.status,
    ]);

  it("records each message sent the moment it is sent: a crash mid-batch repeats only the one in flight", async () => {
    let releaseThird = () => {};
    const thirdHangs = new Promise<void>((resolve) => {
      releaseThird = resolve;
    });
    const receiver = await startHttpReceiver([], {
      beforeAnswer: (index) => (index === 2 ? thirdHangs : Promise.resolve()),
    });
    try {
      const topic = `test.crash-batch.${crypto.randomUUID()}`;
      for (const n of [1, 2, 3]) {
        await enqueueOutbox(db(), [{ channel: "webhook", topic, payload: { event: { n } } }]);
      }
      const settings = { mail: { from: FROM }, webhook: { url: receiver.url, secret: SECRET } };
      // The worker that will "die": its heartbeat never beats, as a killed process's would not.
      const dying = createOutboxProcessor(db(), settings, { leaseMs: 30_000, heartbeatMs: 3_600_000 });
      const t0 = new Date();
      const abandoned = dying(t0, 20).catch(() => 0);
      await until(() => receiver.requests.length === 3);

      // The third is in flight; the first two are already recorded as sent.
      const during = await statusesOf(topic);
      expect(during.filter(([, status]) => status === "sent")).toHaveLength(2);
      expect(during.filter(([, status]) => status === "sending")).toHaveLength(1);

      // The restarted instance, once the dead worker's 30 s lease has passed.
      const restarted = createOutboxProcessor(db(), settings);
      await restarted(new Date(t0.getTime() + 31_000));
      const numbers = receiver.requests.map((request) => JSON.parse(request.body).n as number);
      const inFlight = numbers[2] as number;
      expect(numbers).toHaveLength(4);
      expect(numbers[3]).toBe(inFlight);
      expect(new Set(numbers)).toEqual(new Set([1, 2, 3]));
      expect((await statusesOf(topic)).every(([, status]) => status === "sent")).toBe(true);

      // The dead worker's late answer changes nothing: its claim is no longer the current one.
      releaseThird();
      await abandoned;
      const [row] = (await db().select().from(outbox).where(eq(outbox.topic, topic))).filter(
        (message) => (message.payload as { event: { n: number } }).event.n === inFlight,
      );
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      releaseThird();
      await receiver.close();
    }
  });

  it("sends messages left 'sending' by a dead worker within a minute of the crash", async () => {
    const receiver = await startHttpReceiver();
    try {
      const topic = `test.stuck.${crypto.randomUUID()}`;
      await enqueueOutbox(db(), [{ channel: "webhook", topic, payload: { event: { n: 1 } } }]);
      const t0 = new Date();
      // A worker claims the batch, then is killed before delivering anything.
      const claimed = await claimOutboxBatch(db(), 20, t0);
      expect(claimed.some((message) => message.topic === topic)).toBe(true);

      const restarted = createOutboxProcessor(db(), {
        mail: { from: FROM },
        webhook: { url: receiver.url, secret: SECRET },
      });
      await restarted(new Date(t0.getTime() + 10_000));
      expect(receiver.requests).toHaveLength(0);
      await restarted(new Date(t0.getTime() + 60_000));
      expect(receiver.requests).toHaveLength(1);
      expect(await statusesOf(topic)).toEqual([[1, "sent"]]);
    } finally {
      await receiver.close();
    }
  });

  it("gives an e-mail sent twice (a crash between sending and recording) one stable Message-ID", async () => {
    const subject = `Crash drill ${crypto.randomUUID()}`;
    await enqueueOutbox(db(), [
      {
        channel: "email",
        topic: "test.message-id",
        payload: { to: "a@b.example", subject, html: "<p>x</p>", text: "x" },
      },
    ]);
    const process = createOutboxProcessor(db(), { mail: { smtpUrl: smtp.url, from: FROM } });
    await process();
    const [row] = (await db().select().from(outbox).where(eq(outbox.topic, "test.message-id"))).filter(
      (message) => (message.payload as { subject: string }).subject === subject,
    );
    // What a kill -9 right after the SMTP server's "250 OK" leaves: the row still "sending".
    await db()
      .update(outbox)
      .set({ status: "sending", sentAt: null, lockedUntil: new Date(Date.now() - 1) })
      .where(inArray(outbox.id, [row?.id as string]));
    await process();
    const copies = smtp.messages.filter((message) => message.raw.includes(subject));
    expect(copies).toHaveLength(2);
    const ids = copies.map((copy) => /^Message-ID: (.*)$/im.exec(copy.raw)?.[1]?.trim());
    expect(ids[0]).toBe(`<outbox-${row?.id}@broker.example>`);
    expect(ids[1]).toBe(ids[0]);
  });

  it("keeps a long delivery's claim alive with its heartbeat: another worker never sends it too", async () => {
    const receiver = await startHttpReceiver([], {
      beforeAnswer: () => new Promise((resolve) => setTimeout(resolve, 1_500)),
    });
    try {
      const topic = `test.heartbeat.${crypto.randomUUID()}`;
      await enqueueOutbox(db(), [{ channel: "webhook", topic, payload: { event: { n: 1 } } }]);
      const settings = { mail: { from: FROM }, webhook: { url: receiver.url, secret: SECRET } };
      const short = { leaseMs: 400, heartbeatMs: 100 };
      const slow = createOutboxProcessor(db(), settings, short);
      const other = createOutboxProcessor(db(), settings, short);
      const delivering = slow();
      await until(() => receiver.requests.length === 1);
      // The other worker polls all through the 1.5 s delivery, well past the 400 ms lease.
      const deadline = Date.now() + 1_700;
      while (Date.now() < deadline) {
        await other();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await delivering;
      expect(receiver.requests).toHaveLength(1);
      expect(await statusesOf(topic)).toEqual([[1, "sent"]]);
    } finally {
      await receiver.close();
    }
  });
});
