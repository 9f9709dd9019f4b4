import type { Agent } from "node:https";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { pushSubscriptions } from "../db/schema/push-subscriptions";
import { log } from "../logger.server";
import type { PushMessagePayload } from "../push/push-notices.server";
import { PushRefusedError, sendPush, type VapidDetails } from "../push/push-sender.server";
import type { ClaimedMessage } from "./outbox-lease.server";

export type PushSettings = { vapid: VapidDetails | null; agent?: Agent };

/**
 * The device is gone (its push service answered 404/410, or the customer removed it before the
 * push left): the message ends at once, dead with the reason, and no admin is alerted.
 */
export class PushSubscriptionGoneError extends Error {}

/** Delivers the outbox's push messages: the device's keys are read at the moment of sending. */
export function pushDeliverer(db: Database, settings: PushSettings) {
  return async function deliverPush(message: ClaimedMessage, now: Date) {
    const payload = message.payload as PushMessagePayload;
    const [device] = await db
      .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, payload.subscriptionId));
    if (!device) throw new PushSubscriptionGoneError("push subscription removed before delivery");
    if (!settings.vapid) throw new Error("no VAPID keys configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY)");
    const { title, body, url, tag } = payload;
    try {
      await sendPush(settings.vapid, device, { title, body, url, tag }, { agent: settings.agent, now });
    } catch (error) {
      if (!(error instanceof PushRefusedError && error.gone)) throw error;
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, payload.subscriptionId));
      log.info("push subscription expired, removed", { outboxId: message.id, status: error.status });
      throw new PushSubscriptionGoneError(
        `push service answered ${error.status}: subscription expired, device removed`,
      );
    }
    log.info("push sent", { outboxId: message.id });
  };
}
