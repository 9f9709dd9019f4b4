import { noteDatabaseError } from "../db/availability.server";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema/outbox";
import { log } from "../logger.server";
import type { DeadAlerter } from "./dead-alert.server";
import { createMailer, type EmailMessage, type MailSettings } from "./email.server";
import {
  type ClaimedMessage,
  claimOutboxBatch,
  extendLeases,
  HEARTBEAT_MS,
  LEASE_MS,
  stillOurs,
} from "./outbox-lease.server";
import { MAX_ATTEMPTS, nextAttemptAt } from "./retry-schedule";
import { sendStandardWebhook, sendWebhook, type WebhookTarget } from "./webhook.server";

export { type ClaimedMessage, claimOutboxBatch } from "./outbox-lease.server";

export type OutboxMessage = (
  | { channel: "email"; topic: string; payload: EmailMessage }
  | { channel: "webhook"; topic: string; payload: WebhookPayload }
) & {
  /** The lead the message is about: the back office shows its deliveries on the lead's timeline. */
  leadId?: string;
};

/**
 * A webhook's event, and which configured receiver takes it: the leads' CRM hook (the default,
 * HMAC-signed) or customer service's requests hook (Standard Webhooks).
 */
export type WebhookPayload = { event: Record<string, unknown>; target?: "leads" | "requests" };

type Executor = Pick<Database, "insert">;

/** Writes messages in the caller's transaction: they exist if and only if the record does. */
export async function enqueueOutbox(tx: Executor, messages: OutboxMessage[]) {
  if (messages.length === 0) return;
  await tx
    .insert(outbox)
    .values(
      messages.map((m) => ({ channel: m.channel, topic: m.topic, payload: m.payload, leadId: m.leadId ?? null })),
    );
}

export type DeliverySettings = {
  mail: MailSettings;
  webhook?: WebhookTarget;
  requestsWebhook?: WebhookTarget;
  /** What to enqueue when a message dies (the admins' e-mail), in the transaction that marks it dead. */
  onDead?: DeadAlerter;
};
/** Tests shorten the lease to watch the heartbeat at work; the app keeps the defaults. */
export type LeaseSettings = { leaseMs: number; heartbeatMs: number };

/**
 * One pass: claim a batch, then deliver its messages one by one, each recorded as sent (or
 * failed) the moment its delivery ends. A crash then repeats at most the one message in flight,
 * never the batch's earlier ones. While the pass runs, a heartbeat keeps the batch's leases
 * alive, and each message is checked to be still ours just before it is sent. Returns how many
 * messages were claimed.
 */
export function createOutboxProcessor(
  db: Database,
  settings: DeliverySettings,
  lease: LeaseSettings = { leaseMs: LEASE_MS, heartbeatMs: HEARTBEAT_MS },
) {
  const sendEmail = createMailer(db, settings.mail);

  async function deliver(message: ClaimedMessage, now: Date) {
    if (message.channel === "email") return sendEmail(message.payload as EmailMessage, message.id);
    const { event, target } = message.payload as WebhookPayload;
    if (target === "requests") {
      if (!settings.requestsWebhook) throw new Error("no requests webhook URL configured");
      return sendStandardWebhook(settings.requestsWebhook, message.id, event, now);
    }
    if (!settings.webhook) throw new Error("no webhook URL configured");
    return sendWebhook(settings.webhook, message.id, event, now);
  }

  async function recordFailure(message: ClaimedMessage, error: unknown, now: Date) {
    const retryAt = nextAttemptAt(message.attempts, now);
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (retryAt) {
      await db
        .update(outbox)
        .set({ status: "pending", nextAttemptAt: retryAt, lockedUntil: null, lastError })
        .where(stillOurs(message));
    } else {
      // Dead, and the admins told in the same transaction: both or neither, and only by the
      // worker that still held the message (another one may have taken it after our lease lapsed).
      await db.transaction(async (tx) => {
        const [dead] = await tx
          .update(outbox)
          .set({ status: "dead", lockedUntil: null, lastError })
          .where(stillOurs(message))
          .returning({ id: outbox.id });
        if (!dead || !settings.onDead) return;
        const { id, channel, topic, attempts } = message;
        await enqueueOutbox(tx, await settings.onDead(tx, { id, channel, topic, attempts, lastError }));
      });
    }
    const fields = { outboxId: message.id, topic: message.topic, attempt: message.attempts, error: lastError };
    if (retryAt) log.warn("delivery failed, will retry", { ...fields, retryAt: retryAt.toISOString() });
    else log.error("delivery failed for good", { ...fields, maxAttempts: MAX_ATTEMPTS });
  }

  return async function processOutboxOnce(now = new Date(), limit = 20) {
    const batch = await claimOutboxBatch(db, limit, now, lease.leaseMs);
    if (batch.length === 0) return 0;
    // The pass's clock: `now` (tests move it) advanced by the time the pass has taken.
    const started = performance.now();
    const clock = () => new Date(now.getTime() + (performance.now() - started));
    const waiting = new Map(batch.map((message) => [message.id, message]));
    const renew = async () => extendLeases(db, [...waiting.values()], new Date(clock().getTime() + lease.leaseMs));
    const heartbeat = setInterval(() => {
      renew().catch((error) => log.warn("outbox lease renewal failed", { error }));
    }, lease.heartbeatMs);
    try {
      for (const message of batch) {
        // Our lease may have lapsed (a stalled process, the database out of reach) and another
        // worker may have claimed this message: then it is theirs to send.
        const held = await renew();
        if (!held.has(message.id)) {
          waiting.delete(message.id);
          log.warn("outbox lease lost, message left to another worker", { outboxId: message.id });
          continue;
        }
        try {
          await deliver(message, now);
          await db
            .update(outbox)
            .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
            .where(stillOurs(message));
        } catch (error) {
          await recordFailure(message, error, now);
        } finally {
          waiting.delete(message.id);
        }
      }
    } finally {
      clearInterval(heartbeat);
    }
    return batch.length;
  };
}

/**
 * Polls for due messages in the background of every app process; `kick()` runs a pass at once
 * (right after a commit) so that a new lead is announced within moments.
 */
export function startOutboxWorker(process: (now?: Date) => Promise<number>, intervalMs: number) {
  let running = false;
  let stopped = false;
  let again = false;
  async function pass() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      // A full batch suggests more are waiting: keep going until the queue is drained.
      while ((await process()) >= 20 || again) again = false;
    } catch (error) {
      noteDatabaseError(error);
      log.error("outbox pass failed", { error });
    } finally {
      running = false;
    }
  }
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    kick: () => void pass(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
