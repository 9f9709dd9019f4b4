import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadCalls } from "~/features/backoffice-leads/lead-calls.server";
import { seedDemoCalls } from "~/server/calls/demo-calls.server";
import { parisInstant } from "~/server/calls/sales-call-rules";
import { customerCallLog } from "~/server/calls/sales-calls.server";
import { salesCalls } from "~/server/db/schema/sales-calls";
import { logLeadCall } from "~/server/leads/lead-workflow.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { announceLeads, leadDraft } from "../support/lead-factory";

const site = { brandName: "Maison Courtage", contactEmail: "contact@maison-courtage.fr" } as SiteConfig;
const announce = announceLeads({ site, notifyEmail: "courtier@example.fr", lang: "fr" } as never);
const paris = (day: string, time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return parisInstant(day, h * 60 + m);
};
/** A number no other test uses: the rules count per person, that is per number. */
const uniquePhone = () => `+3361${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

describe.each(testDatabases())("the sales call log on $name", (database) => {
  async function adviser(): Promise<StaffActor> {
    const user = await createUser(database.handle().db, "adviser");
    return { id: user.id, email: user.email, name: "Adviser Test", ip: "203.0.113.9" };
  }
  async function lead(phone: string, optIn = true) {
    const at = new Date().toISOString();
    const draft = leadDraft({
      consents: {
        privacy: { text: "Vu.", at },
        callback: { given: optIn, text: "J'accepte d'être rappelé(e).", at },
      },
    });
    return submitLead(database.handle().db, { ...draft, contact: { ...draft.contact, phone } }, announce);
  }
  const call = (leadId: string, outcome: "reached" | "noAnswer" | "refused" | "callBack", at: Date, extra = {}) =>
    logLeadCall(database.handle().db, actorOf, { leadId, outcome, note: "", legalBasis: null, ...extra }, at);
  let actorOf: StaffActor;

  it("refuses a call at 21:00 and on a holiday with the reason and the next allowed moment, and logs none", async () => {
    actorOf = await adviser();
    const { id } = await lead(uniquePhone());
    await expect(call(id, "reached", paris("2026-12-01", "21:00"))).rejects.toMatchObject({
      status: 400,
      code: "callRefused_outsideHours",
      nextAllowedAt: paris("2026-12-02", "10:00"),
    });
    await expect(call(id, "reached", paris("2026-12-25", "11:00"))).rejects.toMatchObject({
      code: "callRefused_holiday",
      nextAllowedAt: paris("2026-12-28", "10:00"),
    });
    expect(await database.handle().db.select().from(salesCalls).where(eq(salesCalls.leadId, id))).toEqual([]);
  });

  it("counts four calls in 30 days per person across their leads, and says when the fifth is allowed", async () => {
    actorOf = await adviser();
    const phone = uniquePhone();
    const first = await lead(phone);
    const second = await lead(phone);
    await call(first.id, "noAnswer", paris("2026-11-02", "10:30"));
    await call(first.id, "noAnswer", paris("2026-11-09", "15:00"));
    await call(second.id, "noAnswer", paris("2026-11-16", "11:00"));
    await call(second.id, "reached", paris("2026-11-23", "16:00"));
    await expect(call(first.id, "reached", paris("2026-11-30", "11:00"))).rejects.toMatchObject({
      code: "callRefused_tooMany",
      // The call of 2 November leaves the 30 days on 2 December at 10:30.
      nextAllowedAt: paris("2026-12-02", "10:30"),
    });
    const page = await leadCalls(database.handle().db, phone, true, paris("2026-11-30", "11:00"));
    expect(page.now).toEqual({
      allowed: false,
      reason: "tooMany",
      nextAllowedAt: paris("2026-12-02", "10:30").toISOString(),
    });
    expect(page.log.map((entry) => entry.outcome)).toEqual(["reached", "noAnswer", "noAnswer", "noAnswer"]);
    await call(first.id, "reached", paris("2026-12-02", "10:30"));
  });

  it("keeps 60 quiet days after a refusal, and checks a call back against the rules", async () => {
    actorOf = await adviser();
    const phone = uniquePhone();
    const { id } = await lead(phone);
    await expect(
      call(id, "callBack", paris("2026-12-01", "11:00"), { callBackAt: paris("2026-12-03", "21:00") }),
    ).rejects.toMatchObject({ code: "callRefused_outsideHours", field: "callBackAt" });
    await expect(call(id, "callBack", paris("2026-12-01", "11:00"))).rejects.toMatchObject({
      code: "callBackAtRequired",
    });
    await call(id, "callBack", paris("2026-12-01", "11:00"), { callBackAt: paris("2026-12-03", "15:00") });
    await call(id, "refused", paris("2026-12-03", "15:00"));
    await expect(call(id, "reached", paris("2027-01-29", "15:00"))).rejects.toMatchObject({
      code: "callRefused_refusedRecently",
      // 60 days after 3 December 15:00: Monday 1 February 2027, 15:00.
      nextAllowedAt: paris("2027-02-01", "15:00"),
    });
    const rows = await database.handle().db.select().from(salesCalls).where(eq(salesCalls.leadId, id));
    expect(rows.find((row) => row.outcome === "callBack")?.callBackAt).toEqual(paris("2026-12-03", "15:00"));
  });

  it("never lets a prospect without the opt-in be called without a basis; an answer to their own call is no solicitation", async () => {
    actorOf = await adviser();
    const phone = uniquePhone();
    const { id } = await lead(phone, false);
    await expect(call(id, "reached", paris("2026-12-01", "11:00"))).rejects.toMatchObject({
      code: "legalBasisRequired",
    });
    expect((await leadCalls(database.handle().db, phone, false, paris("2026-12-01", "11:00"))).now).toEqual({
      allowed: false,
      reason: "noConsent",
      nextAllowedAt: null,
    });
    // They called us on a Saturday evening: answered and logged, not counted.
    await call(id, "reached", paris("2026-12-05", "21:30"), { legalBasis: "inboundCall" });
    const [row] = await database.handle().db.select().from(salesCalls).where(eq(salesCalls.leadId, id));
    expect(row).toMatchObject({
      inbound: true,
      legalBasis: "inboundCall",
      outcome: "reached",
      actorName: "Adviser Test",
    });
  });

  it("seeds the demo prospect's call log again on every seed, with a call back still ahead", async () => {
    const { db } = database.handle();
    const now = paris("2026-12-02", "09:00");
    await seedDemoCalls(db, "nobody@example.fr", now);
    await seedDemoCalls(db, "nobody@example.fr", now);
    const page = await leadCalls(db, "+33611223344", true, now);
    expect(page.log.map((entry) => entry.outcome)).toEqual(["callBack", "voicemail", "noAnswer"]);
    expect(new Date(page.log[0]?.callBackAt ?? 0).getTime()).toBeGreaterThan(now.getTime());
  });

  it("shows a customer the calls on their leads and to their number, not another person's", async () => {
    actorOf = await adviser();
    const { db } = database.handle();
    const customer = await createUser(db, "customer");
    const [theirs, byNumber, someoneElse] = [uniquePhone(), uniquePhone(), uniquePhone()];
    const fromLead = await lead(theirs);
    const other = await lead(byNumber);
    const stranger = await lead(someoneElse);
    await call(fromLead.id, "reached", paris("2026-12-01", "11:00"));
    await call(other.id, "noAnswer", paris("2026-12-02", "11:00"));
    await call(stranger.id, "reached", paris("2026-12-03", "11:00"));
    const log = await customerCallLog(db, { customerId: customer.id, leadIds: [fromLead.id], phone: byNumber });
    expect(log.map((entry) => [entry.outcome, entry.at])).toEqual([
      ["noAnswer", paris("2026-12-02", "11:00")],
      ["reached", paris("2026-12-01", "11:00")],
    ]);
    expect(await customerCallLog(db, { customerId: customer.id, leadIds: [], phone: null })).toEqual([]);
  });
});
