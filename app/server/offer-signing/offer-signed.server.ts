import "~/i18n/dictionaries.server";
import { eq } from "drizzle-orm";
import { createTranslator } from "~/i18n/translate";
import { staffContractPath } from "~/paths/backoffice";
import { customerOfferPath } from "~/paths/customer-area";
import { type AdviceFileDocument, sha256Of } from "~/server/advice-file/advice-file-pdf.server";
import { ADVICE_FILE_RULE, attachAdviceFile, storeFor } from "~/server/advice-file/advice-files.server";
import { CONTRACT_DOCUMENT_RULE } from "~/server/contracts/contract-admin.server";
import { parisToday } from "~/server/contracts/contract-dates";
import { changeContractStatus } from "~/server/contracts/contract-status.server";
import type { ContractRow } from "~/server/contracts/contracts.server";
import type { Database, Transaction } from "~/server/db/client.server";
import { contractDocuments, contractEvents } from "~/server/db/schema/contract-records";
import { offers } from "~/server/db/schema/offers";
import { env } from "~/server/env.server";
import { customerEmail } from "~/server/mail/link-email";
import { createNotification } from "~/server/notifications/notifications.server";
import {
  findOffer,
  markOfferDeclined,
  markOfferSigned,
  type OfferView,
  setOfferAdviceFile,
  setOfferSignatureRequest,
} from "~/server/offers/offers.server";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { SignaturePurpose, SignatureRequestRow } from "~/server/signatures/purposes.server";
import { signatureFiles, signedFileName, signerOf } from "~/server/signatures/signature-store.server";
import type { SiteConfig } from "~/server/site-config.server";
import { offerPapers } from "./offer-papers.server";
import { createOfferContract, readOfferSubject } from "./offer-signing.server";

const asDb = (tx: Transaction) => tx as unknown as Database;

/** Keeps one document on the contract's page: a copy of its own (the catalogue may replace its files). */
async function keepOnContract(tx: Transaction, contract: ContractRow, paper: AdviceFileDocument, actorId: string) {
  const fileName = `${paper.title.replace(/[^\p{L}\p{N} ._-]+/gu, " ").trim() || "document"}.pdf`;
  await storeFor(tx).save(
    { fileName, bytes: paper.bytes },
    { ...CONTRACT_DOCUMENT_RULE, accept: [...CONTRACT_DOCUMENT_RULE.accept], maxBytes: ADVICE_FILE_RULE.maxBytes },
    async (stored) => {
      await tx.insert(contractDocuments).values({
        contractId: contract.id,
        title: paper.title.slice(0, 200),
        fileName: stored.fileName,
        storagePath: stored.storagePath,
        size: stored.size,
        uploadedBy: null,
      });
      await tx.insert(contractEvents).values({
        contractId: contract.id,
        kind: "document",
        details: { title: paper.title, sha256: sha256Of(paper.bytes) },
        actorId,
      });
    },
  );
}

/** Staff hear of the signature (the leads' notification address), in French like the broker's notices. */
function staffNotice(site: SiteConfig, offer: OfferView, contract: ContractRow, customerName: string) {
  const t = createTranslator("fr");
  const href = `${site.siteUrl.replace(/\/$/, "")}${staffContractPath(offer.customerId, contract.id)}`;
  return customerEmail({
    to: env().LEADS_NOTIFY_EMAIL ?? site.contactEmail,
    lang: "fr",
    site,
    subject: t("emails.offerSigned.staff.subject", { reference: offer.reference, name: customerName }),
    title: t("emails.offerSigned.staff.title"),
    blocks: [
      {
        paragraph: t("emails.offerSigned.staff.intro", {
          name: customerName,
          reference: offer.reference,
          contract: contract.reference,
        }),
      },
      { button: t("emails.offerSigned.staff.button"), href },
    ],
  });
}

/** The signed file, to the customer, in their language. */
function customerCopy(
  site: SiteConfig,
  signer: { email: string; firstName: string; lang: string | null },
  contract: ContractRow,
  offer: OfferView,
  signed: { fileName: string; bytes: Uint8Array },
) {
  const lang =
    signer.lang === "en" || signer.lang === "es" || signer.lang === "it" || signer.lang === "ru" ? signer.lang : "fr";
  const t = createTranslator(lang);
  const href = `${site.siteUrl.replace(/\/$/, "")}${customerOfferPath(offer.id)}`;
  const message = customerEmail({
    to: signer.email,
    lang,
    site,
    subject: t("emails.offerSigned.customer.subject", { reference: contract.reference }),
    title: t("emails.offerSigned.customer.title"),
    blocks: [
      { paragraph: t("emails.offerSigned.customer.intro", { name: signer.firstName, reference: offer.reference }) },
      { paragraph: t("emails.offerSigned.customer.contract", { reference: contract.reference }) },
      { paragraph: t("emails.offerSigned.customer.attached") },
      { button: t("emails.offerSigned.customer.button"), href },
    ],
  });
  return {
    ...message,
    attachments: [
      {
        filename: signed.fileName,
        contentType: "application/pdf",
        content: Buffer.from(signed.bytes).toString("base64"),
        encoding: "base64" as const,
      },
    ],
  };
}

