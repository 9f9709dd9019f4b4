import { randomInt } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import { refusalsIn } from "~/server/action-error";
import { screenOfferPeople } from "~/server/asset-freeze/offer-screening.server";
import { assertNotFrozen } from "~/server/asset-freeze/screening.server";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { GUARANTEES_BY_LINE } from "~/server/contracts/contract-types";
import type { Database, Transaction } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { catalogueProducts } from "~/server/db/schema/catalogue";
import { contracts } from "~/server/db/schema/customer-area";
import { leads } from "~/server/db/schema/leads";
import { offerOptions, offers } from "~/server/db/schema/offers";
import { REASON_MAX, TEXT_MAX } from "~/server/limits";
import { isAccountId, isRecordId } from "~/server/record-ids";
import type { StaffActor } from "~/server/staff/staff-actor";
import { checkNeeds, keepValidNeeds } from "./needs.server";
import { isNeedsQuestionnaireId, type NeedsQuestionnaireId, needsQuestionnaire } from "./needs-questionnaires";
import type { OfferOptionInput } from "./offer-input";
import { moveLeadWithOffer } from "./offer-lead.server";
import { defaultOfferStart, startDateFault } from "./offer-start-date";
import { OFFER_OPTIONS_MAX, OFFER_VALIDITY_DAYS, OFFER_VALIDITY_MAX_DAYS, PREMIUM_LIMITS } from "./offer-states";
import { changeOfferStatus, lockOffer, type OfferRow } from "./offer-status.server";

export type { OfferRow } from "./offer-status.server";
export type OfferOptionRow = typeof offerOptions.$inferSelect;
export type CatalogueProductRow = typeof catalogueProducts.$inferSelect;
/** An option with the catalogue product it proposes. */
export type OfferOptionView = OfferOptionRow & { product: CatalogueProductRow };
export type OfferView = OfferRow & { options: OfferOptionView[] };

const refuse = refusalsIn("offers.errors");
const DAY = 24 * 60 * 60 * 1000;

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newReference() {
  return `PR-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("")}`;
}

export type NewOffer = {
  customerId: string;
  questionnaire: NeedsQuestionnaireId | string;
  /** The lead it comes from; it must be this customer's (or not yet anyone's). */
  leadId?: string | null;
  /** The contract it renews; it must be this customer's, on the questionnaire's line. */
  renewedContractId?: string | null;
  /** What is known already (the lead's answers, mapped): only the answers that hold are kept. */
  prefill?: Record<string, string | string[]>;
};

/**
 * A draft offer for a customer, from a lead, a renewal or nothing, with the needs already known.
 * Nobody but staff sees it until it is sent.
 */
export async function createOffer(db: Database | Transaction, actor: StaffActor, input: NewOffer, now = new Date()) {
  if (!isNeedsQuestionnaireId(input.questionnaire)) throw refuse(400, "questionnaire", "questionnaire");
  const questionnaire = needsQuestionnaire(input.questionnaire);
  const run = async (tx: Transaction) => {
    if (!isAccountId(input.customerId)) throw refuse(404, "customerNotFound");
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.customerId), eq(users.role, "customer")));
    if (!customer) throw refuse(404, "customerNotFound");
    if (input.leadId) {
      const [lead] = isRecordId(input.leadId)
        ? await tx.select({ customerId: leads.customerId }).from(leads).where(eq(leads.id, input.leadId))
        : [];
      if (!lead || (lead.customerId !== null && lead.customerId !== customer.id)) throw refuse(404, "leadNotFound");
    }
    if (input.renewedContractId) {
      const [contract] = isRecordId(input.renewedContractId)
        ? await tx
            .select({ line: contracts.productLine })
            .from(contracts)
            .where(and(eq(contracts.id, input.renewedContractId), eq(contracts.customerId, customer.id)))
        : [];
      if (!contract) throw refuse(404, "contractNotFound");
      if (contract.line !== questionnaire.line) throw refuse(400, "questionnaire", "questionnaire");
    }
    const [row] = await tx
      .insert(offers)
      .values({
        reference: newReference(),
        customerId: customer.id,
        leadId: input.leadId ?? null,
        renewedContractId: input.renewedContractId ?? null,
        productLine: questionnaire.line,
        questionnaire: questionnaire.id,
        needs: await keepValidNeeds(questionnaire.id, input.prefill ?? {}),
        validityDays: OFFER_VALIDITY_DAYS,
        startDate: defaultOfferStart(now),
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const offer = row as OfferRow;
    await recordStaffAction(tx, actor, {
      action: "offer.create",
      target: { type: "offer", id: offer.id },
      details: { reference: offer.reference, customerId: customer.id, leadId: offer.leadId },
    });
    return offer;
  };
  // Inside a caller's transaction (a lead's conversion) this is a savepoint: all or nothing either way.
  return db.transaction(run);
}

