import "~/i18n/dictionaries.server";
import { and, eq, sql } from "drizzle-orm";
import { isLang, type Lang } from "~/i18n/config";
import { refusalsIn } from "~/server/action-error";
import { storeFor } from "~/server/advice-file/advice-files.server";
import { nextAnniversary } from "~/server/contracts/contract-dates";
import type { ContractDraft } from "~/server/contracts/contract-draft";
import { productLineOf } from "~/server/contracts/contract-types";
import { createContract, newContractReference } from "~/server/contracts/contracts.server";
import type { Database, Transaction } from "~/server/db/client.server";
import { offers } from "~/server/db/schema/offers";
import { signatureRequests } from "~/server/db/schema/signatures";
import { REASON_MAX } from "~/server/limits";
import { contractStartOf } from "~/server/offers/offer-start-date";
import {
  markOfferDeclined,
  markOfferOpened,
  type OfferOptionView,
  type OfferView,
  offerForCustomer,
  setOfferSignatureRequest,
} from "~/server/offers/offers.server";
import { endPendingRequest, requestSignature } from "~/server/signatures/signature-requests.server";
import { signerOf } from "~/server/signatures/signature-store.server";
import type { SiteConfig } from "~/server/site-config.server";
import { renderOfferChoice } from "./offer-choice-pdf.server";

/** The purpose under which an offer's chosen option is signed (app/signature-purposes.server.ts). */
export const OFFER_PURPOSE = "offer";

/** The customer's refusals, worded under `proposals.errors` (their area's namespace). */
export const proposalRefusal = refusalsIn("proposals.errors");

const DAY = 24 * 60 * 60 * 1000;

/** The signature request's subject: the offer and the option chosen, so the callback knows both. */
export const offerSubject = (offerId: string, optionId: string) => `${offerId}:${optionId}`;
export function readOfferSubject(subjectId: string | null) {
  const [offerId, optionId] = (subjectId ?? "").split(":");
  if (!offerId || !optionId) throw new Error(`not an offer's signature subject: ${subjectId}`);
  return { offerId, optionId };
}

/**
 * Why a customer can no longer act on an offer: it was signed, declined, replaced, withdrawn or
 * has expired (its clock ran out even if the job has not marked it yet). Null while it is open.
 */
export function offerClosedReason(offer: Pick<OfferView, "status" | "expiresAt">, now: Date) {
  if (offer.status === "sent" && offer.expiresAt && offer.expiresAt <= now) return "expired";
  return offer.status === "sent" ? null : offer.status;
}

async function customerOffer(db: Pick<Database, "select">, customerId: string, offerId: string | undefined) {
  const offer = offerId ? await offerForCustomer(db, customerId, offerId) : null;
  if (!offer) throw proposalRefusal(404, "notFound");
  return offer;
}

/** The first word of a vehicle as the needs name it ("Peugeot 208") is its make, the rest its model. */
function vehicleOf(needs: Record<string, string | string[]>) {
  const words = String(needs.vehicle ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return {
    // Asked with the needs since the start date came in; older offers' read "à compléter" for the adviser.
    registration: typeof needs.registration === "string" && needs.registration ? needs.registration : "A-COMPLETER",
    make: words[0] ?? "À compléter",
    model: words.slice(1).join(" ") || "À compléter",
  };
}

/** The contract a signed option makes, waiting ("pending") until its advice file lets it run. */
export function contractDraftFromOffer(
  offer: OfferView,
  option: OfferOptionView,
  holder: string,
  startDate: string,
  now: Date,
): ContractDraft {
  const line = productLineOf(option.product.contractProduct);
  const loanEuros = Number(String(offer.needs.loanAmount ?? "").replace(",", "."));
  return {
    customerId: offer.customerId,
    reference: newContractReference(now),
    product: option.product.contractProduct,
    formula: option.product.name.slice(0, 120),
    insurer: option.product.insurer.slice(0, 120),
    status: "pending",
    origin: "offer",
    offerId: offer.id,
    monthlyPremiumCents: option.monthlyPremiumCents,
    startDate,
    anniversaryDate: nextAnniversary(startDate, startDate),
    guarantees: option.guarantees,
    vehicle: line === "vehicle" ? vehicleOf(offer.needs) : null,
    loan:
      line === "borrower"
        ? {
            amountCents: Number.isFinite(loanEuros) && loanEuros > 0 ? Math.round(loanEuros * 100) : 100,
            bank:
              String(offer.needs.lenderBank ?? "")
                .trim()
                .slice(0, 120) || "À compléter",
          }
        : null,
    peopleCovered: line === "health" ? [{ name: holder.slice(0, 120), relation: "holder" }] : null,
  };
}

/** The pending signature request of this offer, if one is open. */
export async function pendingOfferSignature(tx: Pick<Database, "select">, offerId: string) {
  const [row] = await tx
    .select()
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.purpose, OFFER_PURPOSE),
        eq(signatureRequests.status, "pending"),
        sql`split_part(${signatureRequests.subjectId}, ':', 1) = ${offerId}`,
      ),
    );
  return row ?? null;
}

