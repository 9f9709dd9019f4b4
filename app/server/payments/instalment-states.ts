/**
 * An instalment's life (issue 43): "planned"; "notified" once the pre-notification e-mail went
 * (a debit is never taken unannounced); "collected" when it goes out in a collection file; then
 * "paid" (settled) or "rejected" by the debtor's bank (with its reason code), a rejected one
 * "paid" otherwise (a transfer) or presented again ("notified"); "cancelled" when the contract
 * ends, the schedule changes, or staff decide, while nothing was taken.
 */
export const INSTALMENT_STATUSES = ["planned", "notified", "collected", "rejected", "paid", "cancelled"] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export const INSTALMENT_STATUS_CAUSES = [
  "prenotified",
  "collectionSubmitted",
  "rejectReceived",
  "settled",
  "paidOtherwise",
  "presentedAgain",
  "contractEnded",
  "scheduleChanged",
  "staffDecision",
] as const;
export type InstalmentStatusCause = (typeof INSTALMENT_STATUS_CAUSES)[number];

/** Which status may follow which, and why: the only changes instalments.server.ts makes. */
export const INSTALMENT_STATUS_TRANSITIONS = {
  planned: {
    notified: ["prenotified"],
    paid: ["paidOtherwise"],
    cancelled: ["contractEnded", "scheduleChanged", "staffDecision"],
  },
  notified: {
    collected: ["collectionSubmitted"],
    paid: ["paidOtherwise"],
    cancelled: ["contractEnded", "scheduleChanged", "staffDecision"],
  },
  collected: {
    paid: ["settled"],
    rejected: ["rejectReceived"],
  },
  rejected: {
    paid: ["paidOtherwise"],
    notified: ["presentedAgain"],
    cancelled: ["contractEnded", "staffDecision"],
  },
  paid: {
    // A reject can arrive after the settlement was booked (up to 5 banking days, or a refund).
    rejected: ["rejectReceived"],
  },
  cancelled: {},
} as const satisfies Record<InstalmentStatus, Partial<Record<InstalmentStatus, readonly InstalmentStatusCause[]>>>;

export function mayChangeInstalmentStatus(from: InstalmentStatus, to: InstalmentStatus, cause: InstalmentStatusCause) {
  const next: Partial<Record<InstalmentStatus, readonly InstalmentStatusCause[]>> = INSTALMENT_STATUS_TRANSITIONS[from];
  return next[to]?.includes(cause) ?? false;
}

/** Statuses that count as money the broker booked (kept 10 years: Code de commerce L123-22). */
export const BOOKED_INSTALMENT_STATUSES = [
  "collected",
  "paid",
  "rejected",
] as const satisfies readonly InstalmentStatus[];
/** Statuses a contract's ending cancels (nothing was taken yet). */
export const OPEN_INSTALMENT_STATUSES = ["planned", "notified"] as const satisfies readonly InstalmentStatus[];
