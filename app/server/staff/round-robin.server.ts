import { and, asc, eq, gt } from "drizzle-orm";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { backofficeSettings } from "~/server/db/schema/lead-activity";
import type { StaffActor } from "./staff-actor";
import { ACTIVE_ADVISER, activeAdvisers } from "./staff-directory.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

/** Each queue whose new items go to the active advisers in turn, with its settings row. */
export const ROUND_ROBIN_QUEUES = { leads: "leads.roundRobin", requests: "requests.roundRobin" } as const;
export type RoundRobinQueue = keyof typeof ROUND_ROBIN_QUEUES;

type RoundRobin = { enabled: boolean; lastAdviserId: string | null };

async function roundRobinRow(db: Executor, queue: RoundRobinQueue, lock: boolean): Promise<RoundRobin> {
  const key = ROUND_ROBIN_QUEUES[queue];
  await db
    .insert(backofficeSettings)
    .values({ key, value: { enabled: true, lastAdviserId: null } })
    .onConflictDoNothing();
  const query = db
    .select({ value: backofficeSettings.value })
    .from(backofficeSettings)
    .where(eq(backofficeSettings.key, key));
  const [row] = await (lock ? query.for("update") : query);
  const value = (row?.value ?? {}) as Partial<RoundRobin>;
  return { enabled: value.enabled !== false, lastAdviserId: value.lastAdviserId ?? null };
}

export async function roundRobinEnabled(db: Database, queue: RoundRobinQueue) {
  return (await roundRobinRow(db, queue, false)).enabled;
}

/** Turns a queue's round-robin on or off (admins). */
export async function setRoundRobin(db: Database, actor: StaffActor, queue: RoundRobinQueue, enabled: boolean) {
  await db.transaction(async (tx) => {
    const current = await roundRobinRow(tx, queue, true);
    await tx
      .update(backofficeSettings)
      .set({ value: { ...current, enabled }, updatedAt: new Date() })
      .where(eq(backofficeSettings.key, ROUND_ROBIN_QUEUES[queue]));
    await recordStaffAction(tx, actor, {
      action: "settings.roundRobin",
      details: queue === "leads" ? { enabled } : { enabled, queue },
    });
  });
}

/**
 * The next active adviser in a queue's turn, taken inside the transaction that creates the item.
 * The queue's settings row is locked (FOR UPDATE) while the turn is taken, so two app instances
 * never hand out the same turn: the second waits for the first to commit. Null when the queue's
 * round-robin is off or nobody takes work.
 */
export async function takeTurn(tx: Tx, queue: RoundRobinQueue, now = new Date()) {
  const turn = await roundRobinRow(tx, queue, true);
  if (!turn.enabled) return null;
  const next =
    (
      await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(turn.lastAdviserId ? and(ACTIVE_ADVISER, gt(users.id, turn.lastAdviserId)) : ACTIVE_ADVISER)
        .orderBy(asc(users.id))
        .limit(1)
    )[0] ?? (await activeAdvisers(tx))[0];
  if (!next) return null;
  await tx
    .update(backofficeSettings)
    .set({ value: { ...turn, lastAdviserId: next.id }, updatedAt: now })
    .where(eq(backofficeSettings.key, ROUND_ROBIN_QUEUES[queue]));
  return { id: next.id, name: next.name };
}