export type DraftChange = {
  /** The questionnaire's answers as the form sent them: validated whole, or refused field by field. */
  needs?: Record<string, string | string[] | undefined>;
  /** The recommended option's position (1 to 3) and why, in words tied to the needs. */
  recommendedPosition?: number | null;
  recommendationReason?: string;
  validityDays?: number;
  /** The proposed start date (YYYY-MM-DD): from today to a year ahead. */
  startDate?: string;
};

/** A draft's needs, recommendation or validity changed; a sent offer changes only by a new version. */
export async function updateDraft(
  db: Database,
  actor: StaffActor,
  offerId: string,
  change: DraftChange,
  now = new Date(),
) {
  const needs = change.needs ? await checkNeeds(await questionnaireOf(db, offerId), change.needs) : undefined;
  const reason = change.recommendationReason?.trim();
  if (reason !== undefined && reason.length > TEXT_MAX) throw refuse(400, "tooLong", "recommendationReason");
  if (
    change.validityDays !== undefined &&
    !(
      Number.isInteger(change.validityDays) &&
      change.validityDays >= 1 &&
      change.validityDays <= OFFER_VALIDITY_MAX_DAYS
    )
  ) {
    throw refuse(400, "validity", "validityDays");
  }
  const startFault = change.startDate === undefined ? null : startDateFault(change.startDate, now);
  if (startFault) throw refuse(400, startFault, "startDate");
  return db.transaction(async (tx) => {
    const offer = await lockDraft(tx, offerId);
    let recommendedOptionId: string | null | undefined;
    if (change.recommendedPosition === null) recommendedOptionId = null;
    else if (change.recommendedPosition !== undefined) {
      const [option] = await tx
        .select({ id: offerOptions.id })
        .from(offerOptions)
        .where(and(eq(offerOptions.offerId, offer.id), eq(offerOptions.position, change.recommendedPosition)));
      if (!option) throw refuse(400, "recommendation", "recommendedPosition");
      recommendedOptionId = option.id;
    }
    const [row] = await tx
      .update(offers)
      .set({
        ...(needs ? { needs } : {}),
        ...(recommendedOptionId !== undefined ? { recommendedOptionId } : {}),
        ...(reason !== undefined ? { recommendationReason: reason } : {}),
        ...(change.validityDays !== undefined ? { validityDays: change.validityDays } : {}),
        ...(change.startDate !== undefined ? { startDate: change.startDate } : {}),
        updatedAt: now,
      })
      .where(eq(offers.id, offer.id))
      .returning();
    await recordStaffAction(tx, actor, {
      action: "offer.update",
      target: { type: "offer", id: offer.id },
      details: { reference: offer.reference, fields: Object.keys(change) },
    });
    return row as OfferRow;
  });
}

