import type { Translate } from "~/i18n/translate";

/**
 * Why a contract's status changed, as the history and the customer's timeline say it: staff's own
 * words, else its cause (a cancellation asked, refused, taking effect) with the request's reference.
 */
export function statusEventReason(t: Translate, details: Record<string, unknown>) {
  if (typeof details.reason === "string" && details.reason) return details.reason;
  if (typeof details.cause !== "string") return "";
  return t(`customers-admin.contractEvents.causes.${details.cause}`, { request: String(details.request ?? "") });
}
