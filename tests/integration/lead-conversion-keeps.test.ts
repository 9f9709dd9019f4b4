import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parisToday } from "~/server/contracts/contract-dates";
import { guaranteesFromAnswers, peopleFromAnswers } from "~/server/contracts/quote-answers";
import { contracts } from "~/server/db/schema/customer-area";
import { customerContactDetails, customerProfiles } from "~/server/db/schema/customers";
import { leads } from "~/server/db/schema/leads";
import { convertLead } from "~/server/leads/lead-conversion.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import { findOffer } from "~/server/offers/offers.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
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

describe("what a quote request says about its contract", () => {
  it("turns the form's ticked options into the contract's guarantees, once each, unknown ones left out", () => {
    expect(guaranteesFromAnswers({ garanties: ["responsabilite", "vol", "inconnue"] })).toEqual([
      "civilLiability",
      "theftFire",
    ]);
    expect(guaranteesFromAnswers({ couverture: "optique", situation: "couple" })).toEqual(["optical"]);
  });

  it("covers the holder, a spouse for 'En couple' and the children counted, six at most", () => {
    const holder = { firstName: "Claire", lastName: "Durand" };
    expect(peopleFromAnswers({ situation: "couple" }, holder)).toEqual([
      { name: "Claire Durand", relation: "holder" },
      { name: "Durand", relation: "spouse" },
    ]);
    expect(peopleFromAnswers({ nombreEnfants: "3+" }, holder).map((p) => p.relation)).toEqual([
      "holder",
      "child",
      "child",
      "child",
    ]);
    expect(peopleFromAnswers({ situation: "celibataire" }, holder)).toHaveLength(1);
  });
});

/* Issue 46 item 3 and issue 42: converting a lead keeps what the lead said, and dates the client from today. */
describe.each(testDatabases())("converting a lead on $name", { timeout: 90_000 }, (database) => {
  async function actor(): Promise<StaffActor> {
    const user = await createUser(database.handle().db, "admin");
    return { id: user.id, email: user.email, name: "admin test", ip: "203.0.113.7" };
  }

  it("keeps the phone, the guarantees and the people covered in the offer's needs; a client from today", async () => {
    const { db } = database.handle();
    // The factory's lead: health for seniors, "En couple", hospitalisation and optics, a phone.
    const lead = await submitLead(db, leadDraft(), announce);
    const now = new Date();
    const result = await convertLead(db, await actor(), { leadId: lead.id, version: 1 }, site, now);
    const [details] = await db
      .select()
      .from(customerContactDetails)
      .where(eq(customerContactDetails.userId, result.customerId));
    expect(details?.phone).toBe("+33612345678");
    const [profile] = await db.select().from(customerProfiles).where(eq(customerProfiles.userId, result.customerId));
    expect(profile?.memberSince).toBe(parisToday(now));
    // No contract before a signature: what the lead said is the draft offer's needs.
    expect(await db.select().from(contracts).where(eq(contracts.customerId, result.customerId))).toEqual([]);
    const offer = await findOffer(db, result.offerId);
    expect(offer?.needs).toMatchObject({ guaranteesWanted: ["hospitalisation", "optical"], peopleCovered: "2" });
    const [row] = await db.select({ customerId: leads.customerId }).from(leads).where(eq(leads.id, lead.id));
    expect(row?.customerId).toBe(result.customerId);
  });

  it("gives an existing customer the lead's phone only when they have none", async () => {
    const { db } = database.handle();
    const customer = await createCustomer(db);
    await db.insert(customerContactDetails).values({ userId: customer.id, phone: "+33611111111" });
    const lead = await submitLead(
      db,
      leadDraft({
        contact: { lastName: "Client", firstName: "Déjà", company: null, email: customer.email, phone: "+33622222222" },
      }),
      announce,
    );
    await convertLead(
      db,
      await actor(),
      {
        leadId: lead.id,
        version: 1,
        attach: true,
      },
      site,
    );
    const [details] = await db
      .select({ phone: customerContactDetails.phone })
      .from(customerContactDetails)
      .where(eq(customerContactDetails.userId, customer.id));
    expect(details?.phone).toBe("+33611111111");
  });
});
