import { data, redirect } from "react-router";
import { readFormInput } from "~/forms/form-reader";
// The purposes whose callbacks a signature started here runs.
import "~/signature-purposes.server";
import type { Lang } from "~/i18n/config";
import { formatDay, formatEuros, formatMoment } from "~/i18n/format";
import { createTranslator, type Translate } from "~/i18n/translate";
import {
  contractAttachmentPath,
  contractPath,
  customerOfferDocumentPath,
  customerOfferPath,
  customerSignaturePath,
} from "~/paths/customer-area";
import { refusalResponse } from "~/server/action-error";
import { findAdviceFileOf } from "~/server/advice-file/advice-files.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { findContractById } from "~/server/contracts/contracts.server";
import type { Database } from "~/server/db/client.server";
import { attachmentDisposition, safeFileName } from "~/server/files/file-names";
import { needsRows } from "~/server/offer-signing/offer-facts";
import { listOfferPapers, readOfferPaper } from "~/server/offer-signing/offer-papers.server";
import {
  chooseOfferOption,
  declineOffer,
  offerClosedReason,
  openOffer,
  pendingOfferSignature,
} from "~/server/offer-signing/offer-signing.server";
import { needsQuestionnaire } from "~/server/offers/needs-questionnaires";
import { contractStartOf } from "~/server/offers/offer-start-date";
import { type OfferView, offerForCustomer, offersOfCustomer } from "~/server/offers/offers.server";
import { siteConfig } from "~/server/settings/site-settings.server";

/** An offer's state as the customer reads it: its clock counts even before the job marks it. */
function stateOf(offer: OfferView, now: Date) {
  return offerClosedReason(offer, now) ?? "sent";
}

/** What a card of the list shows. */
function listItem(offer: OfferView, lang: Lang, now: Date) {
  const products = [...new Set(offer.options.map((option) => option.product.contractProduct))];
  return {
    id: offer.id,
    reference: offer.reference,
    version: offer.version,
    state: stateOf(offer, now),
    products,
    options: offer.options.length,
    sentAt: offer.sentAt ? formatMoment(offer.sentAt, lang) : null,
    until: offer.expiresAt ? formatMoment(offer.expiresAt, lang) : null,
    // The contract's start if signed now: the proposed date, or today once it has passed.
    startsOn: formatDay(contractStartOf(offer.startDate, now), lang),
    href: customerOfferPath(offer.id),
  };
}
export type ProposalItem = ReturnType<typeof listItem>;

/** "Mes propositions": what waits for an answer first, then the rest, newest first. */
export async function loadProposalList(db: Database, customer: CustomerIdentity, lang: Lang, now = new Date()) {
  const items = (await offersOfCustomer(db, customer.id)).map((offer) => listItem(offer, lang, now));
  return { open: items.filter((item) => item.state === "sent"), others: items.filter((item) => item.state !== "sent") };
}

/** An option as a card: premiums, excess, guarantees in words, its own documents. */
function optionCard(offer: OfferView, option: OfferView["options"][number], lang: Lang, t: Translate, papers: Paper[]) {
  return {
    id: option.id,
    position: option.position,
    insurer: option.product.insurer,
    name: option.product.name,
    monthly: formatEuros(option.monthlyPremiumCents, lang),
    annual: formatEuros(option.annualPremiumCents, lang),
    excess: option.excessCents === null ? null : formatEuros(option.excessCents, lang),
    guarantees: option.guarantees.map((guarantee) => t(`contracts.guarantees.${guarantee}`)),
    limits: option.product.limits,
    exclusions: option.exclusions,
    recommended: option.id === offer.recommendedOptionId,
    documents: papers.filter((paper) => paper.optionId === option.id),
  };
}
type Paper = { slug: string; title: string; optionId: string | null; href: string };

/**
 * One of the customer's offers, opened (the first opening is recorded): its options as cards,
 * the recommended one with the broker's reason, the needs it answers, each document's address,
 * and what the customer can still do. Another customer's offer, a draft or a made-up id: 404.
 */
