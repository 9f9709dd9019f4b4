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
  return { title: t(`notifications.${kind}.title`, params), message: t(`notifications.${kind}.message`, params) };
}
