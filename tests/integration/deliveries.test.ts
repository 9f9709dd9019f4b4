import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { ActionError } from "~/server/action-error";
import { staffAuditLog } from "~/server/db/schema/audit";
import { accounts, users } from "~/server/db/schema/auth";
import { outbox } from "~/server/db/schema/outbox";
import { parseEnv } from "~/server/env.server";
import { DEAD_ALERT_TOPIC, deadMessageAlerter } from "~/server/outbox/dead-alert.server";
import {
  countDeadSince,
  deadDeliveriesCount,
  listDeliveries,
  replayDeadMessage,
  replayDeadSince,
} from "~/server/outbox/deliveries.server";
import { readDeliveryFilters } from "~/server/outbox/delivery-filters";
import { createOutboxProcessor } from "~/server/outbox/outbox.server";
import { MAX_ATTEMPTS } from "~/server/outbox/retry-schedule";
import { buildSiteConfig } from "~/server/site-config.server";
import { testDatabases } from "../support/databases";

const actor = { id: null, email: "admin@maison-courtage.test", ip: "127.0.0.1" };
const email = (to: string) => ({ to, subject: "Objet", html: "<p>x</p>", text: "x" });

describe.each(testDatabases())("deliveries monitor on $name", ({ handle }) => {
  const db = () => handle().db;
  beforeEach(async () => {
    await db().delete(outbox);
  });

  async function seed() {
    const leadId = crypto.randomUUID();
    const requestId = crypto.randomUUID();
    const rows = await db()
      .insert(outbox)
      .values([
        {
          channel: "email",
          topic: "lead.confirmation",
          payload: email("a@example.fr"),
          leadId,
          status: "sent",
          sentAt: new Date(),
        },
        {
          channel: "webhook",
          topic: "lead.created",
          payload: { event: { id: 1 } },
          leadId,
          status: "dead",
          attempts: 8,
          lastError: "webhook answered 500",
          createdAt: new Date("2026-11-20T10:00:00Z"),
        },
        {
          channel: "webhook",
          topic: "request.claim",
          payload: { event: { request_id: requestId }, target: "requests" },
          status: "dead",
          attempts: 8,
          lastError: "timeout",
          createdAt: new Date("2026-11-24T10:00:00Z"),
        },
        {
          channel: "webhook",
          topic: "request.claim",
          payload: { event: { request_id: requestId }, target: "requests" },
          status: "dead",
          attempts: 8,
          lastError: "timeout",
          createdAt: new Date("2026-11-10T10:00:00Z"),
        },
        {
          channel: "email",
          topic: "auth.sign-in-code",
          payload: email("b@example.fr"),
          status: "dead",
          attempts: 8,
          lastError: "550 mailbox unavailable",
          createdAt: new Date("2026-11-24T10:00:00Z"),
        },
        {
          channel: "email",
          topic: "request.claim.answer",
          payload: email("c@example.fr"),
          status: "pending",
          attempts: 2,
          lastError: "421 try later",
        },
        { channel: "email", topic: "customer.invitation", payload: email("d@example.fr"), status: "pending" },
      ])
      .returning({ id: outbox.id, topic: outbox.topic, status: outbox.status, createdAt: outbox.createdAt });
    return { rows, leadId, requestId };
  }

  it("lists every message with its state, record and counts, under the URL's filters", async () => {
    const { leadId, requestId } = await seed();
    const all = await listDeliveries(db(), { page: 1 });
    expect(all.counts).toMatchObject({ delivered: 1, dead: 4, failing: 1, pending: 1 });
    expect(all.counts.all).toBe(7);
    const leadHook = all.rows.find((row) => row.topic === "lead.created");
    expect(leadHook).toMatchObject({
      record: "lead",
      recordId: leadId,
      state: "dead",
      attempts: 8,
      to: "leads",
      nextAttemptAt: null,
    });
    const requestHook = all.rows.find((row) => row.topic === "request.claim");
    expect(requestHook).toMatchObject({ record: "request", recordId: requestId, to: "requests" });
    expect(all.rows.find((row) => row.topic === "auth.sign-in-code")).toMatchObject({
      record: "account",
      to: "b@example.fr",
    });
    expect(all.rows.find((row) => row.topic === "request.claim.answer")).toMatchObject({
      state: "failing",
      lastError: "421 try later",
    });
    expect(all.rows.find((row) => row.topic === "customer.invitation")?.nextAttemptAt).not.toBeNull();

    const webhooksDead = await listDeliveries(db(), { channel: "webhook", state: "dead", page: 1 });
    expect(webhooksDead.total).toBe(3);
    expect(webhooksDead.counts.delivered).toBe(0);
    const sinceDay = await listDeliveries(db(), { channel: "webhook", since: "2026-11-20", page: 1 });
    expect(sinceDay.rows.map((row) => row.topic).sort()).toEqual(["lead.created", "request.claim"]);
    const accounts = await listDeliveries(db(), { record: "account", page: 1 });
    expect(accounts.rows.map((row) => row.topic).sort()).toEqual(["auth.sign-in-code", "customer.invitation"]);
    expect(await deadDeliveriesCount(db())).toBe(4);
  });

  it("replays one dead message under the same id, due now with a fresh schedule, audited", async () => {
    const { rows } = await seed();
    const dead = rows.find((row) => row.topic === "lead.created");
    if (!dead) throw new Error("seed");
    const now = new Date();
    await replayDeadMessage(db(), actor, dead.id, now);
    const [after] = await db().select().from(outbox).where(eq(outbox.id, dead.id));
    expect(after).toMatchObject({ id: dead.id, status: "pending", attempts: 0, lastError: null, lockedUntil: null });
    expect(after?.nextAttemptAt.getTime()).toBe(now.getTime());
    expect(after?.createdAt.getTime()).toBe(dead.createdAt.getTime());
    expect((await db().select().from(outbox)).length).toBe(rows.length);
    const [entry] = await db().select().from(staffAuditLog).where(eq(staffAuditLog.targetId, dead.id));
    expect(entry).toMatchObject({ action: "delivery.replay", targetType: "outbox", actorEmail: actor.email });
    expect(entry?.details).toMatchObject({ lastError: "webhook answered 500" });

    // Replayed already, or never dead: a 409; unknown: a 404.
    await expect(replayDeadMessage(db(), actor, dead.id)).rejects.toMatchObject({ status: 409 });
    const delivered = rows.find((row) => row.status === "sent");
    await expect(replayDeadMessage(db(), actor, delivered?.id ?? "")).rejects.toBeInstanceOf(ActionError);
    await expect(replayDeadMessage(db(), actor, crypto.randomUUID())).rejects.toMatchObject({ status: 404 });
  });

  it("replays a channel's dead messages since a day: as many as the confirmation said, ids kept", async () => {
    const { rows } = await seed();
    const selection = { channel: "webhook", since: "2026-11-20" } as const;
    const announced = await countDeadSince(db(), selection);
    expect(announced).toBe(2);
    const replayed = await replayDeadSince(db(), actor, selection);
    expect(replayed).toBe(announced);
    const after = await db().select().from(outbox);
    const ids = new Set(rows.map((row) => row.id));
    expect(after.every((row) => ids.has(row.id))).toBe(true);
    const byTopicAndDay = after.filter((row) => row.channel === "webhook" && row.status === "pending");
    expect(byTopicAndDay).toHaveLength(2);
    // The older one (10 November) and the e-mail stay dead.
    expect(
      after
        .filter((row) => row.status === "dead")
        .map((row) => row.topic)
        .sort(),
    ).toEqual(["auth.sign-in-code", "request.claim"]);
    expect(await countDeadSince(db(), selection)).toBe(0);
    const entries = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, "delivery.replay-dead"));
    expect(entries.at(-1)?.details).toEqual({ channel: "webhook", since: "2026-11-20", count: 2 });
  });
});

