import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";

export type WebhookTarget = { url: string; secret: string };

/** HMAC-SHA256 over `id.timestamp.body`, hex: what the receiver recomputes to trust a delivery. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string) {
  return createHmac("sha256", secret).update(`${id}.${timestamp}.${body}`).digest("hex");
}

/** POSTs one event; anything but a 2xx within 10 s is a failure to retry. */
export async function sendWebhook(target: WebhookTarget, id: string, event: unknown, now = new Date()) {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(now.getTime() / 1000);
  const response = await fetch(target.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "maison-courtage-webhooks/1",
      "X-Webhook-Id": id,
      "X-Webhook-Timestamp": String(timestamp),
      "X-Webhook-Signature": `sha256=${signWebhook(target.secret, id, timestamp, body)}`,
    },
    body,
    signal: AbortSignal.timeout(10_000),
    redirect: "error",
  });
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => {});
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}

/**
 * POSTs one event signed per the Standard Webhooks specification (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature: v1,<base64>`), so any receiver can verify it with an
 * off-the-shelf library. The id is the outbox message's: stable across retries.
 */
export async function sendStandardWebhook(target: WebhookTarget, id: string, event: unknown, now = new Date()) {
  const body = JSON.stringify(event);
  const signature = new Webhook(target.secret).sign(id, now, body);
  const response = await fetch(target.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "maison-courtage-webhooks/1",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature,
    },
    body,
    signal: AbortSignal.timeout(10_000),
    redirect: "error",
  });
  await response.arrayBuffer().catch(() => {});
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
