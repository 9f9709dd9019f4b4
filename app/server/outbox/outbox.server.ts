import type { SQL } from "drizzle-orm";
import { noteDatabaseError } from "../db/availability.server";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema/outbox";
import { log } from "../logger.server";
import type { PushMessagePayload } from "../push/push-notices.server";
import { PushRefusedError } from "../push/push-sender.server";
import type { DeadAlerter } from "./dead-alert.server";
import { createMailer, keepInDevMailbox, type MailSettings, type QueuedEmail, renderQueuedEmail } from "./email.server";
import {
  type ClaimedMessage,
  claimOutboxBatch,
  extendLeases,
  HEARTBEAT_MS,
  LEASE_MS,
  stillOurs,
} from "./outbox-lease.server";
import { type PushSettings, PushSubscriptionGoneError, pushDeliverer } from "./push.server";
import { MAX_ATTEMPTS, nextAttemptAt } from "./retry-schedule";
import { sendWebhook as signAndSend, WebhookRefusedError, type WebhookTarget } from "./webhook.server";

export { type ClaimedMessage, claimOutboxBatch } from "./outbox-lease.server";

export type OutboxMessage = (
  | { channel: "email"; topic: string; payload: QueuedEmail }
  | { channel: "webhook"; topic: string; payload: WebhookPayload }
  | { channel: "push"; topic: string; payload: PushMessagePayload }
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
  /** Web Push: the VAPID keys (null: none configured, pushes wait and fail) and, for tests, a TLS agent. */
  push?: PushSettings;
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
  const { smtpUrl } = settings.mail;
  const sendEmail = smtpUrl ? createMailer({ ...settings.mail, smtpUrl }) : null;
  const endpoints: WebhookEndpoints = settings.endpoints ?? {
    resolve: async (target) => (target === "requests" ? settings.requestsWebhook : settings.webhook) ?? null,
    disable: async () => {},
  };
  const sendPush = pushDeliverer(db, settings.push ?? { vapid: null });
  const targetOf = (message: ClaimedMessage): WebhookTargetName =>
    (message.payload as WebhookPayload).target === "requests" ? "requests" : "leads";

  /** Delivers one message and records it sent; the dev mailbox does both in one statement. */
  async function deliver(message: ClaimedMessage, now: Date) {
    if (message.channel === "email") {
      const email = renderQueuedEmail(message.payload as QueuedEmail);
      if (!sendEmail) return keepInDevMailbox(db, stillOurs(message) as SQL, message.id, email);
      await sendEmail(email, message.id);
    } else if (message.channel === "push") await sendPush(message, new Date());
    else await sendWebhook(message, now);
    await db
      .update(outbox)
      .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(stillOurs(message));
  }

  async function sendWebhook(message: ClaimedMessage, now: Date) {
    const target = targetOf(message);
    const endpoint = await endpoints.resolve(target, now);
    if (!endpoint) throw new Error(`no ${target} webhook URL configured`);
    if (endpoint.disabledReason) throw new EndpointDisabledError(endpoint.disabledReason);
    // Signed at the real moment of sending, whatever clock schedules the pass: receivers check
    // webhook-timestamp against their own clock (five minutes' tolerance in the libraries).
    await signAndSend(endpoint, message.id, (message.payload as WebhookPayload).event, new Date());
  }

  /** When to try again: the schedule's time, the receiver's Retry-After, or never (410, a stopped endpoint). */
  function retryTime(message: ClaimedMessage, error: unknown, now: Date) {
    if (error instanceof EndpointDisabledError || error instanceof PushSubscriptionGoneError) return null;
    if (error instanceof WebhookRefusedError && error.gone) return null;
    const scheduled = nextAttemptAt(message.attempts, now);
    if (scheduled && error instanceof PushRefusedError && error.retryAfterMs !== null) {
      return new Date(now.getTime() + error.retryAfterMs);
    }
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
        // An expired device is the ordinary end of a subscription, not a fault to tell the admins of.
        if (!dead || !settings.onDead || error instanceof PushSubscriptionGoneError) return;
        const { id, channel, topic, attempts } = message;
        await enqueueOutbox(tx, await settings.onDead(tx, { id, channel, topic, attempts, lastError }));
      });
    }
    const fields = { outboxId: message.id, topic: message.topic, attempt: message.attempts, error: lastError };
    if (retryAt) log.warn("delivery failed, will retry", { ...fields, retryAt: retryAt.toISOString() });
    else log.error("delivery failed for good", { ...fields, maxAttempts: MAX_ATTEMPTS });
  }

  return async function processOutboxOnce(now = new Date(), limit = BATCH_SIZE) {
    const batch = await claimOutboxBatch(db, limit, now, lease.leaseMs);
    if (batch.length === 0) return 0;
    // The pass's clock: `now` (tests move it) advanced by the time the pass has taken.
    const started = performance.now();
    const clock = () => new Date(now.getTime() + (performance.now() - started));
    const waiting = new Map(batch.map((message) => [message.id, message]));
    // The lease we last wrote for the messages still ours: while more than half of it is left,
    // nobody else can have claimed them (a claim needs the lease to have passed), so there is no
    // need to ask the database before each message.
    let heldUntil = now.getTime() + lease.leaseMs;
    let held = new Set(waiting.keys());
    const renew = async () => {
      const until = clock().getTime() + lease.leaseMs;
      held = await extendLeases(db, [...waiting.values()], new Date(until));
      heldUntil = until;
      return held;
    };
    const heartbeat = setInterval(() => {
      renew().catch((error) => log.warn("outbox lease renewal failed", { error }));
    }, lease.heartbeatMs);
    try {
      for (const message of batch) {
        // Our lease may have lapsed (a stalled process, the database out of reach) and another
        // worker may have claimed this message: then it is theirs to send.
        if (clock().getTime() > heldUntil - lease.leaseMs / 2) await renew();
        if (!held.has(message.id)) {
          waiting.delete(message.id);
          log.warn("outbox lease lost, message left to another worker", { outboxId: message.id });
          continue;
        }
        try {
          await deliver(message, now);
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

/** A full batch suggests more are waiting. */
export const BATCH_SIZE = 20;

/**
 * How the worker gives way to requests. PGlite is one connection: every statement of the worker
 * waits behind the requests' transactions and makes them wait in turn, so under a burst the
 * worker delivers between requests rather than after each commit.
 */
export type YieldSettings = {
  /** Whether requests are being served now (the worker then waits for a quiet moment). */
  busy: () => boolean;
  /** How often a waiting worker looks again for a quiet moment. */
  quietMs: number;
  /** The longest a due pass waits for one: under a sustained burst, a batch at least this often. */
  maxDeferMs: number;
};
const NEVER_BUSY: YieldSettings = { busy: () => false, quietMs: 25, maxDeferMs: 1000 };

/**
 * Polls for due messages in the background of every app process; `kick()` asks for a pass at
 * once (right after a commit) so that a new lead is announced within moments. A pass starts when
 * no request is being served, or at the latest `maxDeferMs` after it was asked for; between two
 * batches it gives way again. So messages go out between requests during a burst (at least a
 * batch every `maxDeferMs`), and all of them as soon as it ends.
 */
export function startOutboxWorker(
  process: (now?: Date) => Promise<number>,
  intervalMs: number,
  yielding: YieldSettings = NEVER_BUSY,
) {
  let running = false;
  let stopped = false;
  /** When the pass now awaited was asked for (null: none is). */
  let askedAt: number | null = null;
  let waiting: ReturnType<typeof setTimeout> | undefined;

  function ask() {
    if (stopped) return;
    askedAt ??= Date.now();
    if (!running) startWhenQuiet();
  }
  function startWhenQuiet() {
    if (waiting) clearTimeout(waiting);
    waiting = undefined;
    if (stopped || running || askedAt === null) return;
    if (yielding.busy() && Date.now() - askedAt < yielding.maxDeferMs) {
      waiting = setTimeout(startWhenQuiet, yielding.quietMs);
      return;
    }
    void pass();
  }
  async function pass() {
    running = true;
    try {
      for (;;) {
        askedAt = null;
        // A kick during the batch (a commit after its claim) asks for another one.
        const full = (await process()) >= BATCH_SIZE;
        if (stopped) return;
        if (full) askedAt ??= Date.now();
        if (askedAt === null || yielding.busy()) break;
      }
    } catch (error) {
      noteDatabaseError(error);
      log.error("outbox pass failed", { error });
    } finally {
      running = false;
    }
    startWhenQuiet();
  }
  const timer = setInterval(ask, intervalMs);
  timer.unref();
  return {
    kick: ask,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (waiting) clearTimeout(waiting);
      while (running) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
