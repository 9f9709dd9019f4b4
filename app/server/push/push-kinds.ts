import type { NotificationKind, NotificationParams } from "../notifications/notification-kinds";

/**
 * What a customer may be told of on a device (issue 45), each switched on or off in "Mes
 * informations". E-mail stays the default for everything; a push only adds a nudge.
 */
export const PUSH_KINDS = [
  "requestAnswers",
  "claimSteps",
  "adviserMessages",
  "documentsToSign",
  "paymentProblems",
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const isPushKind = (value: string): value is PushKind => (PUSH_KINDS as readonly string[]).includes(value);

const REQUEST_NOTICES: readonly NotificationKind[] = ["requestAnswered", "requestDone", "requestRefused"];

/**
 * Which switch a notice falls under, or null when it is not one a device is told of (a welcome,
 * a premium collected: the area and the e-mail suffice). A claim's steps are a request's notices
 * about a claim.
 */
export function pushKindOf(kind: NotificationKind, params: NotificationParams): PushKind | null {
  if (REQUEST_NOTICES.includes(kind)) return params.requestKind === "claim" ? "claimSteps" : "requestAnswers";
  if (kind === "message") return "adviserMessages";
  if (kind === "signatureRequested") return "documentsToSign";
  if (kind === "premiumUnpaid") return "paymentProblems";
  return null;
}
