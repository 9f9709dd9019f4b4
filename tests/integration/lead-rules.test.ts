import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { handleLeadAction, type LeadActionResult } from "~/features/backoffice-leads/lead-actions.server";
import { exportLeadsResponse } from "~/features/backoffice-leads/lead-export-response.server";
import "~/i18n/dictionaries.server";
import { LEAD_KINDS } from "~/lead-kinds.server";
import { staffContext } from "~/server/auth/guards.server";
import type { StaffRole } from "~/server/auth/roles";
import { getDb } from "~/server/db/index.server";
import { users } from "~/server/db/schema/auth";
import { leads } from "~/server/db/schema/leads";
import { submitLead } from "~/server/leads/submit-lead.server";
import type { SiteConfig } from "~/server/site-config.server";
import { setRoundRobin } from "~/server/staff/round-robin.server";
import { assignableStaff } from "~/server/staff/staff-directory.server";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, createUser, formPost } from "../support/customers";
import { announceLeads, leadDraft } from "../support/lead-factory";

const site = { brandName: "Maison Courtage", contactEmail: "c@example.fr", siteUrl: "http://localhost:3000" };
const announce = announceLeads({ site: site as SiteConfig, notifyEmail: "courtier@example.fr", lang: "fr" } as never);

/** A member of staff as the back office's guard hands them to the actions and loaders. */
async function member(role: StaffRole) {
  const user = await createUser(await getDb(), role);
  const context = requestContextFor();
  context.set(staffContext, { id: user.id, email: user.email, name: `${role} ${user.id.slice(0, 4)}`, role });
  return { ...user, context };
}

/** A colleague invited by an admin who has not opened the invitation: no password yet. */
async function invitee() {
  const id = crypto.randomUUID();
  await (await getDb())
    .insert(users)
    .values({ id, name: `Invité ${id.slice(0, 4)}`, email: `invite.${id.slice(0, 8)}@example.fr`, role: "adviser" });
  return id;
}

async function newLead(product = "healthSenior", assignedTo?: string) {
  const db = await getDb();
  const lead = await submitLead(db, leadDraft({ product } as never), announce);
  if (assignedTo !== undefined) await db.update(leads).set({ assignedTo }).where(eq(leads.id, lead.id));
  return lead;
}

async function act(
  who: { context: ReturnType<typeof requestContextFor> },
  leadId: string,
  fields: Record<string, string>,
) {
  const request = formPost(`/backoffice/leads/${leadId}`, fields);
  return answerOf<LeadActionResult>(await handleLeadAction(request, who.context, leadId));
}

async function exportAs(who: { context: ReturnType<typeof requestContextFor> }, query = "") {
  try {
    const response = await exportLeadsResponse(
      new Request(`http://localhost:3000/backoffice/leads/export.csv${query}`),
      who.context,
      LEAD_KINDS,
    );
    return { status: response.status, csv: await response.text() };
  } catch (thrown) {
    return { status: (await answerOf(thrown)).status, csv: "" };
  }
}

describe.each(appEngines())("lead rules on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  beforeAll(() => getDb());

  it("converts a lead into its customer and a draft offer, and opens that offer (issue 42)", async () => {
    const admin = await member("admin");
    const lead = await newLead("vehiclesStandard");
    const stale = await act(admin, lead.id, { intent: "convert", version: "7" });
    expect(stale.status).toBe(409);
    const converted = await act(admin, lead.id, { intent: "convert", version: "1" });
    expect(converted.status).toBe(302);
    expect(converted.location).toMatch(/^\/backoffice\/propositions\/[0-9a-f-]{36}$/);
    const again = await act(admin, lead.id, { intent: "convert", version: "2" });
    expect(again.status).toBe(409);
  });

  it("never gives a lead to a colleague who has not set a password yet, by hand or in turn", async () => {
    const admin = await member("admin");
    const adviser = await member("adviser");
    const invited = await invitee();
    const db = await getDb();
    expect((await assignableStaff(db)).map((person) => person.id)).not.toContain(invited);
    expect((await assignableStaff(db)).map((person) => person.id)).toContain(adviser.id);
    const lead = await newLead();
    const [{ version } = { version: 1 }] = await db
      .select({ version: leads.version })
      .from(leads)
      .where(eq(leads.id, lead.id));
    const refused = await act(admin, lead.id, { intent: "assign", adviserId: invited, version: String(version) });
    expect(refused).toMatchObject({ status: 400, data: { ok: false, error: "adviserUnavailable" } });
    const [row] = await db.select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.id, lead.id));
    expect(row?.assignedTo).not.toBe(invited);
    // Round-robin skips them too, however many turns go by.
    await setRoundRobin(db, { id: admin.id, email: admin.email, name: "admin", ip: "203.0.113.1" }, "leads", true);
    const advisers = (await assignableStaff(db)).length + 2;
    for (let turn = 0; turn < advisers; turn++) {
      const { id } = await newLead();
      const [taken] = await db.select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.id, id));
      expect(taken?.assignedTo).toBeTruthy();
      expect(taken?.assignedTo).not.toBe(invited);
    }
  });

  it("an adviser's export holds only their own leads; an admin's holds every lead", async () => {
    const admin = await member("admin");
    const adviser = await member("adviser");
    const other = await member("adviser");
    const mine = await newLead("healthSenior", adviser.id);
    const theirs = await newLead("healthSenior", other.id);
    const unassigned = await newLead("healthSenior", undefined);
    await (await getDb()).update(leads).set({ assignedTo: null }).where(eq(leads.id, unassigned.id));
    const reference = async (id: string) =>
      (await (await getDb()).select({ reference: leads.reference }).from(leads).where(eq(leads.id, id)))[0]
        ?.reference as string;
    const [refMine, refTheirs, refNone] = await Promise.all([mine.id, theirs.id, unassigned.id].map(reference));

    const own = await exportAs(adviser);
    expect(own.status).toBe(200);
    expect(own.csv).toContain(refMine);
    expect(own.csv).not.toContain(refTheirs);
    expect(own.csv).not.toContain(refNone);
    expect((await exportAs(adviser, `?adviser=${other.id}`)).status).toBe(403);
    expect((await exportAs(adviser, "?adviser=none")).status).toBe(403);
    expect((await exportAs(adviser, `?adviser=${adviser.id}`)).csv).toContain(refMine);

    const all = await exportAs(admin);
    for (const ref of [refMine, refTheirs, refNone]) expect(all.csv).toContain(ref);
  });
});
