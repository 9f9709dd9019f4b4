import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema/outbox";
import { log } from "../logger.server";
import { createMailer, type EmailMessage, type MailSettings } from "./email.server";
import { MAX_ATTEMPTS, nextAttemptAt } from "./retry-schedule";
import { sendWebhook, type WebhookTarget } from "./webhook.server";

export type OutboxMessage =
  | { channel: "email"; topic: string; payload: EmailMessage }
  | { channel: "webhook"; topic: string; payload: { event: Record<string, unknown> } };

type Executor = Pick<Database, "insert">;

/** Writes messages in the caller's transaction: they exist if and only if the record does. */
export async function enqueueOutbox(tx: Executor, messages: OutboxMessage[]) {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(messages.map((m) => ({ channel: m.channel, topic: m.topic, payload: m.payload })));
}

export type ClaimedMessage = typeof outbox.$inferSelect;

/** A claimed message stays ours this long; past it (we crashed), another worker may take it. */
const LEASE_MS = 5 * 60_000;

/**
 * Takes up to `limit` due messages for this worker. Rows locked by another worker's claim are
 * skipped, and the claim marks them "sending" with a lease, so no two workers get the same one.
 */
export async function claimOutboxBatch(db: Database, limit: number, now = new Date()): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  const leaseEnd = new Date(now.getTime() + LEASE_MS).toISOString();
  const result = (await db.execute(sql`
    update ${outbox}
    set status = 'sending', attempts = ${outbox.attempts} + 1, locked_until = ${leaseEnd}::timestamptz
    where ${outbox.id} in (
      select id from ${outbox}
      -- The caller's clock has millisecond precision and PostgreSQL's microsecond: a message
      -- written within the same millisecond as \`now\` is due too (else a pass right after the
      -- commit could miss it until the next poll).
      where (status = 'pending' and next_attempt_at < ${at}::timestamptz + interval '1 millisecond')
         or (status = 'sending' and locked_until < ${at}::timestamptz)
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, channel, topic, payload, status, attempts, next_attempt_at as "nextAttemptAt",
              locked_until as "lockedUntil", last_error as "lastError", created_at as "createdAt", sent_at as "sentAt"
  `)) as unknown as { rows: ClaimedMessage[] };
  return result.rows;
}

export type DeliverySettings = { mail: MailSettings; webhook?: WebhookTarget };

/** One pass: claim, deliver, record the outcome. Returns how many messages were handled. */
export function createOutboxProcessor(db: Database, settings: DeliverySettings) {
  const sendEmail = createMailer(db, settings.mail);

  async function deliver(message: ClaimedMessage, now: Date) {
    if (message.channel === "email") return sendEmail(message.payload as EmailMessage, message.id);
    if (!settings.webhook) throw new Error("no webhook URL configured");
    return sendWebhook(settings.webhook, message.id, (message.payload as { event: unknown }).event, now);
  }

  return async function processOutboxOnce(now = new Date(), limit = 20) {
    const batch = await claimOutboxBatch(db, limit, now);
    const delivered: string[] = [];
    for (const message of batch) {
      try {
        await deliver(message, now);
        delivered.push(message.id);
      } catch (error) {
        const retryAt = nextAttemptAt(message.attempts, now);
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        await db
          .update(outbox)
          .set(
            retryAt
              ? { status: "pending", nextAttemptAt: retryAt, lockedUntil: null, lastError }
              : { status: "dead", lockedUntil: null, lastError },
          )
          .where(eq(outbox.id, message.id));
        const fields = { outboxId: message.id, topic: message.topic, attempt: message.attempts, error: lastError };
        if (retryAt) log.warn("delivery failed, will retry", { ...fields, retryAt: retryAt.toISOString() });
        else log.error("delivery failed for good", { ...fields, maxAttempts: MAX_ATTEMPTS });
      }
    }
    // One statement for the whole batch's successes.
    if (delivered.length > 0) {
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(and(inArray(outbox.id, delivered), eq(outbox.status, "sending")));
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
