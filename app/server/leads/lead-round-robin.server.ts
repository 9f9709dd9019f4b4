import { and, asc, eq, gt } from "drizzle-orm";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { backofficeSettings } from "~/server/db/schema/lead-activity";
import { leads } from "~/server/db/schema/leads";
import type { StaffActor } from "~/server/staff/staff-actor";
import { ACTIVE_ADVISER, activeAdvisers } from "~/server/staff/staff-directory.server";
import { recordLeadEvent } from "./lead-events.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

const ROUND_ROBIN_KEY = "leads.roundRobin";
type RoundRobin = { enabled: boolean; lastAdviserId: string | null };

async function roundRobinRow(db: Executor, lock: boolean): Promise<RoundRobin> {
  await db
    .insert(backofficeSettings)
    .values({ key: ROUND_ROBIN_KEY, value: { enabled: true, lastAdviserId: null } })
    .onConflictDoNothing();
  const query = db
    .select({ value: backofficeSettings.value })
    .from(backofficeSettings)
    .where(eq(backofficeSettings.key, ROUND_ROBIN_KEY));
  const [row] = await (lock ? query.for("update") : query);
  const value = (row?.value ?? {}) as Partial<RoundRobin>;
  return { enabled: value.enabled !== false, lastAdviserId: value.lastAdviserId ?? null };
}

export async function roundRobinEnabled(db: Database) {
  return (await roundRobinRow(db, false)).enabled;
}

/** Turns round-robin on or off (admins). */
export async function setRoundRobin(db: Database, actor: StaffActor, enabled: boolean) {
  await db.transaction(async (tx) => {
    const current = await roundRobinRow(tx, true);
    await tx
      .update(backofficeSettings)
      .set({ value: { ...current, enabled }, updatedAt: new Date() })
      .where(eq(backofficeSettings.key, ROUND_ROBIN_KEY));
    await recordStaffAction(tx, actor, { action: "settings.roundRobin", details: { enabled } });
  });
}

/**
 * Gives a new lead to the next adviser in turn, inside the transaction that created it. The
 * settings row is locked (FOR UPDATE) while the turn is taken, so two app instances taking leads
 * at once never hand out the same turn: the second waits for the first to commit.
 */
export async function assignByRoundRobin(tx: Tx, leadId: string, now = new Date()) {
  const turn = await roundRobinRow(tx, true);
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
    .where(eq(backofficeSettings.key, ROUND_ROBIN_KEY));
  await tx.update(leads).set({ assignedTo: next.id }).where(eq(leads.id, leadId));
  await recordLeadEvent(
    tx,
    leadId,
    { kind: "assignment", details: { to: next.id, toName: next.name, by: "roundRobin" } },
    now,
  );
  return next;
}
