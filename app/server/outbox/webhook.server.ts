import { createHmac } from "node:crypto";

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
