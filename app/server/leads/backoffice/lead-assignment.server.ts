import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { accounts, users } from "~/server/db/schema/auth";
import { backofficeSettings, leadEvents } from "~/server/db/schema/lead-activity";
import { leads } from "~/server/db/schema/leads";
import { LeadActionError, type StaffActor } from "./staff-actor";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

const ROUND_ROBIN_KEY = "leads.roundRobin";
type RoundRobin = { enabled: boolean; lastAdviserId: string | null };

/**
 * Has chosen a password: an invited colleague who has not opened the invitation cannot sign in,
 * so a lead given to them would wait unseen (issue 27).
 */
const HAS_PASSWORD = sql`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.providerId} = 'credential' and ${accounts.password} is not null)`;

/** An adviser who takes leads: not deactivated (docs/decisions/0018), and able to sign in. */
const ACTIVE_ADVISER = and(eq(users.role, "adviser"), isNull(users.deactivatedAt), HAS_PASSWORD);
/** Who may hold a lead: an adviser or an admin, active and able to sign in. */
const MAY_HOLD_LEADS = and(sql`${users.role} in ('adviser', 'admin')`, isNull(users.deactivatedAt), HAS_PASSWORD);

/** Advisers who take leads, in a stable order. */
export async function activeAdvisers(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(ACTIVE_ADVISER)
    .orderBy(asc(users.id));
}

/** Everyone who may hold a lead (advisers and admins), for the list's filter and the assign menu. */
export async function assignableStaff(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(MAY_HOLD_LEADS)
    .orderBy(asc(users.name));
}

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
  await tx.insert(leadEvents).values({
    leadId,
    at: now,
    kind: "assignment",
    details: { to: next.id, toName: next.name, by: "roundRobin" },
  });
  return next;
}

/** Assigns a lead by hand (or unassigns it with null). */
export async function assignLead(
  db: Database,
  actor: StaffActor,
  input: { leadId: string; adviserId: string | null; version?: number },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ assignedTo: leads.assignedTo, version: leads.version })
      .from(leads)
      .where(eq(leads.id, input.leadId))
      .for("update");
    if (!lead) throw new LeadActionError(404, "notFound");
    if (input.version !== undefined && input.version !== lead.version) throw new LeadActionError(409, "stale");
    let adviserName: string | null = null;
    if (input.adviserId) {
      const [adviser] = await tx
        .select({ name: users.name, mayHold: sql<boolean>`${MAY_HOLD_LEADS}` })
        .from(users)
        .where(and(eq(users.id, input.adviserId), sql`${users.role} in ('adviser', 'admin')`));
      if (!adviser) throw new LeadActionError(400, "unknownAdviser");
      if (!adviser.mayHold) throw new LeadActionError(400, "adviserUnavailable");
      adviserName = adviser.name;
    }
    if (lead.assignedTo === input.adviserId) return;
    await tx
      .update(leads)
      .set({ assignedTo: input.adviserId, version: sql`${leads.version} + 1`, updatedAt: now })
      .where(eq(leads.id, input.leadId));
    await tx.insert(leadEvents).values({
      leadId: input.leadId,
      at: now,
      actorId: actor.id,
      actorName: actor.name,
      kind: "assignment",
      details: { from: lead.assignedTo, to: input.adviserId, toName: adviserName, by: "hand" },
    });
    await recordStaffAction(tx, actor, {
      action: "lead.assign",
      target: { type: "lead", id: input.leadId },
      details: { from: lead.assignedTo, to: input.adviserId },
    });
  });
}