/** Checks one option against the offer's line and the price ranges; the first fault is a 400. */
function checkOption(
  option: OfferOptionInput,
  product: CatalogueProductRow | undefined,
  offer: OfferRow,
  index: number,
) {
  const field = (name: string) => `options.${index}.${name}`;
  if (!product) throw refuse(400, "optionProduct", field("catalogueProductId"));
  if (product.archivedAt) throw refuse(400, "optionArchived", field("catalogueProductId"));
  if (product.productLine !== offer.productLine) throw refuse(400, "optionLine", field("catalogueProductId"));
  const { monthlyPremiumCents: monthly, annualPremiumCents: annual, excessCents: excess } = option;
  if (!Number.isInteger(monthly) || monthly < PREMIUM_LIMITS.monthlyMin || monthly > PREMIUM_LIMITS.monthlyMax) {
    throw refuse(400, "monthlyPremium", field("monthlyPremium"));
  }
  if (!Number.isInteger(annual) || annual < PREMIUM_LIMITS.annualMin || annual > PREMIUM_LIMITS.annualMax) {
    throw refuse(400, "annualPremium", field("annualPremium"));
  }
  // Paying once a year costs at most twelve months, and no insurer gives more than three months off.
  if (annual > monthly * 12 || annual < monthly * 9) throw refuse(400, "annualVsMonthly", field("annualPremium"));
  if (excess !== null && (!Number.isInteger(excess) || excess < 0 || excess > PREMIUM_LIMITS.excessMax)) {
    throw refuse(400, "excess", field("excess"));
  }
  const guarantees = [...new Set(option.guarantees as string[])];
  const line: readonly string[] = GUARANTEES_BY_LINE[offer.productLine];
  if (guarantees.length === 0) throw refuse(400, "guaranteesRequired", field("guarantees"));
  if (!guarantees.every((guarantee) => line.includes(guarantee))) throw refuse(400, "guarantees", field("guarantees"));
  const exclusions = option.exclusions.trim();
  if (exclusions.length > TEXT_MAX) throw refuse(400, "tooLong", field("exclusions"));
  return { guarantees: guarantees as OfferOptionRow["guarantees"], exclusions };
}

/**
 * A draft's options, one to three side by side, in the order given (positions 1, 2, 3). An
 * option keeps its id at its position, so the recommendation stays on it; positions beyond the
 * new list go (and the recommendation with them). An archived product, another line's, a
 * premium out of range: refused, nothing changed.
 */
export async function setOptions(db: Database, actor: StaffActor, offerId: string, options: OfferOptionInput[]) {
  if (options.length < 1) throw refuse(400, "optionsRequired", "options");
  if (options.length > OFFER_OPTIONS_MAX) throw refuse(400, "tooManyOptions", "options");
  return db.transaction(async (tx) => {
    const offer = await lockDraft(tx, offerId);
    const ids = options.map((option) => option.catalogueProductId).filter(isRecordId);
    const products = ids.length
      ? await tx.select().from(catalogueProducts).where(inArray(catalogueProducts.id, ids))
      : [];
    const existing = await tx.select().from(offerOptions).where(eq(offerOptions.offerId, offer.id));
    const checked = options.map((option, index) =>
      checkOption(
        option,
        products.find((product) => product.id === option.catalogueProductId),
        offer,
        index,
      ),
    );
    for (const [index, option] of options.entries()) {
      const position = index + 1;
      const values = {
        catalogueProductId: option.catalogueProductId,
        monthlyPremiumCents: option.monthlyPremiumCents,
        annualPremiumCents: option.annualPremiumCents,
        excessCents: option.excessCents,
        ...(checked[index] as ReturnType<typeof checkOption>),
      };
      const current = existing.find((row) => row.position === position);
      if (current) await tx.update(offerOptions).set(values).where(eq(offerOptions.id, current.id));
      else await tx.insert(offerOptions).values({ offerId: offer.id, position, ...values });
    }
    const dropped = existing.filter((row) => row.position > options.length);
    if (dropped.length) {
      await tx.delete(offerOptions).where(
        inArray(
          offerOptions.id,
          dropped.map((row) => row.id),
        ),
      );
      if (dropped.some((row) => row.id === offer.recommendedOptionId)) {
        await tx.update(offers).set({ recommendedOptionId: null }).where(eq(offers.id, offer.id));
      }
    }
    await tx.update(offers).set({ updatedAt: new Date() }).where(eq(offers.id, offer.id));
    await recordStaffAction(tx, actor, {
      action: "offer.options",
      target: { type: "offer", id: offer.id },
      details: { reference: offer.reference, products: options.map((option) => option.catalogueProductId) },
    });
    return optionsOf(tx, offer.id);
  });
}

