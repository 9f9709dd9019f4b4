import { and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
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

/**
 * The same turn as `takeTurn`, as pieces of one statement for an intake that writes everything
 * at once (submit-lead.server.ts). `ensureTurnRowSql` is a CTE for an earlier statement of the
 * transaction (the row then exists, as `takeTurn`'s first insert makes sure); `nextTurnSql`
 * selects the adviser in turn (`id`, `name`), reading the queue's row FOR UPDATE, so two
 * instances never hand out one turn; `advanceTurnSql` moves the turn to them, once `when` holds.
 */
export function ensureTurnRowSql(queue: RoundRobinQueue) {
  return sql`insert into ${backofficeSettings} (key, value)
    values (${ROUND_ROBIN_QUEUES[queue]}, ${JSON.stringify({ enabled: true, lastAdviserId: null })}::jsonb)
    on conflict do nothing`;
}

export function nextTurnSql(queue: RoundRobinQueue, unless: SQL) {
  return sql`with turn as (
      select not coalesce(value -> 'enabled' = 'false'::jsonb, false) as enabled, value ->> 'lastAdviserId' as last
      from ${backofficeSettings} where key = ${ROUND_ROBIN_QUEUES[queue]} and not (${unless})
        -- Nobody to take a turn: no turn to protect, and no lock that would queue every new lead.
        and exists (select 1 from ${users} where ${ACTIVE_ADVISER})
      for update
    )
    select ${users.id} as id, ${users.name} as name from ${users}, turn
    where turn.enabled and ${ACTIVE_ADVISER}
    order by (turn.last is not null and ${users.id} > turn.last) desc, ${users.id}
    limit 1`;
}

export function advanceTurnSql(queue: RoundRobinQueue, next: string, when: SQL, now: Date) {
  return sql`update ${backofficeSettings}
    set value = jsonb_build_object('enabled', true, 'lastAdviserId', next.id), updated_at = ${now.toISOString()}::timestamptz
    from ${sql.identifier(next)} as next
    where key = ${ROUND_ROBIN_QUEUES[queue]} and ${when}`;
}
