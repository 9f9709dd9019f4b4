import { data } from "react-router";
import type { Lang } from "~/i18n/config";
import { formatEuros, formatFileSize } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import { cancellationPath, claimPath, contractAttachmentPath, contractDocumentPath } from "~/paths/customer-area";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { listContractDocuments } from "~/server/contracts/contract-admin.server";
import { certifiable } from "~/server/contracts/contract-types";
import { findCustomerContract } from "~/server/contracts/contracts.server";
import {
  type ContractDocumentKind,
  documentAvailable,
  renderContractDocument,
} from "~/server/contracts/documents/contract-documents.server";
import {
  contractRows,
  coveredPeople,
  guaranteeLabels,
  insuredObjectRows,
} from "~/server/contracts/documents/contract-facts.server";
import { holderName } from "~/server/customers/customer-profiles.server";
import type { Database } from "~/server/db/client.server";
import { pdfDownloadResponse } from "~/server/files/pdf-download";
import type { SiteConfig } from "~/server/site-config.server";
import { contractCard } from "./customer-home.server";

/** Another customer's contract, or a made-up reference: the same 404, so nothing is revealed. */
export function contractNotFound(): never {
  throw data({ error: "contract not found" }, { status: 404 });
}

/**
 * One contract's page: every fact the broker records, in the reader's language, its two
 * documents and the requests it allows. Null when it is not this customer's.
 */
export async function loadContractPage(db: Database, customer: CustomerIdentity, reference: string, lang: Lang) {
  const contract = await findCustomerContract(db, customer.id, reference);
  if (!contract) return null;
  const t = createTranslator(lang);
  const card = contractCard(contract, lang);
  const holder = await holderName(db, customer);
  return {
    ...card,
    formula: contract.formula,
    insurer: contract.insurer,
    annualPremium: formatEuros(contract.monthlyPremiumCents * 12, lang),
    facts: contractRows(contract, holder, lang, t, new Date()),
    insured: insuredObjectRows(contract, lang, t),
    people: coveredPeople(contract, t),
    guarantees: guaranteeLabels(contract, t),
    documents: (["summary", "certificate"] as const).map((kind) => ({
      kind,
      vehicle: contract.productLine === "vehicle",
      href: documentAvailable(kind, contract) ? contractDocumentPath(contract.reference, kind) : null,
    })),
    // What the broker attached (insurer's conditions, a signed contract…), downloads of their own.
    attachments: (await listContractDocuments(db, contract.id)).map((document) => ({
      id: document.id,
      title: document.title,
      size: formatFileSize(document.size, lang),
      href: contractAttachmentPath(contract.reference, document.id),
    })),
    cancelHref: card.cancellable ? cancellationPath(contract.reference) : null,
    claimHref: certifiable(contract.status) ? claimPath(contract.reference) : null,
  };
}

export type ContractPage = NonNullable<Awaited<ReturnType<typeof loadContractPage>>>;

/**
 * One of the contract's PDFs, written now in the customer's language, as a download. 404 for a
 * contract that is not theirs and for a certificate that cannot be issued (a cancelled contract).
 */
export async function contractDocumentResponse(
  db: Database,
  customer: CustomerIdentity,
  reference: string,
  kind: ContractDocumentKind,
  lang: Lang,
  site: SiteConfig,
) {
  const contract = await findCustomerContract(db, customer.id, reference);
  if (!contract) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const pdf = await renderContractDocument(kind, {
    contract,
    holder: { fullName: await holderName(db, customer) },
    site,
    lang,
  });
  return pdfDownloadResponse(pdf);
}