describe.each(testDatabases())("a message that dies on $name", ({ handle }) => {
  const db = () => handle().db;

  async function staff(role: "admin" | "adviser", options: { deactivated?: boolean; password?: boolean } = {}) {
    const id = crypto.randomUUID();
    const email = `${role}.${id.slice(0, 8)}@maison-courtage.test`;
    await db()
      .insert(users)
      .values({
        id,
        name: `Staff ${id.slice(0, 4)}`,
        email,
        role,
        deactivatedAt: options.deactivated ? new Date() : null,
      });
    if (options.password !== false) {
      await db()
        .insert(accounts)
        .values({ id: crypto.randomUUID(), accountId: id, providerId: "credential", userId: id, password: "hash" });
    }
    return email;
  }

  it("tells every admin who can sign in, in the transaction that marks it dead, and never about its own alert", async () => {
    const admin = await staff("admin");
    await staff("admin", { deactivated: true });
    await staff("admin", { password: false });
    await staff("adviser");
    const [message] = await db()
      .insert(outbox)
      .values({ channel: "webhook", topic: "lead.created", payload: { event: {} }, attempts: MAX_ATTEMPTS - 1 })
      .returning({ id: outbox.id });
    const process = createOutboxProcessor(db(), {
      mail: { from: "x <x@broker.example>" },
      onDead: deadMessageAlerter(async () => buildSiteConfig(parseEnv({}))),
    });
    await process(new Date(), 1);
    const rows = await db().select().from(outbox);
    expect(rows.find((row) => row.id === message?.id)).toMatchObject({
      status: "dead",
      lastError: "no leads webhook URL configured",
    });
    const alerts = rows.filter((row) => row.topic === DEAD_ALERT_TOPIC);
    expect(alerts.map((row) => (row.payload as { to: string }).to)).toEqual([admin]);
    const payload = alerts[0]?.payload as { subject: string; text: string };
    // The message in words, not its topic (issue 46 item 7); the technical error kept as a detail.
    expect(payload.subject).toContain("Demande de devis transmise au CRM");
    expect(payload.subject).not.toContain("lead.created");
    expect(payload.text).toContain("no leads webhook URL configured");
    expect(payload.text).toContain("/backoffice/envois?canal=webhook&etat=dead");
    expect(payload.text).toContain(message?.id);

    // The alert itself dying (no mail server at all) alerts nobody: no loop.
    await db()
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outbox.topic, DEAD_ALERT_TOPIC));
    const failingMail = createOutboxProcessor(db(), {
      mail: { smtpUrl: "smtp://127.0.0.1:1", from: "x <x@broker.example>" },
      onDead: deadMessageAlerter(async () => buildSiteConfig(parseEnv({}))),
    });
    await failingMail(new Date(), 10);
    const after = await db().select().from(outbox).where(eq(outbox.topic, DEAD_ALERT_TOPIC));
    expect(after).toHaveLength(1);
    expect(after[0]?.status).toBe("dead");
  });
});

describe("the monitor's filters in the address", () => {
  const read = (query: string) => readDeliveryFilters(new URLSearchParams(query));
  it("reads ours and names the field of a value that is not", () => {
    expect(read("canal=webhook&etat=dead&objet=lead&depuis=2026-11-01&page=2")).toEqual({
      ok: true,
      filters: { channel: "webhook", state: "dead", record: "lead", since: "2026-11-01", page: 2 },
    });
    expect(read("canal=&etat=")).toEqual({ ok: true, filters: { page: 1 } });
    expect(read("canal=sms")).toEqual({ ok: false, field: "channel" });
    expect(read("depuis=2026-02-30")).toEqual({ ok: false, field: "since" });
    expect(read("depuis=hier")).toEqual({ ok: false, field: "since" });
    expect(read("page=0")).toEqual({ ok: false, field: "page" });
  });
});
