import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { devMailbox, outbox } from "~/server/db/schema/outbox";
import { parseEnv } from "~/server/env.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import { createOutboxProcessor, enqueueOutbox } from "~/server/outbox/outbox.server";
import { RETRY_DELAYS_MS } from "~/server/outbox/retry-schedule";
import { buildSiteConfig } from "~/server/site-config.server";
import { testDatabases } from "../support/databases";
import { announceLeads, leadDraft } from "../support/lead-factory";
import { startHttpReceiver, startSmtpReceiver } from "../support/receivers";

const site = buildSiteConfig(parseEnv({}));
const SECRET = "whsec_dGVzdC13ZWJob29rLXNlY3JldC0wMTIzNDU2Nzg5";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp.close();
});

describe.each(testDatabases())("outbox on $name", ({ name, handle }) => {
  const db = () => handle().db;

  it("delivers a new lead's two emails to a real SMTP server, in the prospect's language", async () => {
    const draft = leadDraft({ lang: "en" });
    const announce = announceLeads({ site, notifyEmail: "leads@broker.example", webhook: false });
    const lead = await submitLead(db(), draft, announce);
    const process = createOutboxProcessor(db(), {
      mail: { smtpUrl: smtp.url, from: "Broker <no-reply@broker.example>" },
    });
    while ((await process()) > 0);
    const mine = smtp.messages.filter((m) => m.raw.includes(lead.reference));
    expect(mine.map((m) => m.to[0]).sort()).toEqual([draft.contact.email, "leads@broker.example"].sort());
    const confirmation = mine.find((m) => m.to[0] === draft.contact.email)?.raw ?? "";
    expect(confirmation).toMatch(/Subject: .*request/i);
    expect(confirmation).toContain("Content-Type: text/plain");
    expect(confirmation).toContain("Content-Type: text/html");
    expect(confirmation).toMatch(/lang=3D"en"|lang="en"/);
    const notification = mine.find((m) => m.to[0] === "leads@broker.example")?.raw ?? "";
    expect(notification).toMatch(/Reply-To: .*claire/);
    const sent = (await db().select().from(outbox)).filter((m) => JSON.stringify(m.payload).includes(lead.reference));
    expect(sent.every((m) => m.status === "sent" && m.sentAt instanceof Date)).toBe(true);
  });

  it("keeps emails in the dev mailbox when no SMTP server is configured", async () => {
    const draft = leadDraft();
    await submitLead(db(), draft, announceLeads({ site, notifyEmail: "leads@broker.example", webhook: false }));
    const process = createOutboxProcessor(db(), { mail: { from: "Broker <no-reply@broker.example>" } });
    while ((await process()) > 0);
    const kept = await db().select().from(devMailbox).where(eq(devMailbox.to, draft.contact.email));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.html).toContain("<!DOCTYPE html>");
    expect(kept[0]?.text).toContain("Claire");
  });

  it("retries a failing webhook with back-off until it succeeds, signed every time", async () => {
    const receiver = await startHttpReceiver([500, 503]);
    try {
      const draft = leadDraft();
      const lead = await submitLead(
        db(),
        draft,
        announceLeads({ site, notifyEmail: "leads@broker.example", webhook: true }),
      );
      const process = createOutboxProcessor(db(), {
        mail: { from: "x <x@broker.example>" },
        webhook: { url: receiver.url, secret: SECRET },
      });
      let clock = new Date();
      await process(clock); // attempt 1 fails (500)
      const [pending] = (await db().select().from(outbox)).filter(
        (m) => m.topic === "lead.created" && JSON.stringify(m.payload).includes(lead.reference),
      );
      expect(pending).toMatchObject({ status: "pending", attempts: 1, lastError: "webhook answered 500" });
      expect(pending?.nextAttemptAt.getTime()).toBe(clock.getTime() + (RETRY_DELAYS_MS[1] as number));

      await process(new Date(clock.getTime() + 1000)); // not due yet
      expect(receiver.requests).toHaveLength(1);
      clock = new Date(clock.getTime() + (RETRY_DELAYS_MS[1] as number));
      await process(clock); // attempt 2 fails (503)
      clock = new Date(clock.getTime() + (RETRY_DELAYS_MS[2] as number));
      await process(clock); // attempt 3 succeeds
      expect(receiver.requests.map((r) => r.status)).toEqual([500, 503, 200]);

      for (const request of receiver.requests) {
        // Standard Webhooks, verified by the library a receiver would use; the id is the message's on every try.
        const verified = new Webhook(SECRET).verify(request.body, request.headers as Record<string, string>);
        expect(request.headers["webhook-id"]).toBe(pending?.id);
        expect(verified).toMatchObject({
          type: "lead.created",
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          lead: { reference: lead.reference, product: "healthSenior" },
        });
      }
      const [done] = (await db().select().from(outbox)).filter((m) => m.id === pending?.id);
      expect(done).toMatchObject({ status: "sent", attempts: 3 });
    } finally {
      await receiver.close();
    }
  });

  it("marks a message dead after the last scheduled attempt", async () => {
    const receiver = await startHttpReceiver(Array(20).fill(500));
    try {
      await enqueueOutbox(db(), [{ channel: "webhook", topic: "test.dead", payload: { event: { n: name } } }]);
      const process = createOutboxProcessor(db(), {
        mail: { from: "x <x@y.fr>" },
        webhook: { url: receiver.url, secret: SECRET },
      });
      let clock = new Date();
      for (const delay of RETRY_DELAYS_MS) {
        clock = new Date(clock.getTime() + delay);
        await process(clock);
      }
      const [message] = await db().select().from(outbox).where(eq(outbox.topic, "test.dead"));
      expect(message).toMatchObject({ status: "dead", attempts: RETRY_DELAYS_MS.length });
      expect(receiver.requests).toHaveLength(RETRY_DELAYS_MS.length);
    } finally {
      await receiver.close();
    }
  });

  it("takes back a message whose worker crashed mid-send, once its lease has passed", async () => {
    const receiver = await startHttpReceiver();
    try {
      await enqueueOutbox(db(), [{ channel: "webhook", topic: "test.crash", payload: { event: {} } }]);
      // A worker claims it and dies before recording anything: the row stays "sending".
      await db()
        .update(outbox)
        .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
        .where(eq(outbox.topic, "test.crash"));
      const process = createOutboxProcessor(db(), {
        mail: { from: "x <x@y.fr>" },
        webhook: { url: receiver.url, secret: SECRET },
      });
      await process(new Date());
      expect(receiver.requests).toHaveLength(0);
      await process(new Date(Date.now() + 6 * 60_000));
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

/** Two app processes on one database: every message is delivered once, never twice. */
describe.each(testDatabases())("two workers on $name", ({ handle, openAnother }) => {
  it("deliver each of 60 messages exactly once", async () => {
    const receiver = await startHttpReceiver();
    try {
      const topic = `test.concurrent.${Date.now()}`;
      await enqueueOutbox(
        handle().db,
        Array.from({ length: 60 }, (_, n) => ({ channel: "webhook" as const, topic, payload: { event: { n } } })),
      );
      const settings = { mail: { from: "x <x@y.fr>" }, webhook: { url: receiver.url, secret: SECRET } };
      const workerA = createOutboxProcessor(handle().db, settings);
      const workerB = createOutboxProcessor((await openAnother()).db, settings);
      const drain = async (work: typeof workerA) => {
        while ((await work(new Date(), 7)) > 0);
      };
      await Promise.all([drain(workerA), drain(workerB), drain(workerA), drain(workerB)]);
      const delivered = receiver.requests.map((r) => JSON.parse(r.body).n as number).sort((a, b) => a - b);
      expect(delivered).toEqual(Array.from({ length: 60 }, (_, n) => n));
    } finally {
      await receiver.close();
    }
  });
});
