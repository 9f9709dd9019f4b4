import type { Agent } from "node:https";
import webpush from "web-push";
import { retryAfterMs } from "../outbox/webhook.server";
import type { PushContent } from "./push-notices.server";

/** The VAPID key pair and subject (RFC 8292) that sign every push, from the environment. */
export type VapidDetails = { publicKey: string; privateKey: string; subject: string };
export type StoredSubscription = { endpoint: string; p256dh: string; auth: string };

/** A push service's refusal: 404/410 say the subscription expired, 429 may say when to come back. */
export class PushRefusedError extends Error {
  readonly status: number;
  readonly retryAfterMs: number | null;

  constructor(status: number, retryAfterMs: number | null) {
    super(`push service answered ${status}`);
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }

  get gone() {
    return this.status === 404 || this.status === 410;
  }
}

/** How long a push service keeps a push for a browser that is offline: a day, then it is moot. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Encrypts the content for the browser (RFC 8291, aes128gcm) and posts it to its push service,
 * signed with our VAPID key (RFC 8292), through `web-push`. A repeat after a crash carries the
 * same `tag`: the browser replaces the first notification with it rather than showing two.
 */
export async function sendPush(
  vapid: VapidDetails,
  subscription: StoredSubscription,
  content: PushContent,
  options: { agent?: Agent; now?: Date } = {},
) {
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(content),
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        contentEncoding: "aes128gcm",
        urgency: "normal",
        timeout: 10_000,
        ...(options.agent ? { agent: options.agent } : {}),
      },
    );
  } catch (error) {
    if (error instanceof webpush.WebPushError) {
      const header = error.headers?.["retry-after"];
      const wait = error.statusCode === 429 || error.statusCode === 503;
      throw new PushRefusedError(
        error.statusCode,
        wait ? retryAfterMs(typeof header === "string" ? header : null, options.now ?? new Date()) : null,
      );
    }
    throw error;
  }
}
