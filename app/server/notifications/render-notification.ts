import type { Lang } from "~/i18n/config";
import { formatDay, formatEuros, formatMonth } from "~/i18n/format";
import type { Translate } from "~/i18n/translate";
import { isNotificationKind, type NotificationParams } from "./notification-kinds";

type Stored = { kind: string; params: NotificationParams; title: string | null; message: string | null };

/**
 * A notice's words in the reader's language (`notifications` texts). An adviser's message is
 * shown as written; a kind this version does not know (written by a newer one) reads as a
 * generic notice rather than a key. `link`, a customer-area address staff may add, is the screen's.
 */
export function renderNotification(notice: Stored, lang: Lang, t: Translate) {
  if (notice.kind === "message" && notice.title && notice.message) {
    return { title: notice.title, message: notice.message };
  }
  const kind = isNotificationKind(notice.kind) ? notice.kind : "generic";
  const params: Record<string, string | number> = { ...notice.params };
  if (typeof params.amountCents === "number") params.amount = formatEuros(params.amountCents, lang);
  if (typeof params.month === "string") params.month = formatMonth(params.month, lang);
  // Calendar days (YYYY-MM-DD) and a contract's status are stored as data, worded for the reader.
  for (const name of ["date", "deadline"]) {
    const day = params[name];
    if (typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day)) params[name] = formatDay(day, lang);
  }
  if (typeof params.status === "string") params.status = t(`contracts.status.${params.status}`);
  const message = t(`notifications.${kind}.message`, params);
  const aboutRequest = requestTitle(kind, params, t);
  if (aboutRequest) {
    const updates = typeof params.updates === "number" ? params.updates : 1;
    const more = updates > 1 ? ` ${t("notifications.requestUpdates", { count: updates })}` : "";
    return { title: aboutRequest, message: `${message}${more}` };
  }
  return { title: t(`notifications.${kind}.title`, params), message };
}

const REQUEST_NOTICES = { requestAnswered: "answered", requestDone: "done", requestRefused: "refused" } as const;

/**
 * A request's notice titled in words (issue 46 item 8): a kind's step as its e-mail says it
 * ("Votre rendez-vous est confirmé"), otherwise what happened to which kind of request ("Votre
 * demande de rendez-vous a été traitée"). Null for a notice written before these words.
 */
function requestTitle(kind: string, params: NotificationParams, t: Translate) {
  if (!(kind in REQUEST_NOTICES) || typeof params.requestKind !== "string") return null;
  const news = typeof params.news === "string" ? params.news : "";
  if (news && !(news in REQUEST_NOTICES_BY_NEWS)) {
    const key = `handling.emails.${news}.title`;
    const words = t(key);
    if (words !== key) return words;
  }
  const key = `notifications.requestTitles.${params.requestKind}.${REQUEST_NOTICES[kind as keyof typeof REQUEST_NOTICES]}`;
  const words = t(key);
  return words === key ? null : words;
}

const REQUEST_NOTICES_BY_NEWS = { answered: true, done: true, refused: true } as const;