/**
 * An offer's chosen option is signed (the signature's transaction, docs/decisions/0040): the offer
 * is marked signed (refused if it closed meanwhile: then nothing is signed), the contract is made
 * from the option, its documents attached (the signed file, the DER, the fiche conseil, the IPID
 * and conditions), the advice file built and attached, and the contract runs from its start date
 * through the status owner; the lead is won (markOfferSigned moves it), staff are told, the customer gets the signed file.
 */
export async function onOfferSigned(tx: Transaction, request: SignatureRequestRow) {
  const { offerId, optionId } = readOfferSubject(request.subjectId);
  const now = request.endedAt ?? new Date();
  await markOfferSigned(tx, offerId, optionId, now);
  const offer = await findOffer(tx, offerId);
  const option = offer?.options.find((candidate) => candidate.id === optionId);
  if (!offer || !option) throw new Error(`offer ${offerId} or its option ${optionId} is gone`);
  const signer = await signerOf(tx, request.signerId);
  if (!signer || !request.signedPath) throw new Error("the signer or the sealed file is gone");
  const site = await siteConfig(asDb(tx));
  const lang = signer.lang;
  const contract = await createOfferContract(tx, offer, option, signer.name, now);
  const sealed = await signatureFiles(tx).read(request.signedPath);
  const t = createTranslator(lang);
  const signedPaper = { title: t("documents.offerChoice.signedTitle", { reference: offer.reference }), bytes: sealed };
  const papers = await offerPapers(tx, offer, option, { lang, site, now });
  // On the contract's page: the signed file first, then what the customer was given for this option.
  for (const paper of [signedPaper, ...papers.forContract]) await keepOnContract(tx, contract, paper, signer.id);
  const advice = await attachAdviceFile(tx, {
    contractId: contract.id,
    offerId: offer.id,
    lang,
    actorId: signer.id,
    brokerLine: [site.brandName, site.oriasNumber ? `ORIAS ${site.oriasNumber}` : null].filter(Boolean).join(" · "),
    customerName: signer.name,
    contractReference: contract.reference,
    offerReference: offer.reference,
    choice: `${option.position}. ${option.product.insurer} — ${option.product.name}`,
    documents: [...papers.forAdviceFile, signedPaper],
    times: { sentAt: offer.sentAt, openedAt: offer.openedAt, signedAt: now },
    now,
  });
  await setOfferAdviceFile(tx, offer.id, { path: advice.storagePath, sha256: advice.sha256, contractId: contract.id });
  let running = contract;
  if (contract.startDate <= parisToday(now)) {
    const outcome = await changeContractStatus(
      tx,
      { contractId: contract.id, to: "active", cause: "offerSigned", actorId: signer.id, request: offer.reference },
      now,
    );
    if (outcome.changed) running = outcome.contract;
  }
  await createNotification(asDb(tx), {
    customerId: offer.customerId,
    kind: "contractStatus",
    params: { reference: contract.reference, status: running.status },
    contractId: contract.id,
    createdAt: now,
  });
  await enqueueOutbox(tx, [
    {
      channel: "email",
      topic: "offer.signed.staff",
      payload: staffNotice(site, offer, contract, signer.name),
      ...(offer.leadId ? { leadId: offer.leadId } : {}),
    },
    {
      channel: "email",
      topic: "offer.signed.customer",
      payload: customerCopy(site, signer, contract, offer, {
        fileName: signedFileName(request.documentName),
        bytes: sealed,
      }),
    },
  ]);
}

/** Which offer a signature request belongs to, if it is still linked to it. */
async function linkedOffer(tx: Transaction, request: SignatureRequestRow) {
  const { offerId } = readOfferSubject(request.subjectId);
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
  return offer ?? null;
}

/**
 * The "offer" purpose's callbacks. Declining the signature is declining the offer (with the
 * signer's reason); a request that expires or is withdrawn (another option chosen, the offer
 * declined, staff's withdrawal) only unlinks itself: the offer stays as it is, signable again
 * while it is open, and its own clock ends it.
 */
export const OFFER_SIGNATURE_PURPOSE: SignaturePurpose = {
  onSigned: onOfferSigned,
  async onDeclined(tx, request) {
    const offer = await linkedOffer(tx, request);
    if (offer?.status !== "sent") return;
    await markOfferDeclined(tx, offer.id, request.endReason, request.endedAt ?? new Date());
  },
  async onExpired(tx, request) {
    const offer = await linkedOffer(tx, request);
    if (offer?.signatureRequestId === request.id) await setOfferSignatureRequest(tx, offer.id, null);
  },
  async onWithdrawn(tx, request) {
    const offer = await linkedOffer(tx, request);
    if (offer?.signatureRequestId === request.id) await setOfferSignatureRequest(tx, offer.id, null);
  },
};