/**
 * Sends a complete draft: its needs answered, one to three options on current products, a
 * recommended option with its reason. It can be signed for `validityDays` from now. A new
 * version marks the one it replaces "replaced" in the same transaction (a replaced offer still
 * sent could otherwise be signed); a previous version already signed or withdrawn stops it.
 */
export async function sendOffer(
  db: Database,
  actor: StaffActor,
  offerId: string,
  now = new Date(),
  /** Runs in the sending transaction: the e-mail that carries the offer (offer-emails.server.tsx). */
  afterSend?: (tx: Transaction, offer: OfferRow) => Promise<void>,
) {
  const questionnaire = await questionnaireOf(db, offerId);
  // Everyone the offer names screened first, in a transaction of its own: a refusal keeps the proof.
  await screenOfferPeople(db, offerId, actor.id, now);
  return db.transaction(async (tx) => {
    const offer = await lockDraft(tx, offerId);
    // No offer to a person the asset-freeze screening holds (CMF L562-4) until an admin clears it.
    await assertNotFrozen(tx, offer.customerId);
    await checkNeeds(questionnaire, offer.needs, "needsIncomplete");
    const options = await optionsOf(tx, offer.id);
    if (options.length === 0) throw refuse(400, "optionsRequired", "options");
    if (options.some((option) => option.product.archivedAt)) throw refuse(400, "optionArchived", "options");
    if (!offer.recommendedOptionId || !options.some((option) => option.id === offer.recommendedOptionId)) {
      throw refuse(400, "recommendationRequired", "recommendedPosition");
    }
    if (!offer.recommendationReason.trim()) throw refuse(400, "reasonRequired", "recommendationReason");
    // A draft kept past its proposed start date is not sent with a date already gone: staff choose again.
    const startFault = offer.startDate ? startDateFault(offer.startDate, now) : null;
    if (startFault) throw refuse(400, startFault, "startDate");
    if (offer.replacesId) {
      const previous = await lockOffer(tx, offer.replacesId);
      if (previous.status === "sent") {
        await changeOfferStatus(tx, previous.id, "replaced", "staff", { endedAt: now }, now);
      } else if (previous.status !== "declined" && previous.status !== "expired") {
        throw refuse(409, `previous.${previous.status}`);
      }
    }
    const sent = await changeOfferStatus(
      tx,
      offer.id,
      "sent",
      "staff",
      {
        sentAt: now,
        expiresAt: new Date(now.getTime() + offer.validityDays * DAY),
        startDate: offer.startDate ?? defaultOfferStart(now),
      },
      now,
    );
    await moveLeadWithOffer(tx, sent, "offerSent", now, actor);
    if (afterSend) await afterSend(tx, sent);
    await recordStaffAction(tx, actor, {
      action: "offer.send",
      target: { type: "offer", id: offer.id },
      details: { reference: offer.reference, version: offer.version, expiresAt: sent.expiresAt?.toISOString() },
    });
    return sent;
  });
}

/**
 * A new version of a sent, declined or expired offer: a draft copying its needs, options,
 * recommendation and validity, numbered one more, pointing at it. The previous one stays as it is
 * until the new version is sent (then a sent one becomes "replaced"). One next version per offer.
 */
export async function replaceOffer(db: Database, actor: StaffActor, offerId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const previous = await lockOffer(tx, offerId);
    if (!["sent", "declined", "expired"].includes(previous.status)) throw refuse(409, `closed.${previous.status}`);
    const [next] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.replacesId, previous.id));
    if (next) throw refuse(409, "versionExists");
    const [row] = await tx
      .insert(offers)
      .values({
        reference: newReference(),
        customerId: previous.customerId,
        leadId: previous.leadId,
        renewedContractId: previous.renewedContractId,
        productLine: previous.productLine,
        questionnaire: previous.questionnaire,
        needs: previous.needs,
        version: previous.version + 1,
        replacesId: previous.id,
        validityDays: previous.validityDays,
        // The previous date if it still holds, else the default: a new version is proposed anew.
        startDate:
          previous.startDate && !startDateFault(previous.startDate, now) ? previous.startDate : defaultOfferStart(now),
        recommendationReason: previous.recommendationReason,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const offer = row as OfferRow;
    const options = await tx
      .select()
      .from(offerOptions)
      .where(eq(offerOptions.offerId, previous.id))
      .orderBy(asc(offerOptions.position));
    let recommendedOptionId: string | null = null;
    for (const { id, offerId: _from, ...option } of options) {
      const [copy] = await tx
        .insert(offerOptions)
        .values({ ...option, offerId: offer.id })
        .returning({ id: offerOptions.id });
      if (id === previous.recommendedOptionId) recommendedOptionId = copy?.id ?? null;
    }
    if (recommendedOptionId) await tx.update(offers).set({ recommendedOptionId }).where(eq(offers.id, offer.id));
    await recordStaffAction(tx, actor, {
      action: "offer.replace",
      target: { type: "offer", id: offer.id },
      details: { reference: offer.reference, replaces: previous.reference, version: offer.version },
    });
    return { ...offer, recommendedOptionId };
  });
}

