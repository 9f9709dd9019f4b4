import { addDays, NOTICE_DAYS, nextAnniversary, parisToday } from "~/server/contracts/contract-dates";
import type { ContractRow } from "~/server/contracts/contracts.server";
import type { CancellationReason, CancellationValues } from "./request-forms";

// Defined with the contract's calendar (the renewals list reads it too); said here for the request screens.
export { NOTICE_DAYS };

type Line = ContractRow["productLine"];

/** The day a contract has run a full year: from then on Hamon and infra-annuelle apply. */
export function firstYearEnds(startDate: string) {
  const [year = 0, month = 1, day = 1] = startDate.split("-").map(Number);
  // 29 February plus one year is 1 March: Date.UTC rolls it over.
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * What the law lets this line of insurance do (step 1's rights), what stopping it means beyond
 * the cover and the premium (its consequence), and the reasons the form offers, in that order.
 * Vehicle: loi Hamon after a year, the sale of the vehicle; health: résiliation infra-annuelle
 * after a year; borrower: loi Lemoine at any time with an equivalent cover the bank accepts.
 * Every line: the anniversary (loi Chatel) and the changes of situation the Code des assurances
 * names (art. L113-16).
 */
export function lineRules(line: Line, startDate: string, today: string) {
  const pastFirstYear = firstYearEnds(startDate) <= today;
  const rights: string[] = ["chatel"];
  const reasons: CancellationReason[] = ["echeance"];
  if (line === "vehicle") {
    rights.unshift(pastFirstYear ? "hamon" : "hamonAfterYear");
    if (pastFirstYear) reasons.push("hamon");
    reasons.push("venteVehicule", "situation");
    rights.push("vehicleSale", "lifeEvents");
  } else if (line === "health") {
    rights.unshift(pastFirstYear ? "infraAnnuelle" : "infraAnnuelleAfterYear");
    if (pastFirstYear) reasons.push("infraAnnuelle");
    reasons.push("situation");
    rights.push("lifeEvents");
  } else {
    rights.unshift("lemoine");
    reasons.unshift("lemoine");
  }
  reasons.push("autre");
  return { rights, consequence: line, reasons };
}

/** What step 1 tells before anything is asked: terms, notice, anniversary, when cover stops, the line's rights. */
export function cancellationTerms(contract: ContractRow, now = new Date()) {
  const today = parisToday(now);
  const earliest = addDays(today, NOTICE_DAYS);
  return {
    ...lineRules(contract.productLine, contract.startDate, today),
    reference: contract.reference,
    product: contract.product,
    insurer: contract.insurer,
    formula: contract.formula,
    status: contract.status,
    monthlyPremiumCents: contract.monthlyPremiumCents,
    startDate: contract.startDate,
    anniversary: nextAnniversary(contract.anniversaryDate, today),
    earliest,
    /** "À échéance": the first anniversary at least a notice period away. */
    atAnniversary: nextAnniversary(contract.anniversaryDate, addDays(earliest, -1)),
  };
}
export type CancellationTerms = ReturnType<typeof cancellationTerms>;

/** When the cancellation takes effect: the anniversary, or the desired date, never before the notice. */
export function effectDateOf(values: CancellationValues, terms: CancellationTerms) {
  if (values.reason === "echeance") return { ok: true as const, date: terms.atAnniversary };
  if (values.desiredDate && values.desiredDate < terms.earliest) return { ok: false as const };
  return { ok: true as const, date: values.desiredDate || terms.earliest };
}
