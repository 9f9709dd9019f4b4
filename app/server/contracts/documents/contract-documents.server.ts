import "~/i18n/dictionaries.server";
import type { Lang } from "~/i18n/config";
import { formatDay, formatMoment } from "~/i18n/format";
import { createTranslator, type Translate } from "~/i18n/translate";
import type { SiteConfig } from "~/server/site-config.server";
import { parisToday } from "../contract-dates";
import { certifiable } from "../contract-types";
import type { ContractRow } from "../contracts.server";
import {
  contractRows,
  coveredPeople,
  guaranteeLabels,
  insuredObjectRows,
  validityPeriod,
} from "./contract-facts.server";
import { PdfWriter } from "./pdf-layout.server";

/** The two documents of every contract (PRODUCT.md 11); a vehicle's certificate is its Mémo. */
export const CONTRACT_DOCUMENTS = ["summary", "certificate"] as const;
export type ContractDocumentKind = (typeof CONTRACT_DOCUMENTS)[number];

export function isContractDocumentKind(value: string): value is ContractDocumentKind {
  return (CONTRACT_DOCUMENTS as readonly string[]).includes(value);
}

export type ContractDocumentInput = {
  contract: ContractRow;
  holder: { fullName: string };
  site: SiteConfig;
  /** The customer's language; French unless they chose another. */
  lang: Lang;
  now?: Date;
};

export type ContractPdf = { bytes: Buffer; fileName: string; title: string };

/** Whether a document can be issued now: a certificate only while the contract covers. */
export function documentAvailable(kind: ContractDocumentKind, contract: Pick<ContractRow, "status">) {
  return kind === "summary" || certifiable(contract.status);
}

/**
 * Writes one of a contract's PDFs in the customer's language, or null when it cannot be issued
 * (the certificate of a cancelled or suspended contract: it would certify cover that is not there).
 */
export async function renderContractDocument(
  kind: ContractDocumentKind,
  input: ContractDocumentInput,
): Promise<ContractPdf | null> {
  if (!documentAvailable(kind, input.contract)) return null;
  const t = createTranslator(input.lang);
  const now = input.now ?? new Date();
  if (kind === "summary") return renderSummary(input, t, now);
  return input.contract.productLine === "vehicle" ? renderVehicleMemo(input, t, now) : renderCertificate(input, t, now);
}

/** A new document with the broker's letterhead (every contract PDF starts so). */
export function startDocument(input: ContractDocumentInput, t: Translate, now: Date, title: string) {
  const { site, lang } = input;
  const writer = new PdfWriter({
    title: `${title} · ${input.contract.reference}`,
    subject: t(`contracts.product.${input.contract.product}`),
    author: site.brandName,
    lang,
    footer: t("documents.footer.generated", { date: formatMoment(now, lang) }),
    pageLabel: t("documents.footer.page", { page: "{page}", pages: "{pages}" }),
    createdAt: now,
  });
  const registration = t("documents.broker.registration", {
    orias: site.oriasNumber ?? t("documents.broker.toBeCompleted"),
  });
  const contact = [site.phone, site.contactEmail].filter(Boolean).join(" · ");
  writer.letterhead(site.brandName, [site.legalName, registration, site.address, contact].filter(Boolean) as string[]);
  return writer;
}

/**
 * A certificate's opening: its title over the product, then the broker's statement about the
 * holder's contract (`documents.<certificate|cancellation>.statement`).
 */
export function certificateOpening(
  input: ContractDocumentInput,
  t: Translate,
  now: Date,
  kind: "certificate" | "cancellation",
) {
  const { contract, site } = input;
  const title = t(`documents.${kind}.title`);
  const writer = startDocument(input, t, now, title);
  const product = t(`contracts.product.${contract.product}`);
  writer.title(title, product);
  writer.paragraph(
    t(`documents.${kind}.statement`, {
      brand: site.brandName,
      name: input.holder.fullName,
      reference: contract.reference,
      product,
      insurer: contract.insurer,
    }),
  );
  return { writer, title };
}

/**
 * Closes a contract PDF with the mention every contract must carry since 11 August 2026 (Code de
 * la consommation L223-1 as amended by loi n° 2025-594): no sales call without prior consent.
 */
export function finishDocument(writer: PdfWriter, t: Translate) {
  writer.paragraph(t("documents.salesCalls"), { size: 8 });
  return writer.finish();
}

function fileName(t: Translate, kind: string, reference: string) {
  return `${t(`documents.${kind}.file`)}-${reference}.pdf`;
}

