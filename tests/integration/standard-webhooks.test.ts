import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "~/server/db/client.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { outbox } from "~/server/db/schema/outbox";
import { webhookEndpoints } from "~/server/db/schema/settings";
import { createOutboxProcessor, enqueueOutbox } from "~/server/outbox/outbox.server";
import { RETRY_DELAYS_MS } from "~/server/outbox/retry-schedule";
import {
  resolveWebhookEndpoint,
  rotateWebhookSecret,
  saveWebhookUrl,
  storedWebhookEndpoints,
  WEBHOOK_SECRET_OVERLAP_MS,
  webhookConfigured,
  webhookConfiguredSql,
} from "~/server/settings/webhook-endpoints.server";
import { testDatabases } from "../support/databases";
import { type ReceivedRequest, startHttpReceiver } from "../support/receivers";

const actor = { id: null, email: "admin@maison-courtage.test", ip: "127.0.0.1" };
const headersOf = (request: ReceivedRequest) => request.headers as Record<string, string>;
/** What a receiver does with the library: the event, or the library's refusal. */
function verify(secret: string, request: ReceivedRequest) {
  try {
    return new Webhook(secret).verify(request.body, headersOf(request)) as Record<string, unknown>;
  } catch (error) {
    return error as Error;
  }
}

describe.each(testDatabases())("webhooks to the standard on $name", ({ handle }) => {
  const db = () => handle().db;
  let receiver: Awaited<ReturnType<typeof startHttpReceiver>> | undefined;
  beforeEach(async () => {
    await db().delete(outbox);
    await db().delete(webhookEndpoints);
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  async function leadsReceiver(answers: Parameters<typeof startHttpReceiver>[0] = []) {
    receiver = await startHttpReceiver(answers);
    const { secret } = await saveWebhookUrl(db(), actor, "leads", receiver.url);
    if (!secret) throw new Error("a first address without any secret gets one");
    return {
      receiver,
      secret,
      process: createOutboxProcessor(db(), { mail: { from: "x <x@y.fr>" }, endpoints: storedWebhookEndpoints(db()) }),
    };
  }

  /** What a lead's statement reads (webhookConfiguredSql) must say what webhookConfigured says. */
  const configured = async (target: "leads" | "requests") => {
    const [row] = await queryRows<{ configured: boolean }>(
      db(),
      sql`select ${webhookConfiguredSql(target)} as configured`,
    );
    const asRead = await webhookConfigured(db(), target);
    expect(row?.configured).toBe(asRead);
    return asRead;
  };

  it("reads whether a receiver takes messages the same way in SQL as in code", async () => {
    expect(await configured("leads")).toBe(false);
    expect(await configured("requests")).toBe(false);
    await saveWebhookUrl(db(), actor, "leads", "https://crm.example/hooks/leads");
    expect(await configured("leads")).toBe(true);
    expect(await configured("requests")).toBe(false);
    await db().update(webhookEndpoints).set({ secret: null });
    expect(await configured("leads")).toBe(false);
  });

  const enqueueLeadHook = async (n: number) => {
    await enqueueOutbox(db(), [
      { channel: "webhook", topic: "lead.created", payload: { event: { type: "lead.created", n } } },
    ]);
    const [row] = await db().select().from(outbox).where(eq(outbox.topic, "lead.created"));
    return row?.id as string;
  };

  it("stores the secret sealed, shows it once, and signs with it; the id stays the message's across retries", async () => {
    const { receiver, secret, process } = await leadsReceiver([500]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const [row] = await db().select().from(webhookEndpoints);
    expect(row?.secret).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    const audit = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, "settings.webhook.url"));
    expect(JSON.stringify(audit)).not.toContain(secret.slice(6));

    const id = await enqueueLeadHook(1);
    const clock = new Date();
    await process(clock);
    await process(new Date(clock.getTime() + (RETRY_DELAYS_MS[1] as number)));
    expect(receiver.requests.map((r) => r.status)).toEqual([500, 200]);
    for (const request of receiver.requests) {
      expect(request.headers["webhook-id"]).toBe(id);
      expect(verify(secret, request)).toEqual({ type: "lead.created", n: 1 });
    }
  });

  it("signs with both secrets during a rotation's overlap, then with the new one only", async () => {
    const { receiver, secret: first, process } = await leadsReceiver();
    const start = new Date();
    const second = await rotateWebhookSecret(db(), actor, "leads", start);
    expect(second).not.toBe(first);

    await enqueueLeadHook(1);
    await process(new Date());
    const during = receiver.requests[0] as ReceivedRequest;
    expect(during.headers["webhook-signature"]?.toString().split(" ")).toHaveLength(2);
    // A receiver still holding the old secret and one already holding the new one both accept it.
    expect(verify(first, during)).toEqual({ type: "lead.created", n: 1 });
    expect(verify(second, during)).toEqual({ type: "lead.created", n: 1 });

    const after = new Date(start.getTime() + WEBHOOK_SECRET_OVERLAP_MS + 1000);
    const endpoint = await resolveWebhookEndpoint(db(), "leads", after);
    expect(endpoint?.previousSecret).toBeUndefined();
    const [row] = await db().select().from(webhookEndpoints);
    expect(row).toMatchObject({ previousSecret: null, previousUntil: null });
    await db().delete(outbox);
    await enqueueLeadHook(2);
    await process(after);
    const later = receiver.requests[1] as ReceivedRequest;
    expect(later.headers["webhook-signature"]?.toString().split(" ")).toHaveLength(1);
    expect(verify(second, later)).toEqual({ type: "lead.created", n: 2 });
    expect(verify(first, later)).toBeInstanceOf(Error);
  });

  it("waits as long as a 429's Retry-After says before the next attempt", async () => {
    const { receiver, process } = await leadsReceiver([{ status: 429, headers: { "Retry-After": "120" } }]);
    await enqueueLeadHook(1);
    const clock = new Date();
    await process(clock);
    const [waiting] = await db().select().from(outbox);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "webhook answered 429" });
    expect(waiting?.nextAttemptAt.getTime()).toBe(clock.getTime() + 120_000);
    await process(new Date(clock.getTime() + 60_000));
    expect(receiver.requests).toHaveLength(1);
    await process(new Date(clock.getTime() + 120_000));
    expect(receiver.requests.map((r) => r.status)).toEqual([429, 200]);
  });

  it("stops at a 410: the message dead with the reason, the endpoint disabled, until its address is saved again", async () => {
    const { receiver, process } = await leadsReceiver([410]);
    await enqueueLeadHook(1);
    await process(new Date());
    const [dead] = await db().select().from(outbox);
    expect(dead).toMatchObject({ status: "dead", attempts: 1 });
    expect(dead?.lastError).toContain("410 Gone");
    expect(await configured("leads")).toBe(false);

    // A message already waiting for it dies without a request.
    await db().delete(outbox);
    await enqueueLeadHook(2);
    await process(new Date());
    expect(receiver.requests).toHaveLength(1);
    expect((await db().select().from(outbox))[0]).toMatchObject({ status: "dead" });

    await saveWebhookUrl(db(), actor, "leads", receiver.url);
    expect(await configured("leads")).toBe(true);
  });
});
