import { addDays, nextAnniversary, parisToday } from "~/server/contracts/contract-dates";
import type { ContractRow } from "~/server/contracts/contracts.server";
import type { CancellationValues } from "./request-forms";

/** The notice period of a cancellation during the year (loi Hamon, résiliation infra-annuelle): one month. */
export const NOTICE_DAYS = 30;

/** What step 1 tells before anything is asked: terms, notice, anniversary, when cover stops. */
export function cancellationTerms(contract: ContractRow, now = new Date()) {
  const today = parisToday(now);
  const earliest = addDays(today, NOTICE_DAYS);
  return {
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
