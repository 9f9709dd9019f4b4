import { eq, type SQL, sql } from "drizzle-orm";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { type Database, preparedQuery, queryRows, type Transaction } from "~/server/db/client.server";
import { referenceCopy } from "~/server/db/reference-copies.server";
import { users } from "~/server/db/schema/auth";
import { backofficeSettings, leadTurns, requestTurns } from "~/server/db/schema/lead-activity";
import type { StaffActor } from "./staff-actor";
import { ACTIVE_ADVISER } from "./staff-directory.server";

/** Each queue whose new items go to the active advisers in turn, with its settings row. */
export const ROUND_ROBIN_QUEUES = { leads: "leads.roundRobin", requests: "requests.roundRobin" } as const;
export type RoundRobinQueue = keyof typeof ROUND_ROBIN_QUEUES;

type RoundRobin = { enabled: boolean };

const TURNS = { leads: leadTurns, requests: requestTurns } as const;

// The back office's settings, a handful of rows, kept as one copy per process: the leads list
// and the inbox read them on every page (db/reference-copies.server.ts).
const allSettings = preparedQuery("backoffice_settings", (db) =>
  db.select({ key: backofficeSettings.key, value: backofficeSettings.value }).from(backofficeSettings),
);
const settingsCopy = referenceCopy(
  async (db: Database) => new Map((await allSettings(db).execute()).map((row) => [row.key, row.value])),
);

/** A queue's settings as stored; a queue never set is on. */
const roundRobinOf = (row: { value: unknown } | undefined): RoundRobin => ({
  enabled: (row?.value as Partial<RoundRobin> | undefined)?.enabled !== false,
});

/** Whether a queue's new items go to the advisers in turn. */
export async function roundRobinEnabled(db: Database, queue: RoundRobinQueue) {
  const settings = await settingsCopy(db);
  const key = ROUND_ROBIN_QUEUES[queue];
  return roundRobinOf(settings.has(key) ? { value: settings.get(key) } : undefined).enabled;
}

/** A queue's settings, its row made if missing and locked until the transaction ends. */
async function lockedRoundRobin(tx: Transaction, queue: RoundRobinQueue): Promise<RoundRobin> {
  const key = ROUND_ROBIN_QUEUES[queue];
  await tx
    .insert(backofficeSettings)
    .values({ key, value: { enabled: true } })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ value: backofficeSettings.value })
    .from(backofficeSettings)
    .where(eq(backofficeSettings.key, key))
    .for("update");
  return roundRobinOf(row);
}

/** Turns a queue's round-robin on or off (admins). */
export async function setRoundRobin(db: Database, actor: StaffActor, queue: RoundRobinQueue, enabled: boolean) {
  await db.transaction(async (tx) => {
    const current = await lockedRoundRobin(tx, queue);
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
 * The next active adviser in a queue's turn (`id`, `name`), as a statement or a CTE of the one
 * that creates the item: the advisers in a stable order (by id), and the queue's next turn number
 * taken modulo their count. The number comes from a sequence, so two instances never hand out the
 * same turn and nothing is locked until the item commits (issue 29). No row when the queue's
 * round-robin is off, when nobody takes work (no number is drawn then), or when `unless` holds.
 */
export function nextTurnSql(queue: RoundRobinQueue, unless: SQL = sql`false`) {
  const turns = TURNS[queue];
  return sql`with advisers as (
      select ${users.id} as id, ${users.name} as name,
        row_number() over (order by ${users.id}) - 1 as place, count(*) over () as advisers
      from ${users} where ${ACTIVE_ADVISER}
    ), turn as (
      select nextval(${`"${turns.schema ?? "public"}"."${turns.seqName}"`}::regclass) as number
      where not (${unless}) and exists (select 1 from advisers)
        and not coalesce((select value -> 'enabled' = 'false'::jsonb from ${backofficeSettings}
          where key = ${ROUND_ROBIN_QUEUES[queue]}), false)
    )
    select advisers.id, advisers.name from advisers, turn where advisers.place = turn.number % advisers.advisers`;
}

/** The adviser whose turn it is in `queue`, inside the transaction that creates the item; null if none. */
export async function takeTurn(tx: Transaction, queue: RoundRobinQueue) {
  const [next] = await queryRows<{ id: string; name: string }>(tx as unknown as Database, nextTurnSql(queue));
  return next ?? null;
}