async function renderSummary(input: ContractDocumentInput, t: Translate, now: Date): Promise<ContractPdf> {
  const { contract, lang } = input;
  const title = t("documents.summary.title");
  const writer = startDocument(input, t, now, title);
  writer.title(title, t(`contracts.product.${contract.product}`));
  writer.paragraph(t("documents.summary.intro", { date: formatDay(parisToday(now), lang) }));
  writer.heading(t("documents.summary.contract"));
  writer.table(contractRows(contract, input.holder.fullName, lang, t, now));
  const objects = insuredObjectRows(contract, lang, t);
  const people = coveredPeople(contract, t);
  if (objects.length > 0 || people.length > 0) {
    writer.heading(t("documents.summary.details"));
    if (objects.length > 0) writer.table(objects);
    if (people.length > 0) {
      writer.paragraph(t("contracts.fields.peopleCovered"), { strong: true });
      writer.list(people);
    }
  }
  // The guarantees and the notice under them go together: never one guarantee and the notice
  // alone on a page of their own.
  const guarantees = guaranteeLabels(contract, t);
  const heading = t("contracts.fields.guarantees");
  const disclaimer = t("documents.summary.disclaimer");
  writer.keepTogether(
    writer.measure([
      { heading },
      guarantees.length > 0 ? { list: guarantees, columns: 2 } : { paragraph: t("documents.summary.guaranteesNone") },
      { paragraph: disclaimer, size: 9 },
    ]),
  );
  writer.heading(heading);
  if (guarantees.length > 0) writer.list(guarantees, { columns: 2 });
  else writer.paragraph(t("documents.summary.guaranteesNone"));
  writer.paragraph(disclaimer, { size: 9 });
  return { bytes: await finishDocument(writer, t), fileName: fileName(t, "summary", contract.reference), title };
}

async function renderCertificate(input: ContractDocumentInput, t: Translate, now: Date): Promise<ContractPdf> {
  const { contract, lang } = input;
  const { writer, title } = certificateOpening(input, t, now, "certificate");
  const period = validityPeriod(contract, lang, now);
  writer.framed(() => {
    writer.paragraph(t("documents.certificate.validity", period), { strong: true });
    writer.table(insuredObjectRows(contract, lang, t));
  });
  const people = coveredPeople(contract, t);
  if (people.length > 0) {
    writer.paragraph(t("contracts.fields.peopleCovered"), { strong: true });
    writer.list(people);
  }
  const guarantees = guaranteeLabels(contract, t);
  if (guarantees.length > 0) {
    writer.heading(t("contracts.fields.guarantees"));
    writer.list(guarantees);
  }
  closeCertificate(writer, input, t, now);
  return { bytes: await finishDocument(writer, t), fileName: fileName(t, "certificate", contract.reference), title };
}

/** The vehicle certificate since April 2024: the four facts the FVA holds, on one page. */
async function renderVehicleMemo(input: ContractDocumentInput, t: Translate, now: Date): Promise<ContractPdf> {
  const { contract, lang } = input;
  const title = t("documents.memo.title");
  const writer = startDocument(input, t, now, title);
  const period = validityPeriod(contract, lang, now);
  writer.title(title, t("documents.memo.subtitle"));
  writer.framed(() => {
    writer.table([
      { label: t("contracts.fields.insurer"), value: contract.insurer },
      { label: t("contracts.fields.reference"), value: contract.reference },
      { label: t("contracts.fields.registration"), value: contract.vehicleRegistration ?? "" },
      { label: t("documents.memo.validity"), value: t("documents.memo.period", period) },
      {
        label: t("contracts.fields.vehicle"),
        value: `${contract.vehicleMake ?? ""} ${contract.vehicleModel ?? ""}`.trim(),
      },
      { label: t("documents.memo.holder"), value: input.holder.fullName },
    ]);
  });
  writer.paragraph(t("documents.memo.note"), { size: 9.5 });
  closeCertificate(writer, input, t, now);
  return { bytes: await finishDocument(writer, t), fileName: fileName(t, "memo", contract.reference), title };
}

function closeCertificate(writer: PdfWriter, input: ContractDocumentInput, t: Translate, now: Date) {
  const { contract, lang } = input;
  if (contract.status === "cancelling" && contract.endDate) {
    writer.paragraph(t("documents.certificate.ending", { date: formatDay(contract.endDate, lang) }), { strong: true });
  }
  writer.paragraph(t("documents.certificate.conditions"), { size: 9 });
  writer.paragraph(t("documents.certificate.signedAt", { date: formatDay(parisToday(now), lang) }));
}
