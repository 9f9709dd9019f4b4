import { noteDatabaseError } from "../db/availability.server";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema/outbox";
import { log } from "../logger.server";
import type { DeadAlerter } from "./dead-alert.server";
import { createMailer, type MailSettings, type QueuedEmail, renderQueuedEmail } from "./email.server";
import {
  type ClaimedMessage,
  claimOutboxBatch,
  extendLeases,
  HEARTBEAT_MS,
  LEASE_MS,
  stillOurs,
} from "./outbox-lease.server";
import { MAX_ATTEMPTS, nextAttemptAt } from "./retry-schedule";
import { sendWebhook, WebhookRefusedError, type WebhookTarget } from "./webhook.server";

export { type ClaimedMessage, claimOutboxBatch } from "./outbox-lease.server";

export type OutboxMessage = (
  | { channel: "email"; topic: string; payload: QueuedEmail }
  | { channel: "webhook"; topic: string; payload: WebhookPayload }
) & {
  /** The lead the message is about: the back office shows its deliveries on the lead's timeline. */
  leadId?: string;
};

/**
 * A webhook's event, and which configured receiver takes it: the leads' CRM hook (the default)
 * or customer service's requests hook; both signed per Standard Webhooks.
 */
export type WebhookPayload = { event: Record<string, unknown>; target?: WebhookTargetName };
export type WebhookTargetName = "leads" | "requests";

/** A receiver as it stands when a message goes: its secrets, or why it takes nothing any more. */
export type WebhookEndpoint = WebhookTarget & { disabledReason?: string | null };

/**
 * The receivers, read at each delivery so a new address or secret applies to messages already
 * waiting; `disable` records a receiver's 410 so nothing more goes to it.
 */
export type WebhookEndpoints = {
  resolve(target: WebhookTargetName, now: Date): Promise<WebhookEndpoint | null>;
  disable(target: WebhookTargetName, reason: string, now: Date): Promise<void>;
};

/** A receiver that answered 410 earlier: its messages die at once, with the reason. */
class EndpointDisabledError extends Error {}

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
  /** Fixed receivers (tests, scripts); the app passes `endpoints`, which read the settings. */
  webhook?: WebhookTarget;
  requestsWebhook?: WebhookTarget;
  endpoints?: WebhookEndpoints;
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
  const endpoints: WebhookEndpoints = settings.endpoints ?? {
    resolve: async (target) => (target === "requests" ? settings.requestsWebhook : settings.webhook) ?? null,
    disable: async () => {},
  };
  const targetOf = (message: ClaimedMessage): WebhookTargetName =>
    (message.payload as WebhookPayload).target === "requests" ? "requests" : "leads";

  async function deliver(message: ClaimedMessage, now: Date) {
    if (message.channel === "email") return sendEmail(renderQueuedEmail(message.payload as QueuedEmail), message.id);
    const target = targetOf(message);
    const endpoint = await endpoints.resolve(target, now);
    if (!endpoint) throw new Error(`no ${target} webhook URL configured`);
    if (endpoint.disabledReason) throw new EndpointDisabledError(endpoint.disabledReason);
    // Signed at the real moment of sending, whatever clock schedules the pass: receivers check
    // webhook-timestamp against their own clock (five minutes' tolerance in the libraries).
    return sendWebhook(endpoint, message.id, (message.payload as WebhookPayload).event, new Date());
  }

  /** When to try again: the schedule's time, the receiver's Retry-After, or never (410, a stopped endpoint). */
  function retryTime(message: ClaimedMessage, error: unknown, now: Date) {
    if (error instanceof EndpointDisabledError) return null;
    if (error instanceof WebhookRefusedError && error.gone) return null;
    const scheduled = nextAttemptAt(message.attempts, now);
    if (scheduled && error instanceof WebhookRefusedError && error.retryAfterMs !== null) {
      return new Date(now.getTime() + error.retryAfterMs);
    }
    return scheduled;
  }

  async function recordFailure(message: ClaimedMessage, error: unknown, now: Date) {
    if (error instanceof WebhookRefusedError && error.gone) {
      await endpoints.disable(targetOf(message), error.message, now);
    }
    const retryAt = retryTime(message, error, now);
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