/** Staff take a draft or a sent offer back, with their reason; it stays in the file, withdrawn. */
export async function withdrawOffer(
  db: Database,
  actor: StaffActor,
  offerId: string,
  reason: string,
  now = new Date(),
) {
  const words = reason.trim();
  if (!words) throw refuse(400, "reasonRequired", "reason");
  if (words.length > REASON_MAX) throw refuse(400, "tooLong", "reason");
  return db.transaction(async (tx) => {
    const current = await lockOffer(tx, offerId);
    const offer = await changeOfferStatus(
      tx,
      current.id,
      "withdrawn",
      "staff",
      { endedAt: now, withdrawReason: words },
      now,
    );
    await recordStaffAction(tx, actor, {
      action: "offer.withdraw",
      target: { type: "offer", id: offer.id },
      details: { reference: offer.reference, reason: words },
    });
    return offer;
  });
}

/** The scheduled job: sent offers past their validity become "expired". Returns how many. */
export async function expireOffers(db: Database, now = new Date()) {
  const due = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.status, "sent"), isNotNull(offers.expiresAt), lte(offers.expiresAt, now)))
    .limit(500);
  let expired = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const current = await lockOffer(tx, id);
      // Signed or withdrawn in the meantime: nothing to do.
      if (current.status !== "sent") return;
      await changeOfferStatus(tx, id, "expired", "system", { endedAt: now }, now);
      expired += 1;
    });
  }
  return expired;
}

/**
 * The customer signed `optionId` of this offer (called by the signature's "offer" purpose, in
 * its transaction). Refused when the offer is not open any more (signed already, replaced,
 * expired, withdrawn), when its validity has passed, or when the option is not one of its own.
 */
export async function markOfferSigned(tx: Transaction, offerId: string, optionId: string, at = new Date()) {
  const offer = await lockOffer(tx, offerId);
  if (offer.status === "sent" && offer.expiresAt && offer.expiresAt <= at) throw refuse(409, "closed.expired");
  const [option] = isRecordId(optionId)
    ? await tx
        .select({ id: offerOptions.id })
        .from(offerOptions)
        .where(and(eq(offerOptions.id, optionId), eq(offerOptions.offerId, offer.id)))
    : [];
  if (!option) throw refuse(400, "optionNotInOffer", "option");
  const signed = await changeOfferStatus(
    tx,
    offer.id,
    "signed",
    "customer",
    { signedAt: at, chosenOptionId: option.id },
    at,
  );
  await moveLeadWithOffer(tx, signed, "won", at);
  return signed;
}

/** The customer does not follow up ("Je ne donne pas suite"), with their reason if they gave one. */
export async function markOfferDeclined(tx: Transaction, offerId: string, reason: string | null, at = new Date()) {
  const words = reason?.trim() || null;
  if (words && words.length > REASON_MAX) throw refuse(400, "tooLong", "reason");
  return changeOfferStatus(tx, offerId, "declined", "customer", { declinedAt: at, declineReason: words }, at);
}

/** The customer opened the sent offer: the first time is kept (the proof of delivery's reading time). */
export async function markOfferOpened(tx: Transaction | Database, offerId: string, at = new Date()) {
  if (!isRecordId(offerId)) return;
  await tx
    .update(offers)
    .set({ openedAt: at })
    .where(and(eq(offers.id, offerId), eq(offers.status, "sent"), sql`${offers.openedAt} is null`));
}

