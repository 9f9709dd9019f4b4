import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadDashboard } from "~/features/backoffice-leads/lead-dashboard.server";
import { loadLeadDetail } from "~/features/backoffice-leads/lead-detail.server";
import { exportLeadsCsv } from "~/features/backoffice-leads/lead-export.server";
import { LeadFiltersSchema, readLeadFilters } from "~/features/backoffice-leads/lead-filters.server";
import { listLeads } from "~/features/backoffice-leads/lead-list.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { users } from "~/server/db/schema/auth";
import { contracts, referralCodes, referrals } from "~/server/db/schema/customer-area";
import { leadEvents } from "~/server/db/schema/lead-activity";
import { leads } from "~/server/db/schema/leads";
import { outbox } from "~/server/db/schema/outbox";
import { assignLead } from "~/server/leads/lead-assignment.server";
import { convertLead } from "~/server/leads/lead-conversion.server";
import { foldSearch, promiseState } from "~/server/leads/lead-pipeline";
import { addLeadNote, changeLeadStatus, logLeadCall } from "~/server/leads/lead-workflow.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import { findOffer } from "~/server/offers/offers.server";
import type { SiteConfig } from "~/server/site-config.server";
import { setRoundRobin } from "~/server/staff/round-robin.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { activeAdvisers, assignableStaff } from "~/server/staff/staff-directory.server";
import { createCustomer, createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { announceLeads, leadDraft } from "../support/lead-factory";

const site = {
  brandName: "Maison Courtage",
  contactEmail: "contact@maison-courtage.fr",
  siteUrl: "http://localhost:3000",
  oriasNumber: null,
} as SiteConfig;
const announce = announceLeads({ site, notifyEmail: "courtier@example.fr", lang: "fr" } as never);
const filters = (raw: Record<string, unknown> = {}) => LeadFiltersSchema.parse(raw);

describe("lead pipeline words", () => {
  it("folds accents and case like the search column, and reads phone numbers by their digits", () => {
    expect(foldSearch("  Hélène  MÜLLER ")).toEqual({ text: "helene muller", digits: null });
    expect(foldSearch("06 12 34 56 78")).toEqual({ text: "06 12 34 56 78", digits: "612345678" });
    expect(foldSearch("100%_x").text).toBe("100\\%\\_x");
  });

  it("refuses malformed filters by name, and keeps defaults out of the way", () => {
    expect(readLeadFilters(new URLSearchParams("status=gagne"))).toEqual({ ok: false, field: "status" });
    expect(readLeadFilters(new URLSearchParams(`q=${"x".repeat(500)}`))).toEqual({ ok: false, field: "q" });
    expect(readLeadFilters(new URLSearchParams("from=2026-13-45"))).toEqual({ ok: false, field: "from" });
    expect(readLeadFilters(new URLSearchParams("size=7"))).toEqual({ ok: false, field: "size" });
    expect(readLeadFilters(new URLSearchParams("status=new&status=won"))).toEqual({ ok: false, field: "status" });
    const read = readLeadFilters(new URLSearchParams("status=new&q=&page=2"));
    expect(read).toMatchObject({ ok: true, filters: { status: "new", page: 2, sort: "newest", size: 25 } });
  });

  it("tells the time left on the 24-hour promise with a fake clock", () => {
    const createdAt = new Date("2026-11-20T09:00:00Z");
    const open = { createdAt, firstContactedAt: null, status: "new" };
    expect(promiseState(open, new Date("2026-11-20T19:00:00Z"))).toMatchObject({
      state: "pending",
      msLeft: 14 * 3600_000,
    });
    expect(promiseState(open, new Date("2026-11-21T10:00:00Z"))).toMatchObject({ state: "overdue", msLate: 3600_000 });
    expect(promiseState({ ...open, firstContactedAt: new Date("2026-11-20T10:00:00Z") }, new Date())).toMatchObject({
      state: "kept",
    });
    expect(promiseState({ ...open, firstContactedAt: new Date("2026-11-22T10:00:00Z") }, new Date())).toMatchObject({
      state: "late",
    });
  });
});

describe.each(testDatabases())("back-office leads on $name", (database) => {
  async function staff(role: "adviser" | "admin" = "admin"): Promise<StaffActor> {
    const { db } = database.handle();
    const user = await createUser(db, role);
    return { id: user.id, email: user.email, name: `${role} test`, ip: "203.0.113.7" };
  }
  async function newLead(overrides: Parameters<typeof leadDraft>[0] = {}, now?: Date) {
    const { db } = database.handle();
    return submitLead(db, leadDraft(overrides), announce, now);
  }

  it("searches without accents or case, by name, e-mail, phone and company, and counts per status", async () => {
    const { db } = database.handle();
    const tag = crypto.randomUUID().slice(0, 6);
    const a = await newLead({
      contact: {
        lastName: `Lefèvre${tag}`,
        firstName: "Hélène",
        company: "Société Générale d'Assurances",
        email: `h.${tag}@example.fr`,
        phone: "+33698765432",
      },
    });
    const actor = await staff();
    const [row] = await db.select({ version: leads.version }).from(leads).where(eq(leads.id, a.id));
    await changeLeadStatus(db, actor, { leadId: a.id, status: "contacted", version: row?.version ?? 1 });

    for (const q of [`LEFEVRE${tag}`, `helene lefèvre${tag}`.slice(0, 6), `h.${tag}@`, "06 98 76 54 32"]) {
      const page = await listLeads(db, filters({ q }));
      expect(
        page.rows.map((r) => r.id),
        q,
      ).toContain(a.id);
    }
    const bySociete = await listLeads(db, filters({ q: `societe generale` }));
    expect(bySociete.rows.map((r) => r.id)).toContain(a.id);
    const counted = await listLeads(db, filters({ q: `lefevre${tag}`, status: "new" }));
    expect(counted.rows).toEqual([]);
    expect(counted.counts).toMatchObject({ contacted: 1, new: 0, all: 1 });
    // LIKE's wildcards are only characters.
    expect((await listLeads(db, filters({ q: "%" }))).rows).toEqual([]);
  });

  it("filters by product, date range, source, adviser and overdue, and pages and sorts", async () => {
    const { db } = database.handle();
    const tag = crypto.randomUUID().slice(0, 6);
    const now = new Date();
    const old = await newLead(
      {
        product: "borrower",
        contact: {
          lastName: `Zola${tag}`,
          firstName: null,
          company: null,
          email: `z.${tag}@example.fr`,
          phone: "+33611111111",
        },
      },
      new Date(now.getTime() - 30 * 3600_000),
    );
    const fresh = await newLead({
      product: "borrower",
      contact: {
        lastName: `Abel${tag}`,
        firstName: null,
        company: null,
        email: `a.${tag}@example.fr`,
        phone: "+33622222222",
      },
      source: {
        page: "/",
        referrer: null,
        firstTouch: null,
        lastTouch: { at: now.toISOString(), landing: "/", referrer: null, utm: { source: "Google" } },
        referralCode: null,
        lang: "fr",
      },
    });
    const q = tag;
    const overdue = await listLeads(db, filters({ q, overdue: "1" }), now);
    expect(overdue.rows.map((r) => r.id)).toEqual([old.id]);
    expect(overdue.rows[0]?.promise.state).toBe("overdue");
    // The tabs count under every filter but the status (overdue included); the overdue count
    // under every filter but "overdue" (the status included).
    expect(overdue).toMatchObject({ total: 1, overdue: 1, counts: { all: 1, new: 1, contacted: 0 } });
    expect(await listLeads(db, filters({ q }), now)).toMatchObject({
      total: 2,
      overdue: 1,
      counts: { all: 2, new: 2 },
    });
    expect(await listLeads(db, filters({ q, status: "contacted" }), now)).toMatchObject({
      total: 0,
      overdue: 0,
      counts: { all: 2, new: 2 },
    });
    expect(await listLeads(db, filters({ q, status: "new" }), now)).toMatchObject({ total: 2, overdue: 1 });
    const byName = await listLeads(db, filters({ q, sort: "name" }));
    expect(byName.rows.map((r) => r.id)).toEqual([fresh.id, old.id]);
    expect((await listLeads(db, filters({ q, source: "google" }))).rows.map((r) => r.id)).toEqual([fresh.id]);
    expect((await listLeads(db, filters({ q, product: "healthSenior" }))).rows).toEqual([]);
    const today = now.toISOString().slice(0, 10);
    expect((await listLeads(db, filters({ q, from: "2020-01-01", to: "2020-12-31" }))).rows).toEqual([]);
    expect((await listLeads(db, filters({ q, to: "2099-01-01", from: today }))).rows.length).toBeGreaterThanOrEqual(1);
    const paged = await listLeads(db, filters({ q, size: 25, page: 2 }));
    expect(paged.rows).toEqual([]);
    expect(paged.total).toBe(2);
    const actor = await staff("adviser");
    await assignLead(db, actor, { leadId: fresh.id, adviserId: actor.id });
    expect((await listLeads(db, filters({ q, adviser: actor.id }))).rows.map((r) => r.id)).toEqual([fresh.id]);
  });

  it("refuses a stale move with 409, records first contact, needs a reason to lose, audits every change", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const lead = await newLead();
    const t0 = new Date(Date.now() + 60_000);
    const moved = await changeLeadStatus(db, actor, { leadId: lead.id, status: "contacted", version: 1 }, t0);
    expect(moved.changed).toBe(true);
    await expect(changeLeadStatus(db, actor, { leadId: lead.id, status: "quoted", version: 1 })).rejects.toMatchObject({
      status: 409,
      code: "stale",
    });
    await expect(changeLeadStatus(db, actor, { leadId: lead.id, status: "lost", version: 2 })).rejects.toMatchObject({
      status: 400,
      code: "lostReasonRequired",
    });
    await changeLeadStatus(db, actor, { leadId: lead.id, status: "lost", version: 2, lostReason: "price" });
    await addLeadNote(db, actor, { leadId: lead.id, text: "Rappeler après le 15." });
    await expect(addLeadNote(db, actor, { leadId: crypto.randomUUID(), text: "x" })).rejects.toMatchObject({
      status: 404,
    });
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: "lost", lostReason: "price", firstContactedAt: t0 });
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, lead.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["lead.note", "lead.status", "lead.status"]);
    const detail = await loadLeadDetail(db, lead.id);
    expect(detail?.timeline.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["created", "delivery", "status", "note"]),
    );
    expect(await loadLeadDetail(db, "not-a-uuid")).toBeNull();
  });

  it("asks for the legal basis of a call to a prospect without the phone opt-in", async () => {
    const { db } = database.handle();
    const actor = await staff("adviser");
    const at = new Date().toISOString();
    const lead = await newLead({
      consents: { privacy: { text: "Vu.", at }, callback: { given: false, text: "J'accepte d'être rappelé(e).", at } },
    });
    await expect(
      logLeadCall(db, actor, { leadId: lead.id, outcome: "reached", note: "", legalBasis: null }),
    ).rejects.toMatchObject({ status: 400, code: "legalBasisRequired" });
    await logLeadCall(db, actor, {
      leadId: lead.id,
      outcome: "reached",
      note: "Il rappelle lui-même.",
      legalBasis: "inboundCall",
    });
    const [event] = await db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.kind, "call")));
    expect(event).toMatchObject({ kind: "call", details: { legalBasis: "inboundCall", outcome: "reached" } });
    const [row] = await db.select({ first: leads.firstContactedAt }).from(leads).where(eq(leads.id, lead.id));
    expect(row?.first).toBeInstanceOf(Date);
  });

  it("hands new leads to advisers in turn, never the same turn twice under concurrent intake", async () => {
    const { db } = database.handle();
    const admin = await staff("admin");
    const advisers = [await createUser(db, "adviser"), await createUser(db, "adviser")];
    await setRoundRobin(db, admin, "leads", true);
    const other = await database.openAnother();
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) => submitLead(i % 2 ? other.db : db, leadDraft(), announce)),
    );
    const rows = await Promise.all(
      created.map(
        async (c) => (await db.select({ to: leads.assignedTo }).from(leads).where(eq(leads.id, c.id)))[0]?.to,
      ),
    );
    expect(rows.every(Boolean)).toBe(true);
    // Turns go round: over 8 leads no adviser of this test's two is skipped while another gets two in a row.
    const all = await db.select({ id: leads.id, to: leads.assignedTo, at: leads.createdAt }).from(leads);
    const ours = new Set<string>(advisers.map((a) => a.id));
    const counts = new Map<string, number>();
    for (const row of all)
      if (row.to && created.some((c) => c.id === row.id)) counts.set(row.to, (counts.get(row.to) ?? 0) + 1);
    const perAdviser = [...counts.entries()].filter(([id]) => ours.has(id)).map(([, n]) => n);
    const max = Math.max(...counts.values());
    const min = Math.min(...counts.values());
    expect(max - min).toBeLessThanOrEqual(1);
    expect(perAdviser.length).toBe(2);
    // A deactivated adviser takes no more turns (nor appears in the assign menu).
    const gone = advisers[0]?.id ?? "";
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone));
    const afterDeactivation = await Promise.all(Array.from({ length: 4 }, () => newLead()));
    for (const lead of afterDeactivation) {
      const [row] = await db.select({ to: leads.assignedTo }).from(leads).where(eq(leads.id, lead.id));
      expect(row?.to).toBeTruthy();
      expect(row?.to).not.toBe(gone);
    }
    expect((await assignableStaff(db)).map((person) => person.id)).not.toContain(gone);
    await setRoundRobin(db, admin, "leads", false);
    const off = await newLead();
    const [offRow] = await db.select({ to: leads.assignedTo }).from(leads).where(eq(leads.id, off.id));
    expect(offRow?.to).toBeNull();
  });

  it("takes no turn for a request merged into the person's recent lead: the next new lead goes to the next adviser", async () => {
    const { db } = database.handle();
    const admin = await staff("admin");
    await createUser(db, "adviser");
    await createUser(db, "adviser");
    await setRoundRobin(db, admin, "leads", true);
    const assignee = async (id: string) =>
      (await db.select({ to: leads.assignedTo }).from(leads).where(eq(leads.id, id)))[0]?.to;
    const contact = { ...leadDraft().contact, email: `merge.${crypto.randomUUID().slice(0, 6)}@example.fr` };
    const first = await newLead({ contact });
    const again = await newLead({ contact });
    expect(again.outcome).toBe("merged");
    const next = await newLead();
    const rotation = (await activeAdvisers(db)).map((adviser) => adviser.id);
    const place = rotation.indexOf((await assignee(first.id)) ?? "");
    expect(place).toBeGreaterThanOrEqual(0);
    expect(await assignee(next.id)).toBe(rotation[(place + 1) % rotation.length]);
  });

  it("converts a lead (issue 42): the customer with the lead's phone, a draft offer from its answers, no contract, no invitation yet", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const sponsor = await createCustomer(db);
    const code = `SPONSOR-${crypto.randomUUID().slice(0, 4).toUpperCase()}`;
    await db.insert(referralCodes).values({ code, customerId: sponsor.id });
    const lead = await newLead({
      product: "vehiclesStandard",
      source: {
        page: "/vehicules-standard",
        referrer: null,
        firstTouch: null,
        lastTouch: null,
        referralCode: code,
        lang: "fr",
      },
    });
    const result = await convertLead(db, actor, { leadId: lead.id, version: 1 }, site);
    const offer = await findOffer(db, result.offerId);
    expect(offer).toMatchObject({
      status: "draft",
      customerId: result.customerId,
      leadId: lead.id,
      questionnaire: "vehicle",
      productLine: "vehicle",
    });
    // No contract and no certificate before a signature; the lead stays open, its referral uncounted.
    expect(await db.select().from(contracts).where(eq(contracts.customerId, result.customerId))).toEqual([]);
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row?.customerId).toBe(result.customerId);
    expect(row?.status).not.toBe("won");
    expect(await db.select().from(referrals).where(eq(referrals.leadId, lead.id))).toHaveLength(0);
    // The invitation leaves with the offer, not at conversion.
    const mails = await db.select().from(outbox).where(eq(outbox.topic, "customer.invitation"));
    expect(mails.filter((m) => m.leadId === lead.id)).toEqual([]);
    await expect(convertLead(db, actor, { leadId: lead.id, version: 2 }, site)).rejects.toMatchObject({
      status: 409,
    });
  });

  it("attaches the offer to the customer who already has the lead's address, once staff confirm; never to staff", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const customer = await createCustomer(db);
    const lead = await newLead({
      product: "healthFamily",
      contact: {
        lastName: "Client",
        firstName: "Déjà",
        company: null,
        email: customer.email.toUpperCase(),
        phone: "+33644444444",
      },
    });
    await expect(convertLead(db, actor, { leadId: lead.id, version: 1 }, site)).rejects.toMatchObject({
      status: 409,
      code: "accountExists",
    });
    const result = await convertLead(db, actor, { leadId: lead.id, version: 1, attach: true }, site);
    expect(result).toMatchObject({ customerId: customer.id, attached: true });
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ customerId: customer.id });
    expect(await findOffer(db, result.offerId)).toMatchObject({ customerId: customer.id, questionnaire: "health" });
    const invitations = await db.select().from(outbox).where(eq(outbox.topic, "customer.invitation"));
    expect(invitations.filter((mail) => mail.leadId === lead.id)).toEqual([]);

    const colleague = await createUser(db, "adviser");
    const staffLead = await newLead({
      product: "healthFamily",
      contact: { lastName: "Collègue", firstName: null, company: null, email: colleague.email, phone: "+33655555555" },
    });
    await expect(
      convertLead(db, actor, { leadId: staffLead.id, version: 1, attach: true }, site),
    ).rejects.toMatchObject({ status: 409, code: "accountIsStaff" });
  });

  it("exports the filtered list as CSV: BOM, separator, accents, a field with ; and a newline, audited", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const tag = crypto.randomUUID().slice(0, 6);
    await newLead({
      contact: {
        lastName: `Éloïse${tag}`,
        firstName: "Zoë",
        company: "Dupont; Fils\net Cie",
        email: `e.${tag}@example.fr`,
        phone: "+33633333333",
      },
    });
    const csvOf = async (separator: "semicolon" | "comma") => {
      const stream = await exportLeadsCsv(db, actor, {
        filters: filters({ q: tag }),
        separator,
        headers: [
          "Référence",
          "Créé le",
          "Produit",
          "Statut",
          "Nom",
          "Prénom",
          "Société",
          "E-mail",
          "Téléphone",
          "Appel",
          "Conseiller",
          "Source",
          "Premier contact",
          "Motif",
        ],
        labels: (row) => row,
      });
      const bytes = await buffer(Readable.fromWeb(stream as never));
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return bytes.toString("utf8");
    };
    const semi = await csvOf("semicolon");
    expect(semi.charCodeAt(0)).toBe(0xfeff);
    const lines = semi.slice(1).split("\r\n").length > 1 ? semi.slice(1).split("\r\n") : semi.slice(1).split("\n");
    expect(lines[0]).toBe(
      "Référence;Créé le;Produit;Statut;Nom;Prénom;Société;E-mail;Téléphone;Appel;Conseiller;Source;Premier contact;Motif",
    );
    expect(semi).toContain(`;Éloïse${tag};Zoë;"Dupont; Fils\net Cie";`);
    const comma = await csvOf("comma");
    expect(comma).toContain(`,Éloïse${tag},Zoë,"Dupont; Fils\net Cie",`);
    const audits = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, "lead.export"));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it("exports a name typed as a formula as text a spreadsheet never runs, and phone numbers as they are", async () => {
    const { db } = database.handle();
    const actor = await staff();
    const tag = crypto.randomUUID().slice(0, 6);
    await newLead({
      contact: {
        lastName: '=HYPERLINK("http://evil.example","x")',
        firstName: "+SUM(1+1)",
        company: "-2+3+cmd|' /C calc'!A0",
        email: `f.${tag}@example.fr`,
        phone: "+33644444444",
      },
    });
    await newLead({
      contact: {
        lastName: "@SUM(1)",
        firstName: "\t=1+1",
        company: null,
        email: `g.${tag}@example.fr`,
        phone: "+33655555555",
      },
    });
    const stream = await exportLeadsCsv(db, actor, {
      filters: filters({ q: tag }),
      separator: "semicolon",
      headers: ["Nom"],
      labels: (row) => row,
    });
    const csv = (await buffer(Readable.fromWeb(stream as never))).toString("utf8");
    expect(csv).toContain(
      `;"'=HYPERLINK(""http://evil.example"",""x"")";'+SUM(1+1);'-2+3+cmd|' /C calc'!A0;f.${tag}@example.fr;+33644444444;`,
    );
    expect(csv).toContain(`;'@SUM(1);'\t=1+1;;g.${tag}@example.fr;+33655555555;`);
  });

  it("sums up the dashboard", async () => {
    const { db } = database.handle();
    await newLead();
    const board = await loadDashboard(db);
    expect(board.total).toBeGreaterThan(0);
    expect(board.perWeek).toHaveLength(12);
    expect(board.perWeek.at(-1)?.n).toBeGreaterThan(0);
    expect(board.perProduct.length).toBeGreaterThan(0);
    expect(board.perSource.length).toBeGreaterThan(0);
  });
});
