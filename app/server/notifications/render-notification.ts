import type { Lang } from "~/i18n/config";
import { formatEuros, formatMonth } from "~/i18n/format";
import type { Translate } from "~/i18n/translate";
import { isNotificationKind, type NotificationParams } from "./notification-kinds";

type Stored = { kind: string; params: NotificationParams; title: string | null; message: string | null };

/**
 * A notice's words in the reader's language (`notifications` texts). An adviser's message is
 * shown as written; a kind this version does not know (written by a newer one) reads as a
 * generic notice rather than a key.
 */
export function renderNotification(notice: Stored, lang: Lang, t: Translate) {
  if (notice.kind === "message" && notice.title && notice.message) {
    return { title: notice.title, message: notice.message };
  }
  const kind = isNotificationKind(notice.kind) ? notice.kind : "generic";
  const params: Record<string, string | number> = { ...notice.params };
  if (typeof params.amountCents === "number") params.amount = formatEuros(params.amountCents, lang);
  if (typeof params.month === "string") params.month = formatMonth(params.month, lang);
  return { title: t(`notifications.${kind}.title`, params), message: t(`notifications.${kind}.message`, params) };
}
