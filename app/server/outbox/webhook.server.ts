import { Webhook } from "standardwebhooks";

/**
 * Where a webhook goes and the secrets that sign it: during a rotation's overlap both the new
 * and the previous secret sign, so a receiver holding either one accepts the delivery.
 */
export type WebhookTarget = { url: string; secret: string; previousSecret?: string };

/** The longest a receiver's Retry-After may hold a message back (it still counts as an attempt). */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * A receiver's refusal, with what it asked for: 410 Gone means "never again to this endpoint",
 * 429 and 503 may say when to come back (Retry-After).
 */
export class WebhookRefusedError extends Error {
  readonly status: number;
  readonly retryAfterMs: number | null;

  constructor(status: number, retryAfterMs: number | null) {
    super(
      status === 410
        ? "webhook answered 410 Gone: the receiver asks for no more deliveries; deliveries to this endpoint stopped until its address is saved again in the settings"
        : `webhook answered ${status}`,
    );
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }

  get gone() {
    return this.status === 410;
  }
}

/** Retry-After as seconds or an HTTP date (RFC 9110 10.2.3); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now.getTime();
  if (Number.isNaN(ms)) return null;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** The `webhook-signature` header: one `v1,<base64>` per secret, space-separated (the spec allows several). */
export function signWebhook(
  target: Pick<WebhookTarget, "secret" | "previousSecret">,
  id: string,
  at: Date,
  body: string,
) {
  const secrets = [target.secret, target.previousSecret].filter((secret): secret is string => Boolean(secret));
  return secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(" ");
}

/**
 * POSTs one event signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`), so any receiver verifies it with an off-the-shelf library. The id is the
 * outbox message's: stable across retries and replays, receivers drop copies by it. Anything but
 * a 2xx within 10 s is a failure; a refusal carries its status and Retry-After.
 */
export async function sendWebhook(target: WebhookTarget, id: string, event: unknown, now = new Date()) {
  const body = JSON.stringify(event);
  const response = await fetch(target.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "maison-courtage-webhooks/2",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signWebhook(target, id, now, body),
    },
    body,
    signal: AbortSignal.timeout(10_000),
    redirect: "error",
  });
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => {});
  if (response.ok) return;
  const asksToWait = response.status === 429 || response.status === 503;
  throw new WebhookRefusedError(
    response.status,
    asksToWait ? retryAfterMs(response.headers.get("retry-after"), now) : null,
  );
}