export async function loadProposalPage(
  db: Database,
  customer: CustomerIdentity,
  offerId: string | undefined,
  lang: Lang,
  now = new Date(),
) {
  const offer = await openOffer(db, customer.id, offerId, now).catch((error: unknown) => {
    throw refusalResponse(error, () => null);
  });
  const t = createTranslator(lang);
  const site = await siteConfig(db);
  const papers: Paper[] = listOfferPapers(offer, { lang, site, now }).map((paper) => ({
    ...paper,
    href: customerOfferDocumentPath(offer.id, paper.slug),
  }));
  const pending = offer.status === "sent" ? await pendingOfferSignature(db, offer.id) : null;
  const contract = offer.contractId ? await findContractById(db, customer.id, offer.contractId) : null;
  const advice = contract ? await findAdviceFileOf(db, contract.id) : null;
  return {
    id: offer.id,
    reference: offer.reference,
    version: offer.version,
    state: stateOf(offer, now),
    sentAt: offer.sentAt ? formatMoment(offer.sentAt, lang) : null,
    until: offer.expiresAt ? formatMoment(offer.expiresAt, lang) : null,
    startsOn: formatDay(contractStartOf(offer.startDate, now), lang),
    declineReason: offer.declineReason,
    needs: needsRows(needsQuestionnaire(offer.questionnaire), offer.needs, t, (cents) => formatEuros(cents, lang)),
    recommendationReason: offer.recommendationReason,
    options: offer.options.map((option) => optionCard(offer, option, lang, t, papers)),
    documents: papers.filter((paper) => paper.optionId === null),
    pending: pending
      ? {
          href: customerSignaturePath(pending.id),
          position: offer.options.find((option) => pending.subjectId?.endsWith(`:${option.id}`))?.position ?? null,
        }
      : null,
    contract: contract
      ? {
          href: contractPath(contract.reference),
          reference: contract.reference,
          adviceFile: advice
            ? { href: contractAttachmentPath(contract.reference, advice.documentId), sha256: advice.sha256 }
            : null,
        }
      : null,
  };
}
export type ProposalPage = Awaited<ReturnType<typeof loadProposalPage>>;

export type ProposalActionResult = { intent: string; error?: string; field?: string };

/**
 * The offer page's two forms: "choose" (an option, then the signature page with the code by
 * e-mail) and "decline" ("Je ne donne pas suite", a reason optional). A refusal answers beside
 * its form with its 4xx; nothing is half-made.
 */
export async function proposalAction(
  db: Database,
  request: Request,
  who: { customer: CustomerIdentity; lang: Lang; t: Translate },
  offerId: string | undefined,
) {
  const form = await readFormInput(request);
  const intent = form?.line("intent") ?? "";
  const refused = (error: unknown) =>
    refusalResponse<ProposalActionResult>(error, (refusal) => ({
      intent,
      error: who.t(refusal.messageKey, refusal.params),
      ...(refusal.field ? { field: refusal.field } : {}),
    }));
  if (intent === "choose") {
    const optionId = form?.line("option") ?? "";
    if (!optionId) {
      return data<ProposalActionResult>(
        { intent, error: who.t("proposals.errors.chooseOne"), field: "option" },
        { status: 400 },
      );
    }
    try {
      const signature = await chooseOfferOption(db, who.customer, {
        offerId,
        optionId,
        lang: who.lang,
        site: await siteConfig(db),
      });
      throw redirect(customerSignaturePath(signature.id), 303);
    } catch (error) {
      if (error instanceof Response) throw error;
      return refused(error);
    }
  }
  if (intent === "decline") {
    try {
      await declineOffer(db, who.customer, { offerId, reason: form?.lines("reason") ?? "" });
    } catch (error) {
      return refused(error);
    }
    throw redirect(customerOfferPath(offerId ?? ""), 303);
  }
  return data<ProposalActionResult>({ intent, error: who.t("proposals.errors.unknown") }, { status: 400 });
}

/**
 * One of the offer's documents, read in the browser (inline, same-origin frames only, no script
 * of its own); another customer's offer or a document it has not: 404.
 */
export async function proposalDocumentResponse(
  db: Database,
  customerId: string,
  offerId: string | undefined,
  slug: string | undefined,
  lang: Lang,
) {
  const offer = offerId ? await offerForCustomer(db, customerId, offerId) : null;
  if (!offer || !slug) throw data(null, { status: 404 });
  const site = await siteConfig(db);
  const paper = await db.transaction((tx) => readOfferPaper(tx, offer, slug, { lang, site, now: new Date() }));
  if (!paper) throw data(null, { status: 404 });
  const fileName = safeFileName(`${paper.title}.pdf`, "pdf", "document");
  return new Response(new Uint8Array(paper.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(paper.bytes.byteLength),
      "Content-Disposition": attachmentDisposition(fileName).replace(/^attachment/, "inline"),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'self'",
    },
  });
}
