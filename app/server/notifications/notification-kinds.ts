/**
 * The notices the system writes, each a title and a message in the `notifications` texts, so
 * a customer reads them in the language they chose. `message` is an adviser's own words,
 * stored as written. Later issues add their kinds here (a request's status, a claim's answer).
 */
export const NOTIFICATION_KINDS = [
  "welcome",
  "certificateAvailable",
  "premiumCollected",
  "contractRenewed",
  "referralWon",
  "referralGift",
  "message",
  "requestAnswered",
  "requestDone",
  "requestRefused",
  "contractEnded",
  "dataExportReady",
  "detailsChanged",
  "renewalReminder",
  "contractStatus",
  "signatureRequested",
  "signatureSigned",
  "bankDetailsChanged",
  "mandateRevoked",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Values placed in the texts. Two names are formatted for the reader rather than shown as
 * stored: `amountCents` (a sum in euros) and `month` (YYYY-MM, shown as "novembre 2026").
 */
export type NotificationParams = Record<string, string | number>;

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
