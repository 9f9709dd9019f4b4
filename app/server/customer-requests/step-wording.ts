import type { Lang } from "~/i18n/config";
import { formatDay, formatEuros, formatMoment } from "~/i18n/format";
import type { Translate } from "~/i18n/translate";

/**
 * A kind's step (a thread entry of kind `step`) in words, its facts written for the reader: a
 * slot, an effective date, the pieces asked for, the amount a claim closed with. Staff's thread
 * and the customer's say the same.
 */
export function stepWording(t: Translate, lang: Lang, details: Record<string, unknown>) {
  const slot = typeof details.slot === "string" ? formatMoment(new Date(details.slot), lang) : "";
  const date = typeof details.effectDate === "string" ? formatDay(details.effectDate, lang) : "";
  const pieces = Array.isArray(details.pieces) ? details.pieces.join(", ") : "";
  const piece = typeof details.piece === "string" ? details.piece : "";
  const paid = typeof details.paidCents === "number" ? details.paidCents : null;
  const step = details.step === "claimClosed" && paid !== null ? "claimClosedPaid" : String(details.step);
  return t(`handling.steps.${step}`, {
    slot,
    date,
    pieces,
    piece,
    amount: paid === null ? "" : formatEuros(paid, lang),
  });
}
