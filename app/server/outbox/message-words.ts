import type { Translate } from "~/i18n/translate";
import { REQUEST_KINDS, STAFF_STEPS } from "~/server/customer-requests/kinds/registry";

/**
 * The outbox's topics and errors in the reader's words (issue 46 item 7): the monitor, the
 * admins' alert and the journal show "Rendez-vous : e-mail « Votre rendez-vous est confirmé »",
 * not `request.appointment.appointmentConfirmed`. Safe in the browser.
 */

/** Topics written as such in the code, each with its words under `deliveries.topics`. */
export const FIXED_TOPICS = [
  "application.confirmation",
  "application.notification",
  "auth.password-reset",
  "auth.sign-in-code",
  "contract.renewal-reminder",
  "customer.email-change",
  "customer.email-changed",
  "customer.invitation",
  "freeze.match",
  "lead.confirmation",
  "lead.created",
  "lead.notification",
  "offer.sent",
  "offer.signed.customer",
  "offer.signed.staff",
  "outbox.dead",
  "payments.bankDetailsChanged",
  "payments.mandateRevoked",
  "payments.prenotification",
  "premium.reminder",
  "privacy.extension",
  "signature.code",
  "signature.reminder",
  "signature.requested",
  "staff.invitation",
] as const;

/** What a `request.<kind>.<what>` topic can end with, besides a kind's staff steps. */
export const REQUEST_TOPIC_ENDS = [
  "notification",
  "confirmation",
  "answered",
  "done",
  "refused",
  "confirm-link",
  "unmatched",
  "disowned",
] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** A message's topic in words; a topic the code no longer writes shows as recorded. */
export function topicWords(t: Translate, topic: string) {
  if (isOneOf(FIXED_TOPICS, topic)) return t(`deliveries.topics.${topic.replace(".", "_")}`);
  const [area, kind, what, ...rest] = topic.split(".");
  if (area !== "request" || !kind || !(kind in REQUEST_KINDS) || rest.length > 0) return topic;
  const kindName = t(`requests.kinds.${kind}`);
  if (what === undefined) return t("deliveries.topics.request.created", { kind: kindName });
  if (isOneOf(REQUEST_TOPIC_ENDS, what)) return t(`deliveries.topics.request.${what}`, { kind: kindName });
  if (isOneOf(STAFF_STEPS as readonly string[], what))
    return t("deliveries.topics.request.step", { kind: kindName, step: t(`handling.emails.${what}.title`) });
  return topic;
}

/**
 * A delivery's last error in words: the receivers' answers this app knows (410 Gone, a status,
 * an endpoint stopped, no answer), the technical text kept after for whoever debugs.
 */
export function deliveryErrorWords(t: Translate, error: string) {
  const status = /^webhook answered (\d{3})/.exec(error)?.[1];
  if (status === "410") return t("deliveries.lastErrors.gone");
  if (status) return t("deliveries.lastErrors.status", { status });
  if (error === "disabled") return t("deliveries.lastErrors.stopped");
  if (/timeout|aborted/i.test(error)) return t("deliveries.lastErrors.timeout");
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|fetch failed|ECONNRESET/i.test(error))
    return t("deliveries.lastErrors.unreachable", { detail: error });
  return t("deliveries.lastErrors.other", { detail: error });
}
