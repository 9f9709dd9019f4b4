import type { Lang } from "~/i18n/config";
import { formatDay, formatDayMonth, formatEuros } from "~/i18n/format";
import type { Translate } from "~/i18n/translate";
import { currentPeriod, nextRenewal, parisToday } from "../contract-dates";
import type { ContractRow } from "../contracts.server";
import type { Row } from "./pdf-layout.server";

/** The contract's facts as labelled rows, in the reader's language (shared by the documents). */
export function contractRows(contract: ContractRow, holder: string, lang: Lang, t: Translate, now: Date): Row[] {
  const today = parisToday(now);
  const rows: Row[] = [
    { label: t("contracts.fields.reference"), value: contract.reference },
    { label: t("contracts.fields.product"), value: t(`contracts.product.${contract.product}`) },
  ];
  if (contract.formula) rows.push({ label: t("contracts.fields.formula"), value: contract.formula });
  rows.push(
    { label: t("contracts.fields.insurer"), value: contract.insurer },
    { label: t("contracts.fields.holder"), value: holder },
    { label: t("contracts.fields.status"), value: t(`contracts.status.${contract.status}`) },
    { label: t("contracts.fields.monthlyPremium"), value: formatEuros(contract.monthlyPremiumCents, lang) },
    { label: t("contracts.fields.annualPremium"), value: formatEuros(contract.monthlyPremiumCents * 12, lang) },
    { label: t("contracts.fields.startDate"), value: formatDay(contract.startDate, lang) },
    { label: t("contracts.fields.anniversaryDate"), value: formatDayMonth(contract.anniversaryDate, lang) },
  );
  if (contract.endDate) {
    rows.push({ label: t("contracts.fields.endDate"), value: formatDay(contract.endDate, lang) });
  } else if (contract.status === "active") {
    rows.push({ label: t("contracts.fields.nextAnniversary"), value: formatDay(nextRenewal(contract, today), lang) });
  }
  return rows;
}

/** What is insured: the vehicle, the loan; the people covered come as a list (coveredPeople). */
export function insuredObjectRows(contract: ContractRow, lang: Lang, t: Translate): Row[] {
  if (contract.productLine === "vehicle") {
    return [
      { label: t("contracts.fields.registration"), value: contract.vehicleRegistration ?? "" },
      { label: t("contracts.fields.make"), value: contract.vehicleMake ?? "" },
      { label: t("contracts.fields.model"), value: contract.vehicleModel ?? "" },
    ];
  }
  if (contract.productLine === "borrower") {
    return [
      { label: t("contracts.fields.loanAmount"), value: formatEuros(contract.loanAmountCents ?? 0, lang) },
      { label: t("contracts.fields.loanBank"), value: contract.loanBank ?? "" },
    ];
  }
  return [];
}

export function coveredPeople(contract: ContractRow, t: Translate) {
  return (contract.peopleCovered ?? []).map(
    (person) => `${person.name} (${t(`contracts.relation.${person.relation}`)})`,
  );
}

export function guaranteeLabels(contract: ContractRow, t: Translate) {
  return contract.guarantees.map((key) => t(`contracts.guarantees.${key}`));
}

export function validityPeriod(contract: ContractRow, lang: Lang, now: Date) {
  const period = currentPeriod(contract, parisToday(now));
  return { from: formatDay(period.from, lang), to: formatDay(period.to, lang) };
}