/**
 * The customer opens one of their offers: the first opening of a sent offer is recorded (the
 * reading time the advice file prints). Another customer's offer, a draft or a made-up id: 404.
 */
export async function openOffer(db: Database, customerId: string, offerId: string | undefined, now = new Date()) {
  const offer = await customerOffer(db, customerId, offerId);
  if (offer.status === "sent" && !offer.openedAt) {
    await markOfferOpened(db, offer.id, now);
    return { ...offer, openedAt: now };
  }
  return offer;
}

/**
 * The customer chooses an option: the document to sign (the option's record and the advice) is
 * written, and a signature request under the "offer" purpose opened for it, valid until the
 * offer's own end. Choosing again (another option) withdraws the previous request first; the same
 * option again returns the request already open. Refused, with nothing made, for an offer that
 * is not open any more or an option that is not one of its own.
 */
export async function chooseOfferOption(
  db: Database,
  customer: { id: string },
  input: { offerId: string | undefined; optionId: string; lang: Lang; site: SiteConfig; now?: Date },
) {
  const now = input.now ?? new Date();
  const offer = await customerOffer(db, customer.id, input.offerId);
  const closed = offerClosedReason(offer, now);
  if (closed) throw proposalRefusal(409, `closed.${closed}`);
  const option = offer.options.find((candidate) => candidate.id === input.optionId);
  if (!option) throw proposalRefusal(400, "optionNotInOffer", "option");
  const existing = await pendingOfferSignature(db, offer.id);
  if (existing && readOfferSubject(existing.subjectId).optionId === option.id) return existing;
  const signer = await signerOf(db, customer.id);
  if (!signer) throw proposalRefusal(404, "notFound");
  const document = await renderOfferChoice({
    offer,
    option,
    customerName: signer.name,
    startDate: contractStartOf(offer.startDate, now),
    lang: input.lang,
    site: input.site,
    now,
  });
  const remainingDays = offer.expiresAt
    ? Math.max(1, Math.floor((offer.expiresAt.getTime() - now.getTime()) / DAY))
    : 30;
  return db.transaction(async (tx) => {
    // Under the offer's lock: two tabs choosing at once make one request.
    const [locked] = await tx.select().from(offers).where(eq(offers.id, offer.id)).for("update");
    if (!locked || offerClosedReason(locked, now)) throw proposalRefusal(409, `closed.${locked?.status ?? "expired"}`);
    const open = await pendingOfferSignature(tx, offer.id);
    if (open) {
      if (readOfferSubject(open.subjectId).optionId === option.id) return open;
      await endPendingRequest(tx, open.id, { status: "withdrawn", reason: "otherOption", now, actorId: customer.id });
    }
    const request = await requestSignature(
      tx,
      {
        signerId: customer.id,
        document: { fileName: document.fileName, bytes: document.bytes },
        title: document.title,
        summary: `${option.product.insurer} — ${option.product.name}`.slice(0, 300),
        validityDays: Math.min(remainingDays, 90),
        purpose: OFFER_PURPOSE,
        subjectId: offerSubject(offer.id, option.id),
        now,
      },
      input.site,
    );
    await setOfferSignatureRequest(tx, offer.id, request.id);
    return request;
  });
}

/**
 * "Je ne donne pas suite": the offer is declined with the customer's reason, if any, and a
 * signature still open for it is withdrawn, in one transaction.
 */
export async function declineOffer(
  db: Database,
  customer: { id: string },
  input: { offerId: string | undefined; reason: string; now?: Date },
) {
  const now = input.now ?? new Date();
  const reason = input.reason.trim();
  if (reason.length > REASON_MAX) throw proposalRefusal(400, "tooLong", "reason");
  const offer = await customerOffer(db, customer.id, input.offerId);
  const closed = offerClosedReason(offer, now);
  if (closed) throw proposalRefusal(409, `closed.${closed}`);
  return db.transaction(async (tx) => {
    const open = await pendingOfferSignature(tx, offer.id);
    if (open)
      await endPendingRequest(tx, open.id, { status: "withdrawn", reason: "declined", now, actorId: customer.id });
    return markOfferDeclined(tx, offer.id, reason || null, now);
  });
}

/** The customer's language for what the sale writes: their lead's, else French. */
export function langOf(value: string | null | undefined): Lang {
  return isLang(value) ? value : "fr";
}

/** Makes the contract a signed option creates (in the signature's transaction). */
export async function createOfferContract(
  tx: Transaction,
  offer: OfferView,
  option: OfferOptionView,
  holder: string,
  now: Date,
) {
  return createContract(
    tx as unknown as Database,
    contractDraftFromOffer(offer, option, holder, contractStartOf(offer.startDate, now), now),
  );
}

export { storeFor };