/** Links the signature request sent for the chosen option (w42b's signature flow). */
export async function setOfferSignatureRequest(tx: Transaction, offerId: string, signatureRequestId: string | null) {
  await lockOffer(tx, offerId);
  await tx.update(offers).set({ signatureRequestId, updatedAt: new Date() }).where(eq(offers.id, offerId));
}

/** Records the advice file (a stored file's path) and its SHA-256, and the contract the signature made. */
export async function setOfferAdviceFile(
  tx: Transaction,
  offerId: string,
  file: { path: string; sha256: string; contractId?: string | null },
) {
  await lockOffer(tx, offerId);
  await tx
    .update(offers)
    .set({
      adviceFilePath: file.path,
      adviceFileSha256: file.sha256,
      ...(file.contractId !== undefined ? { contractId: file.contractId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(offers.id, offerId));
}

/** An offer's options with their products, in position order. */
export async function optionsOf(db: Pick<Database, "select">, offerId: string): Promise<OfferOptionView[]> {
  const rows = await db
    .select({ option: offerOptions, product: catalogueProducts })
    .from(offerOptions)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, offerOptions.catalogueProductId))
    .where(eq(offerOptions.offerId, offerId))
    .orderBy(asc(offerOptions.position));
  return rows.map(({ option, product }) => ({ ...option, product }));
}

/**
 * One of this customer's offers, as they may see it: sent or ended, never a draft; another
 * customer's offer, a draft or a made-up id are all null (the route answers 404).
 */
export async function offerForCustomer(
  db: Pick<Database, "select">,
  customerId: string,
  offerId: string,
): Promise<OfferView | null> {
  if (!isRecordId(offerId) || !isAccountId(customerId)) return null;
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.customerId, customerId), ne(offers.status, "draft")));
  if (!offer) return null;
  return { ...offer, options: await optionsOf(db, offer.id) };
}

/** The customer's offers, newest first: what they were sent (drafts only with `includeDrafts`, for staff). */
export async function offersOfCustomer(
  db: Pick<Database, "select">,
  customerId: string,
  { includeDrafts = false } = {},
): Promise<OfferView[]> {
  if (!isAccountId(customerId)) return [];
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.customerId, customerId), includeDrafts ? undefined : ne(offers.status, "draft")))
    .orderBy(desc(offers.createdAt), desc(offers.version));
  const options = rows.length
    ? await db
        .select({ option: offerOptions, product: catalogueProducts })
        .from(offerOptions)
        .innerJoin(catalogueProducts, eq(catalogueProducts.id, offerOptions.catalogueProductId))
        .where(
          inArray(
            offerOptions.offerId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(offerOptions.position))
    : [];
  return rows.map((offer) => ({
    ...offer,
    options: options
      .filter(({ option }) => option.offerId === offer.id)
      .map(({ option, product }) => ({ ...option, product })),
  }));
}

/** Any offer for staff, drafts included; null when unknown. */
export async function findOffer(db: Pick<Database, "select">, offerId: string): Promise<OfferView | null> {
  if (!isRecordId(offerId)) return null;
  const [offer] = await db.select().from(offers).where(eq(offers.id, offerId));
  return offer ? { ...offer, options: await optionsOf(db, offer.id) } : null;
}

/** The offers a lead led to, newest first. */
export async function offersOfLead(db: Pick<Database, "select">, leadId: string) {
  if (!isRecordId(leadId)) return [];
  return db.select().from(offers).where(eq(offers.leadId, leadId)).orderBy(desc(offers.createdAt));
}

async function questionnaireOf(db: Pick<Database, "select">, offerId: string) {
  if (!isRecordId(offerId)) throw refuse(404, "notFound");
  const [row] = await db.select({ questionnaire: offers.questionnaire }).from(offers).where(eq(offers.id, offerId));
  if (!row) throw refuse(404, "notFound");
  return row.questionnaire;
}

async function lockDraft(tx: Transaction, offerId: string) {
  const offer = await lockOffer(tx, offerId);
  if (offer.status !== "draft") throw refuse(409, `closed.${offer.status}`);
  return offer;
}
