import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { leads } from "~/server/db/schema/leads";
import { outbox } from "~/server/db/schema/outbox";
import { parseEnv, resetEnvCache } from "~/server/env.server";
import { MERGE_WINDOW_MS, submitLead } from "~/server/leads/submit-lead.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { testDatabases } from "../support/databases";
import { announceLeads, leadDraft } from "../support/lead-factory";

const site = buildSiteConfig(parseEnv({}));
const announce = announceLeads({ site, notifyEmail: "leads@broker.example", webhook: true });

describe.each(testDatabases())("lead storage on $name", ({ handle }) => {
  const db = () => handle().db;

  it("writes the lead and its three outbox messages together", async () => {
    const draft = leadDraft();
    const lead = await submitLead(db(), draft, announce);
    expect(lead.outcome).toBe("created");
    expect(lead.reference).toMatch(/^DV-[A-Z2-9]{8}$/);
    const [row] = await db().select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({
      status: "new",
      product: "healthSenior",
      email: draft.contact.email,
      phone: "+33612345678",
      callbackConsent: true,
      submissionCount: 1,
    });
    expect(row?.consents.privacy.text).toContain("données");
    const messages = (await db().select().from(outbox)).filter((m) =>
      JSON.stringify(m.payload).includes(lead.reference),
    );
    expect(messages.map((m) => m.topic).sort()).toEqual(["lead.confirmation", "lead.created", "lead.notification"]);
    expect(messages.every((m) => m.status === "pending")).toBe(true);
  });

  it("writes the webhook message only while a leads receiver is configured, read at each lead", async () => {
    const topicsOf = async (id: string) =>
      (await db().select({ topic: outbox.topic }).from(outbox).where(eq(outbox.leadId, id))).map((m) => m.topic).sort();
    const submitted = () => submitLead(db(), leadDraft(), announce, new Date(), { webhookFor: "leads" });
    expect(await topicsOf((await submitted()).id)).toEqual(["lead.confirmation", "lead.notification"]);
    process.env.LEAD_WEBHOOK_URL = "https://hooks.example.fr/leads";
    process.env.LEAD_WEBHOOK_SECRET = `whsec_${Buffer.from("a".repeat(32)).toString("base64")}`;
    resetEnvCache();
    try {
      expect(await topicsOf((await submitted()).id)).toEqual([
        "lead.confirmation",
        "lead.created",
        "lead.notification",
      ]);
    } finally {
      delete process.env.LEAD_WEBHOOK_URL;
      delete process.env.LEAD_WEBHOOK_SECRET;
      resetEnvCache();
    }
    expect(await topicsOf((await submitted()).id)).toEqual(["lead.confirmation", "lead.notification"]);
  });

  it("writes nothing when the outbox cannot be written (one transaction)", async () => {
    const draft = leadDraft();
    const failing = () => {
      throw new Error("template exploded");
    };
    await expect(submitLead(db(), draft, failing)).rejects.toThrow("template exploded");
    expect(await db().select().from(leads).where(eq(leads.email, draft.contact.email))).toEqual([]);
  });

  it("answers a replayed submission key with the same lead, once", async () => {
    const draft = leadDraft();
    const first = await submitLead(db(), draft, announce);
    const again = await submitLead(
      db(),
      { ...draft, answers: { situation: "celibataire", couverture: ["dentaire"] } },
      announce,
    );
    expect(again).toEqual({ ...first, outcome: "replayed" });
    const rows = await db().select().from(leads).where(eq(leads.email, draft.contact.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.answers).toEqual(draft.answers);
  });

  it("makes one lead of a double click (two concurrent submissions with one key)", async () => {
    const draft = leadDraft();
    const results = await Promise.all([submitLead(db(), draft, announce), submitLead(db(), draft, announce)]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.map((r) => r.outcome).sort()).toEqual(["created", "replayed"]);
    expect(await db().select().from(leads).where(eq(leads.email, draft.contact.email))).toHaveLength(1);
  });

  it("merges the same email and product within 5 minutes, without announcing it twice", async () => {
    const now = new Date();
    const first = await submitLead(db(), leadDraft(), announce, now);
    const [created] = await db().select().from(leads).where(eq(leads.id, first.id));
    const email = created?.email as string;
    const second = await submitLead(
      db(),
      leadDraft({
        contact: { ...leadDraft().contact, email },
        answers: { situation: "celibataire", couverture: ["dentaire"] },
      }),
      announce,
      new Date(now.getTime() + 60_000),
    );
    expect(second).toMatchObject({ id: first.id, outcome: "merged" });
    const [merged] = await db().select().from(leads).where(eq(leads.id, first.id));
    expect(merged).toMatchObject({
      submissionCount: 2,
      answers: { situation: "celibataire", couverture: ["dentaire"] },
    });
    const announcements = (await db().select().from(outbox)).filter((m) =>
      JSON.stringify(m.payload).includes(first.reference),
    );
    expect(announcements).toHaveLength(3);
  });

  it("keeps separate leads for another product, or after the window", async () => {
    const now = new Date();
    const draft = leadDraft();
    const first = await submitLead(db(), draft, announce, now);
    const otherProduct = await submitLead(
      db(),
      leadDraft({ product: "healthFamily", contact: draft.contact }),
      announce,
      now,
    );
    const later = await submitLead(
      db(),
      leadDraft({ contact: draft.contact }),
      announce,
      new Date(now.getTime() + MERGE_WINDOW_MS + 1000),
    );
    expect(new Set([first.id, otherProduct.id, later.id]).size).toBe(3);
  });

  it("merges concurrent submissions of one person into one lead", async () => {
    const contact = leadDraft().contact;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => submitLead(db(), leadDraft({ contact }), announce)),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await db()
      .select()
      .from(leads)
      .where(inArray(leads.email, [contact.email]));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.submissionCount).toBe(5);
  });
});

describe.each(testDatabases())("lead counted against its budget on $name", ({ handle }) => {
  const db = () => handle().db;
  const rule = { limit: 2, windowMs: 60 * 60_000 };

  it("counts in the lead's transaction; over the limit stores nothing but the count, and says how long to wait", async () => {
    const budget = { key: `lead:test-${crypto.randomUUID()}`, rule };
    const now = new Date();
    const first = await submitLead(db(), leadDraft(), announce, now, { budget });
    const replay = leadDraft();
    const second = await submitLead(db(), replay, announce, now, { budget });
    expect([first, second].map((result) => ("limited" in result ? "limited" : result.outcome))).toEqual([
      "created",
      "created",
    ]);
    const refused = leadDraft();
    const third = await submitLead(db(), refused, announce, new Date(now.getTime() + 1000), { budget });
    expect(third).toEqual({
      limited: expect.objectContaining({ limited: true, count: 3, retryAfterSeconds: 60 * 60 - 1 }),
    });
    expect(await db().select().from(leads).where(eq(leads.email, refused.contact.email))).toEqual([]);
    // A replay counts too, as before, and is refused over the limit.
    expect(await submitLead(db(), replay, announce, now, { budget })).toHaveProperty("limited");
    // The refused key was not claimed: once the window has passed, the same form goes through.
    const later = await submitLead(db(), refused, announce, new Date(now.getTime() + rule.windowMs + 1000), {
      budget,
    });
    expect(later).toMatchObject({ outcome: "created" });
  });
});
