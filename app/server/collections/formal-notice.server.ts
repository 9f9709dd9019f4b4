import "~/i18n/dictionaries.server";
import type { Lang } from "~/i18n/config";
import { formatDay, formatEuros } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import type { ContractRow } from "../contracts/contracts.server";
import { finishDocument, startDocument } from "../contracts/documents/contract-documents.server";
import { groupIban } from "../payments/bank-details";
import type { SiteConfig } from "../site-config.server";
import { reasonText } from "./reject-reasons";

/** Article L113-3 of the Code des assurances: suspension 30 days after the notice, termination 10 days later. */
export const SUSPENSION_DAYS = 30;
export const TERMINATION_DAYS = 10;

export function addDays(day: string, days: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days a formal notice sent on `sentOn` sets: cover suspended, then the contract terminated. */
export function noticeDates(sentOn: string) {
  const suspensionOn = addDays(sentOn, SUSPENSION_DAYS);
  return { suspensionOn, terminationOn: addDays(suspensionOn, TERMINATION_DAYS) };
}

export type FormalNoticeInput = {
  contract: ContractRow;
  holder: { fullName: string };
  site: SiteConfig;
  lang: Lang;
  instalment: { nominalDate: string; amountCents: number; reasonCode: string | null };
  sentOn: string;
  suspensionOn: string;
  terminationOn: string;
  now: Date;
};

/**
 * The formal notice ("lettre de mise en demeure") of article L113-3 of the Code des assurances:
 * the premium due and unpaid, how to pay it (the broker's account), and what happens if it is
 * not paid — cover suspended 30 days after the letter, the contract terminated 10 days later.
 * Dated the day staff decided it; written again from the same record when downloaded.
 */
export async function renderFormalNotice(input: FormalNoticeInput) {
  const t = createTranslator(input.lang);
  const { lang, site, contract } = input;
  const title = t("collections.notice.title");
  const writer = startDocument({ contract, holder: input.holder, site, lang, now: input.now }, t, input.now, title);
  writer.title(title, t("collections.notice.subtitle"));
  writer.paragraph(t("collections.notice.date", { date: formatDay(input.sentOn, lang) }));
  writer.paragraph(t("collections.notice.greeting", { name: input.holder.fullName }));
  writer.paragraph(
    t("collections.notice.unpaid", {
      amount: formatEuros(input.instalment.amountCents, lang),
      date: formatDay(input.instalment.nominalDate, lang),
      reference: contract.reference,
      insurer: contract.insurer,
    }),
  );
  if (input.instalment.reasonCode) {
    const reason = reasonText(input.instalment.reasonCode);
    writer.paragraph(t("collections.notice.reason", { reason: t(reason.key, reason.params) }));
  }
  writer.framed(() => {
    writer.table([
      { label: t("collections.notice.amount"), value: formatEuros(input.instalment.amountCents, lang) },
      { label: t("collections.transfer.holder"), value: site.legalName ?? site.brandName },
      { label: t("collections.transfer.iban"), value: site.brokerIban ? groupIban(site.brokerIban) : "" },
      { label: t("collections.transfer.bic"), value: site.brokerBic ?? "" },
      { label: t("collections.transfer.label"), value: contract.reference },
    ]);
  });
  writer.paragraph(
    t("collections.notice.law", {
      suspension: formatDay(input.suspensionOn, lang),
      termination: formatDay(input.terminationOn, lang),
    }),
    { strong: true },
  );
  writer.paragraph(t("collections.notice.still"));
  writer.paragraph(t("collections.notice.closing", { brand: site.brandName }));
  return {
    bytes: await finishDocument(writer, t),
    fileName: `${t("collections.notice.file")}-${contract.reference}-${input.sentOn}.pdf`,
  };
}
