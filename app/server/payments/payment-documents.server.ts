// The texts: the app's entry registers them (scripts: registerDictionariesFromFiles).
import type { Lang } from "~/i18n/config";
import { formatDay, formatEuros, formatMoment } from "~/i18n/format";
import { createTranslator, type Translate } from "~/i18n/translate";
import { PdfWriter } from "~/server/contracts/documents/pdf-layout.server";
import type { SiteConfig } from "~/server/site-config.server";
import { groupIban, maskIban } from "./bank-details";
import type { PaymentFrequency } from "./due-dates";
import type { InstalmentStatus } from "./instalment-states";

/** The broker's letterhead and the document's frame, as the contract PDFs have them. */
function startPaymentDocument(site: SiteConfig, lang: Lang, t: Translate, now: Date, title: string, subject: string) {
  const writer = new PdfWriter({
    title,
    subject,
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

export type MandateDocumentInput = {
  site: SiteConfig;
  lang: Lang;
  reference: string;
  creditorIdentifier: string;
  holder: string;
  iban: string;
  bic: string;
  /** The debtor's postal address as the customer gave it, if they did. */
  debtorAddress: string | null;
  now?: Date;
};

/**
 * The SEPA direct-debit mandate the customer signs (EPC rulebook's mandatory content): the
 * authorisation and refund wording, the mandate's unique reference (RUM), the creditor's
 * identifier (ICS), name and address, the debtor's name, address, IBAN and BIC, recurrent
 * payments. The IBAN is printed in full: it is the signer's own document.
 */
export async function renderMandatePdf(input: MandateDocumentInput) {
  const t = createTranslator(input.lang);
  const now = input.now ?? new Date();
  const { site } = input;
  const creditor = site.legalName ?? site.brandName;
  const title = t("documents.mandate.title");
  const writer = startPaymentDocument(site, input.lang, t, now, `${title} · ${input.reference}`, title);
  writer.title(title, t("documents.mandate.subtitle"));
  writer.paragraph(t("documents.mandate.authorisation", { creditor }));
  writer.paragraph(t("documents.mandate.refund"));
  writer.paragraph(t("documents.mandate.rights"), { size: 9 });
  writer.heading(t("documents.mandate.mandate"));
  writer.table([
    { label: t("documents.mandate.reference"), value: input.reference },
    { label: t("documents.mandate.type"), value: t("documents.mandate.recurrent") },
  ]);
  writer.heading(t("documents.mandate.creditor"));
  writer.table([
    { label: t("documents.mandate.creditorName"), value: creditor },
    { label: t("documents.mandate.creditorIdentifier"), value: input.creditorIdentifier },
    { label: t("documents.mandate.address"), value: site.address ?? t("documents.broker.toBeCompleted") },
  ]);
  writer.heading(t("documents.mandate.debtor"));
  writer.table([
    { label: t("documents.mandate.holder"), value: input.holder },
    { label: t("documents.mandate.address"), value: input.debtorAddress ?? "—" },
    { label: t("documents.mandate.iban"), value: groupIban(input.iban) },
    { label: t("documents.mandate.bic"), value: input.bic },
  ]);
  writer.paragraph(t("documents.mandate.signature"), { size: 9 });
  return {
    bytes: await writer.finish(),
    fileName: `${t("documents.mandate.file")}-${input.reference}.pdf`,
    title,
  };
}

export type ScheduleDocumentInput = {
  site: SiteConfig;
  lang: Lang;
  year: number;
  holder: string;
  contract: { reference: string; insurer: string; productLabel: string };
  schedule: { frequency: PaymentFrequency; premiumCents: number; feesCents: number };
  instalments: Array<{ dueDate: string; amountCents: number; status: InstalmentStatus }>;
  /** The account debited, masked (null: no signed mandate). */
  account: { iban: string; mandateReference: string } | null;
  now?: Date;
};

/** The year's schedule ("échéancier"): each debit's day, amount and state, the total, the account. */
export async function renderSchedulePdf(input: ScheduleDocumentInput) {
  const t = createTranslator(input.lang);
  const now = input.now ?? new Date();
  const { lang } = input;
  const title = t("documents.schedule.title", { year: input.year });
  const writer = startPaymentDocument(input.site, lang, t, now, `${title} · ${input.contract.reference}`, title);
  writer.title(title, input.contract.productLabel);
  writer.table([
    { label: t("documents.schedule.holder"), value: input.holder },
    { label: t("documents.schedule.contract"), value: `${input.contract.reference} · ${input.contract.insurer}` },
    { label: t("documents.schedule.frequency"), value: t(`payments.frequencies.${input.schedule.frequency}`) },
    {
      label: t("documents.schedule.amount"),
      value: t("documents.schedule.amountValue", {
        premium: formatEuros(input.schedule.premiumCents, lang),
        fees: formatEuros(input.schedule.feesCents, lang),
      }),
    },
    {
      label: t("documents.schedule.account"),
      value: input.account
        ? t("documents.schedule.accountValue", {
            iban: maskIban(input.account.iban),
            reference: input.account.mandateReference,
          })
        : t("documents.schedule.noMandate"),
    },
  ]);
  writer.heading(t("documents.schedule.debits"));
  const live = input.instalments.filter((row) => row.status !== "cancelled");
  writer.table(
    live.map((row) => ({
      label: formatDay(row.dueDate, lang),
      value: `${formatEuros(row.amountCents, lang)} · ${t(`payments.instalmentStatuses.${row.status}`)}`,
    })),
  );
  const total = live.reduce((sum, row) => sum + row.amountCents, 0);
  writer.paragraph(t("documents.schedule.total", { amount: formatEuros(total, lang), count: live.length }), {
    strong: true,
  });
  writer.paragraph(t("documents.schedule.note"), { size: 9 });
  return {
    bytes: await writer.finish(),
    fileName: `${t("documents.schedule.file")}-${input.contract.reference}-${input.year}.pdf`,
    title,
  };
}
