/**
 * The reason codes banks give when a direct debit comes back (ISO 20022 ExternalStatusReason1Code,
 * as the EPC's SDD rulebook uses them for rejects, returns and refunds). Each has its words in the
 * `collections.reasons` dictionary; a code outside the list is shown as "another reason (XXXX)".
 */
export const REJECT_REASONS = [
  "AC01",
  "AC04",
  "AC06",
  "AC13",
  "AG01",
  "AG02",
  "AM04",
  "AM05",
  "BE05",
  "CNOR",
  "DNOR",
  "FF01",
  "MD01",
  "MD02",
  "MD06",
  "MD07",
  "MS02",
  "MS03",
  "RC01",
  "RR01",
  "RR02",
  "RR03",
  "RR04",
  "SL01",
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const isKnownReason = (code: string): code is RejectReason =>
  (REJECT_REASONS as readonly string[]).includes(code);

/** A code as the files write it: four letters or digits, upper case. */
export function normaliseReasonCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{4}$/.test(code) ? code : null;
}

/**
 * The key of a reason's words; with `params` when the code is not one we know, so the screen
 * says "Autre motif (XY99)" rather than a bare code.
 */
export function reasonText(code: string): { key: string; params?: Record<string, string> } {
  return isKnownReason(code)
    ? { key: `collections.reasons.${code}` }
    : { key: "collections.reasons.other", params: { code } };
}

/**
 * Whether trying again can work: a lack of funds or an unspecified refusal may pass next time; a
 * closed account, a missing mandate or a deceased debtor need a new mandate or another payment.
 */
export function reasonNeedsNewMandate(code: string): boolean {
  return ["AC01", "AC04", "AC06", "AC13", "AG01", "MD01", "MD02", "MD07", "RC01"].includes(code);
}
