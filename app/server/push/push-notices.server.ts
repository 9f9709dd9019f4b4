import "~/i18n/dictionaries.server";
import { and, arrayContains, eq } from "drizzle-orm";
import { isLang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import type { Database } from "../db/client.server";
import { pushSubscriptions } from "../db/schema/push-subscriptions";
import type { NotificationKind, NotificationParams } from "../notifications/notification-kinds";
import { enqueueOutbox, type OutboxMessage } from "../outbox/outbox.server";
import { type PushKind, pushKindOf } from "./push-kinds";

/** The outbox topic of every push (the monitor words it "Notification sur un appareil"). */
export const PUSH_TOPIC = "push.notification";

/**
 * What goes to the browser, encrypted for it: a title in words of the kind of news, a line that
 * says where to read it, and the area's address that opens it. Nothing of the notice itself (no
 * name, no reference, no sum, no adviser's words): a phone shows this on its lock screen, to
 * whoever holds it (ADR 0052).
 */
export type PushContent = { title: string; body: string; url: string; tag: string };
export type PushMessagePayload = PushContent & { subscriptionId: string };

const PAGE_OF: Record<PushKind, string> = {
  requestAnswers: CUSTOMER_PATHS.requests,
  claimSteps: CUSTOMER_PATHS.requests,
  adviserMessages: CUSTOMER_PATHS.notifications,
  documentsToSign: CUSTOMER_PATHS.signatures,
  paymentProblems: CUSTOMER_PATHS.payments,
};

/** The notice's own page when it names one of the area's (a request's), else its kind's list. */
function pageOf(kind: PushKind, params: NotificationParams) {
  const link = params.link;
  if (typeof link === "string" && /^\/espace-client(\/[\w\-./%]*)?$/.test(link) && !link.includes("..")) return link;
  return PAGE_OF[kind];
}

/**
 * Queues a push to each of the customer's devices that takes this kind of notice, in the
 * transaction that writes the notice: the one place every notice is made (createNotification,
 * noticeAboutRequest) calls it, so no feature sends pushes of its own. The words are those of the
 * device's language; `tag` lets a newer push on the same request replace the older on screen.
 */
export async function enqueuePushes(
  tx: Database,
  notice: { id: string; customerId: string; kind: NotificationKind; params: NotificationParams },
) {
  const kind = pushKindOf(notice.kind, notice.params);
  if (!kind) return;
  const devices = await tx
    .select({ id: pushSubscriptions.id, lang: pushSubscriptions.lang })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, notice.customerId), arrayContains(pushSubscriptions.kinds, [kind])));
  if (devices.length === 0) return;
  const url = pageOf(kind, notice.params);
  const requestId = notice.params.requestId;
  const tag = typeof requestId === "string" ? `request-${requestId}` : `notice-${notice.id}`;
  const messages: OutboxMessage[] = devices.map((device) => {
    const t = createTranslator(isLang(device.lang) ? device.lang : "fr");
    const payload: PushMessagePayload = {
      subscriptionId: device.id,
      title: t(`notifications.push.titles.${kind}`),
      body: t("notifications.push.body"),
      url,
      tag,
    };
    return { channel: "push", topic: PUSH_TOPIC, payload };
  });
  await enqueueOutbox(tx, messages);
}
