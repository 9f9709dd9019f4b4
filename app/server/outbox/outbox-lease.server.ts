import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema/outbox";

export type ClaimedMessage = typeof outbox.$inferSelect;

/**
 * A claimed message stays ours this long without news from us; past it (we crashed), another
 * worker may take it. Short, so that after a kill -9 messages go out again within a minute; a
 * delivery that takes longer (a slow SMTP server) keeps its claim with a heartbeat.
 */
export const LEASE_MS = 30_000;
/** The heartbeat's period: a third of the lease, so one late beat never loses the claim. */
export const HEARTBEAT_MS = LEASE_MS / 3;

/**
 * Takes up to `limit` due messages for this worker. Rows locked by another worker's claim are
 * skipped, and the claim marks them "sending" with a lease, so no two workers get the same one.
 * `attempts` grows with every claim: (id, attempts) names one claim, and every later write of
 * ours is fenced by it, so a worker that lost its lease can no longer touch the message.
 */
export async function claimOutboxBatch(
  db: Database,
  limit: number,
  now = new Date(),
  leaseMs = LEASE_MS,
): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
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

/** The condition "this claim of ours still holds": same attempt, still sending. */
export function stillOurs(message: Pick<ClaimedMessage, "id" | "attempts">) {
  return and(eq(outbox.id, message.id), eq(outbox.attempts, message.attempts), eq(outbox.status, "sending"));
}

/**
 * Pushes the lease of the messages still ours to `until`; returns the ids we still hold (a
 * message whose lease lapsed and that another worker claimed is no longer among them, and its
 * new claim is left alone).
 */
export async function extendLeases(db: Database, held: ClaimedMessage[], until: Date): Promise<Set<string>> {
  if (held.length === 0) return new Set();
  const rows = await db
    .update(outbox)
    .set({ lockedUntil: until })
    .where(or(...held.map(stillOurs)))
    .returning({ id: outbox.id });
  return new Set(rows.map((row) => row.id));
}
