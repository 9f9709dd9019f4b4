import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadDashboard } from "~/features/backoffice-leads/lead-dashboard.server";
import { ActionError } from "~/server/action-error";
import { archiveCatalogueProduct, commissionRates } from "~/server/catalogue/catalogue.server";
import type { Database } from "~/server/db/client.server";
import { leads } from "~/server/db/schema/leads";
import { offers } from "~/server/db/schema/offers";
import { convertLead } from "~/server/leads/lead-conversion.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import {
  createOffer,
  expireOffers,
  markOfferDeclined,
  markOfferOpened,
  markOfferSigned,
  offerForCustomer,
  offersOfCustomer,
  replaceOffer,
  sendOffer,
  setOptions,
  updateDraft,
  withdrawOffer,
} from "~/server/offers/offers.server";
import type { SiteConfig } from "~/server/site-config.server";
import { createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { announceLeads, leadDraft } from "../support/lead-factory";
import {
  BORROWER_NEEDS,
  insertCatalogueProduct,
  insertCustomerAccount,
  optionInput,
  staffActor,
} from "../support/offer-factory";

const NOW = new Date("2027-03-01T08:00:00Z");
const site = {
  brandName: "Maison Courtage",
  contactEmail: "c@example.fr",
  siteUrl: "http://localhost:3000",
} as SiteConfig;
const announce = announceLeads({ site, notifyEmail: "courtier@example.fr", lang: "fr" } as never);
const DAY = 24 * 60 * 60 * 1000;

/** What a refused call threw: its status and code, for the assertions. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ActionError) return { status: error.status, code: error.code, field: error.field };
    throw error;
  }
  throw new Error("expected a refusal");
}

async function statusOf(db: Database, offerId: string) {
  const [row] = await db.select().from(offers).where(eq(offers.id, offerId));
  return row?.status;
}

// Under load the first test pays for the engine's warm-up (password hashing, phone metadata).
describe.each(testDatabases())("offers' states and versions on $name", { timeout: 90_000 }, (database) => {
  const db = () => database.handle().db;

  /** A complete borrower draft with two options, the second recommended. */
  async function readyDraft() {
    const admin = await createUser(db(), "admin");
    const actor = staffActor(admin.id);
    const customerId = await insertCustomerAccount(db());
    const [first, second] = [await insertCatalogueProduct(db()), await insertCatalogueProduct(db())];
    const offer = await createOffer(
      db(),
      actor,
      { customerId, questionnaire: "borrower", prefill: BORROWER_NEEDS },
      NOW,
    );
    await setOptions(db(), actor, offer.id, [
      optionInput(first.id),
      optionInput(second.id, { monthlyPremiumCents: 3500, annualPremiumCents: 40000 }),
    ]);
    await updateDraft(db(), actor, offer.id, {
      recommendedPosition: 2,
      recommendationReason: "La quotité de 100 % et l'IPT demandées, au meilleur prix.",
    });
    return { actor, customerId, offer, products: [first, second] };
  }

  it("keeps the valid part of a prefill, and refuses a draft's needs that do not hold", async () => {
    const admin = await createUser(db(), "admin");
    const actor = staffActor(admin.id);
    const customerId = await insertCustomerAccount(db());
    const offer = await createOffer(db(), actor, {
      customerId,
      questionnaire: "borrower",
      prefill: { loanAmount: "180 000", age: "200", smoker: "maybe", guaranteesWanted: ["death", "jetpack"] },
    });
    expect(offer).toMatchObject({ status: "draft", version: 1, productLine: "borrower", validityDays: 30 });
    expect(offer.needs).toEqual({ loanAmount: "180000" });
    expect(offer.reference).toMatch(/^PR-[A-Z2-9]{8}$/);
    const refused = await refusal(
      updateDraft(db(), actor, offer.id, { needs: { ...BORROWER_NEEDS, sharePercent: "140" } }),
    );
    expect(refused).toMatchObject({ status: 400, code: "needsInvalid", field: "needs.sharePercent" });
    // Sending without options, recommendation or complete needs: refused, still a draft.
    expect(await refusal(sendOffer(db(), actor, offer.id))).toMatchObject({ status: 400, code: "needsIncomplete" });
    await updateDraft(db(), actor, offer.id, { needs: BORROWER_NEEDS });
    expect(await refusal(sendOffer(db(), actor, offer.id))).toMatchObject({ status: 400, code: "optionsRequired" });
    expect(await statusOf(db(), offer.id)).toBe("draft");
    // Another line's questionnaire, an unknown customer: refused.
    expect(await refusal(createOffer(db(), actor, { customerId, questionnaire: "pets" }))).toMatchObject({
      status: 400,
    });
    expect(await refusal(createOffer(db(), actor, { customerId: "nobody", questionnaire: "home" }))).toMatchObject({
      status: 404,
      code: "customerNotFound",
    });
  });

  it("refuses options out of range, from an archived product or another line, and more than three", async () => {
    const { actor, offer, products } = await readyDraft();
    const [first] = products as [NonNullable<(typeof products)[0]>];
    const car = await insertCatalogueProduct(db(), "vehiclesStandard");
    const cases: Array<[Parameters<typeof optionInput>[1], string]> = [
      [{ monthlyPremiumCents: 50 }, "monthlyPremium"],
      [{ monthlyPremiumCents: 2_000_000 }, "monthlyPremium"],
      [{ annualPremiumCents: 99_000_000 }, "annualPremium"],
      [{ annualPremiumCents: 60_000 }, "annualVsMonthly"],
      [{ excessCents: -1 }, "excess"],
      [{ guarantees: ["collision"] }, "guarantees"],
      [{ guarantees: [] }, "guaranteesRequired"],
      [{ catalogueProductId: car.id }, "optionLine"],
      [{ catalogueProductId: "not-a-product" }, "optionProduct"],
    ];
    for (const [overrides, code] of cases) {
      expect(await refusal(setOptions(db(), actor, offer.id, [optionInput(first.id, overrides)])), code).toMatchObject({
        status: 400,
        code,
      });
    }
    const four = [1, 2, 3, 4].map(() => optionInput(first.id));
    expect(await refusal(setOptions(db(), actor, offer.id, four))).toMatchObject({
      status: 400,
      code: "tooManyOptions",
    });
    expect(await refusal(setOptions(db(), actor, offer.id, []))).toMatchObject({
      status: 400,
      code: "optionsRequired",
    });
    await archiveCatalogueProduct(db(), actor, first.id);
    expect(await refusal(setOptions(db(), actor, offer.id, [optionInput(first.id)]))).toMatchObject({
      status: 400,
      code: "optionArchived",
    });
    // The archived product is still named by the draft: sending it is refused too.
    expect(await refusal(sendOffer(db(), actor, offer.id))).toMatchObject({ status: 400, code: "optionArchived" });
    // Nothing was changed by the refusals: still the two options first set.
    const view = await offersOfCustomer(db(), offer.customerId, { includeDrafts: true });
    expect(view[0]?.options.map((option) => option.position)).toEqual([1, 2]);
    expect(await commissionRates(db(), first.id)).toEqual({ firstYearBp: 1500, renewalBp: 800 });
  });

  it("sends a complete draft for 30 days, shows it to its customer only, and signs it once", async () => {
    const { actor, customerId, offer } = await readyDraft();
    // A draft is nobody's to see but staff's.
    expect(await offerForCustomer(db(), customerId, offer.id)).toBeNull();
    const sent = await sendOffer(db(), actor, offer.id, NOW);
    expect(sent).toMatchObject({ status: "sent", sentAt: NOW });
    expect(sent.expiresAt?.getTime()).toBe(NOW.getTime() + 30 * DAY);
    const view = await offerForCustomer(db(), customerId, offer.id);
    expect(view?.options).toHaveLength(2);
    expect(view?.recommendedOptionId).toBe(view?.options[1]?.id);
    const stranger = await insertCustomerAccount(db(), "Autre Client");
    expect(await offerForCustomer(db(), stranger, offer.id)).toBeNull();
    expect(await offersOfCustomer(db(), stranger)).toEqual([]);
    // A sent offer changes only by a new version.
    expect(await refusal(updateDraft(db(), actor, offer.id, { validityDays: 10 }))).toMatchObject({
      status: 409,
      code: "closed.sent",
    });

    await db().transaction((tx) => markOfferOpened(tx, offer.id, new Date(NOW.getTime() + DAY)));
    await db().transaction((tx) => markOfferOpened(tx, offer.id, new Date(NOW.getTime() + 2 * DAY)));
    const other = await insertCatalogueProduct(db());
    const otherOffer = await createOffer(db(), actor, { customerId: stranger, questionnaire: "borrower" });
    await setOptions(db(), actor, otherOffer.id, [optionInput(other.id)]);
    const [foreignOption] = (await offersOfCustomer(db(), stranger, { includeDrafts: true }))[0]?.options ?? [];
    // An option from another offer: refused, nothing recorded.
    expect(
      await refusal(db().transaction((tx) => markOfferSigned(tx, offer.id, foreignOption?.id as string, NOW))),
    ).toMatchObject({ status: 400, code: "optionNotInOffer" });
    const chosen = view?.options[0]?.id as string;
    const signedAt = new Date(NOW.getTime() + 3 * DAY);
    const signed = await db().transaction((tx) => markOfferSigned(tx, offer.id, chosen, signedAt));
    expect(signed).toMatchObject({ status: "signed", chosenOptionId: chosen, signedAt });
    expect(signed.openedAt?.getTime()).toBe(NOW.getTime() + DAY);
    // A second signature, a decline after it, a withdrawal: refused.
    expect(await refusal(db().transaction((tx) => markOfferSigned(tx, offer.id, chosen, signedAt)))).toMatchObject({
      status: 409,
      code: "closed.signed",
    });
    expect(await refusal(db().transaction((tx) => markOfferDeclined(tx, offer.id, null)))).toMatchObject({
      status: 409,
    });
    expect(await refusal(withdrawOffer(db(), actor, offer.id, "Erreur"))).toMatchObject({ status: 409 });
    expect(await statusOf(db(), offer.id)).toBe("signed");
  });

  it("proposes a start date: the 1st of next month by default, from today to a year ahead, never sent once passed", async () => {
    const { actor, offer } = await readyDraft();
    expect(offer.startDate).toBe("2027-04-01");
    for (const [startDate, code] of [
      ["2027-02-28", "startDatePast"],
      ["2028-03-02", "startDateFar"],
      ["2027-02-30", "startDate"],
      ["demain", "startDate"],
    ] as const) {
      expect(await refusal(updateDraft(db(), actor, offer.id, { startDate }, NOW))).toMatchObject({
        status: 400,
        code,
        field: "startDate",
      });
    }
    await updateDraft(db(), actor, offer.id, { startDate: "2027-03-01" }, NOW);
    // Kept as a draft past that day: sending it is refused until staff choose again.
    const later = new Date(NOW.getTime() + 3 * DAY);
    expect(await refusal(sendOffer(db(), actor, offer.id, later))).toMatchObject({
      status: 400,
      code: "startDatePast",
      field: "startDate",
    });
    expect(await statusOf(db(), offer.id)).toBe("draft");
    await updateDraft(db(), actor, offer.id, { startDate: "2027-03-10" }, later);
    expect(await sendOffer(db(), actor, offer.id, later)).toMatchObject({ status: "sent", startDate: "2027-03-10" });
    // A new version keeps a date that still holds, and proposes the default for one that has passed.
    expect((await replaceOffer(db(), actor, offer.id, later)).startDate).toBe("2027-03-10");
  });

  it("asks the vehicle's registration and the loan's bank with the needs, as the contract will need them", async () => {
    const admin = await createUser(db(), "admin");
    const actor = staffActor(admin.id);
    const customerId = await insertCustomerAccount(db());
    const vehicle = await createOffer(db(), actor, { customerId, questionnaire: "vehicle" }, NOW);
    const needs = {
      vehicle: "Renault Clio 2019",
      registration: "fg 789 hj",
      vehicleUse: "private",
      drivers: "1",
      bonusMalus: "0,76",
      claimsLastThreeYears: "0",
      guaranteesWanted: ["civilLiability"],
    };
    expect((await updateDraft(db(), actor, vehicle.id, { needs })).needs).toMatchObject({ registration: "FG-789-HJ" });
    expect(
      await refusal(updateDraft(db(), actor, vehicle.id, { needs: { ...needs, registration: "FG 78" } })),
    ).toMatchObject({ status: 400, code: "needsInvalid", field: "needs.registration" });
    const { registration: _none, ...withoutPlate } = needs;
    expect(await refusal(updateDraft(db(), actor, vehicle.id, { needs: withoutPlate }))).toMatchObject({
      status: 400,
      field: "needs.registration",
    });
    const loan = await createOffer(db(), actor, { customerId, questionnaire: "borrower" }, NOW);
    for (const lenderBank of ["B", "x".repeat(121)]) {
      expect(
        await refusal(updateDraft(db(), actor, loan.id, { needs: { ...BORROWER_NEEDS, lenderBank } })),
      ).toMatchObject({ status: 400, field: "needs.lenderBank" });
    }
  });

  it("expires a sent offer past its validity, and an expired offer cannot be signed", async () => {
    const { actor, offer } = await readyDraft();
    await updateDraft(db(), actor, offer.id, { validityDays: 5 });
    await sendOffer(db(), actor, offer.id, NOW);
    const view = await offerForCustomer(db(), offer.customerId, offer.id);
    const option = view?.options[0]?.id as string;
    // Past its date but before the job ran: the signature is refused all the same.
    const late = new Date(NOW.getTime() + 6 * DAY);
    expect(await refusal(db().transaction((tx) => markOfferSigned(tx, offer.id, option, late)))).toMatchObject({
      status: 409,
      code: "closed.expired",
    });
    expect(await expireOffers(db(), new Date(NOW.getTime() + 4 * DAY))).toBe(0);
    expect(await expireOffers(db(), late)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(db(), offer.id)).toBe("expired");
    expect(await expireOffers(db(), late)).toBe(0);
  });

  it("replaces a sent offer by a new version only when that version is sent; the old one stays, marked replaced", async () => {
    const { actor, customerId, offer } = await readyDraft();
    await sendOffer(db(), actor, offer.id, NOW);
    const next = await replaceOffer(db(), actor, offer.id, NOW);
    expect(next).toMatchObject({ status: "draft", version: 2, replacesId: offer.id, customerId });
    expect(next.recommendedOptionId).not.toBeNull();
    // One next version per offer; the old one is still sent (and signable) until the new one goes.
    expect(await refusal(replaceOffer(db(), actor, offer.id))).toMatchObject({ status: 409, code: "versionExists" });
    expect(await statusOf(db(), offer.id)).toBe("sent");
    await setOptions(db(), actor, next.id, [
      optionInput((await offerForCustomer(db(), customerId, offer.id))?.options[0]?.catalogueProductId as string, {
        monthlyPremiumCents: 3000,
        annualPremiumCents: 34000,
      }),
    ]);
    await updateDraft(db(), actor, next.id, { recommendedPosition: 1 });
    await sendOffer(db(), actor, next.id, new Date(NOW.getTime() + DAY));
    expect(await statusOf(db(), offer.id)).toBe("replaced");
    expect(await statusOf(db(), next.id)).toBe("sent");
    // The replaced version is kept in the file; it can no longer be signed.
    const listed = await offersOfCustomer(db(), customerId);
    expect(listed.map((row) => [row.version, row.status])).toEqual([
      [2, "sent"],
      [1, "replaced"],
    ]);
    const oldOption = listed[1]?.options[0]?.id as string;
    expect(await refusal(db().transaction((tx) => markOfferSigned(tx, offer.id, oldOption, NOW)))).toMatchObject({
      status: 409,
      code: "closed.replaced",
    });
  });

  it("stops a new version whose previous one was signed meanwhile; a declined offer gets a new version", async () => {
    const { actor, offer } = await readyDraft();
    await sendOffer(db(), actor, offer.id, NOW);
    const next = await replaceOffer(db(), actor, offer.id, NOW);
    const option = (await offerForCustomer(db(), offer.customerId, offer.id))?.options[0]?.id as string;
    await db().transaction((tx) => markOfferSigned(tx, offer.id, option, NOW));
    expect(await refusal(sendOffer(db(), actor, next.id))).toMatchObject({ status: 409, code: "previous.signed" });
    expect(await statusOf(db(), next.id)).toBe("draft");
    await withdrawOffer(db(), actor, next.id, "Signée entre-temps");
    expect(await statusOf(db(), next.id)).toBe("withdrawn");

    const other = await readyDraft();
    await sendOffer(db(), other.actor, other.offer.id, NOW);
    const declined = await db().transaction((tx) => markOfferDeclined(tx, other.offer.id, "  Trop cher  ", NOW));
    expect(declined).toMatchObject({ status: "declined", declineReason: "Trop cher", declinedAt: NOW });
    const second = await replaceOffer(db(), other.actor, other.offer.id, NOW);
    await sendOffer(db(), other.actor, second.id, NOW);
    // A declined offer stays declined: its new version does not rewrite that answer.
    expect(await statusOf(db(), other.offer.id)).toBe("declined");
    // A withdrawn offer has no new version.
    expect(await refusal(replaceOffer(db(), actor, next.id))).toMatchObject({ status: 409, code: "closed.withdrawn" });
  });

  it("moves the lead with its offer (Proposition envoyée, then Signée) and counts the funnel on the dashboard", async () => {
    const admin = await createUser(db(), "admin");
    const actor = staffActor(admin.id);
    const lead = await submitLead(db(), leadDraft({ product: "borrower" } as never), announce);
    const converted = await convertLead(db(), actor, { leadId: lead.id, version: 1 }, site);
    const product = await insertCatalogueProduct(db());
    await updateDraft(db(), actor, converted.offerId, { needs: BORROWER_NEEDS });
    await setOptions(db(), actor, converted.offerId, [optionInput(product.id)]);
    await updateDraft(db(), actor, converted.offerId, {
      recommendedPosition: 1,
      recommendationReason: "Le seul produit.",
    });
    const before = await loadDashboard(db());
    await sendOffer(db(), actor, converted.offerId);
    const leadStatus = async () => (await db().select().from(leads).where(eq(leads.id, lead.id)))[0]?.status;
    expect(await leadStatus()).toBe("offerSent");
    const view = await offerForCustomer(db(), converted.customerId, converted.offerId);
    await db().transaction((tx) => markOfferSigned(tx, converted.offerId, view?.options[0]?.id as string));
    expect(await leadStatus()).toBe("won");
    const after = await loadDashboard(db());
    expect(after.funnel.offered - before.funnel.offered).toBe(1);
    expect(after.funnel.signed - before.funnel.signed).toBe(1);
    expect(after.funnel.medianSignatureSeconds).not.toBeNull();
  });
});
