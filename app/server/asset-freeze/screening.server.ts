import { and, asc, count, desc, eq, inArray, or } from "drizzle-orm";
import { type AuditActor, recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database, Transaction as Tx } from "~/server/db/client.server";
import { freezeMatches, freezeScreenings } from "~/server/db/schema/asset-freeze";
import { customerProfiles } from "~/server/db/schema/customers";
import { REASON_MAX } from "~/server/limits";
import { isRecordId } from "~/server/record-ids";
import type { SiteConfig } from "~/server/site-config.server";
import { currentRegister, freezeRefusal } from "./register-import.server";
import {
  personKeyOf,
  type ScreeningResult,
  type ScreeningSubject,
  type ScreeningTrigger,
  screenPeople,
} from "./screen-people.server";

type Executor = Database | Tx;

export { personKeyOf, type ScreeningResult, type ScreeningSubject, type ScreeningTrigger };

/** The statuses that stop a sale: a match not yet decided, or confirmed. */
const BLOCKING = ["pending", "confirmed"] as const;

/**
 * Screens a person against the current register (CMF L562-4) in the caller's transaction: logged
 * whatever the outcome, with the register's version. A possible match becomes a pending decision
 * for the admins (alerted by e-mail) unless one exists for this person and entry already; the
 * customer's id is added to a decision made on their lead.
 */
export async function screenPerson(
  tx: Executor,
  subject: ScreeningSubject,
  context: { trigger: ScreeningTrigger; site: SiteConfig; actorId?: string | null },
  now = new Date(),
): Promise<ScreeningResult> {
  const [result] = await screenPeople(tx, [subject], context, await currentRegister(tx), now);
  return result ?? { outcome: "noRegister", matches: [] };
}

/** Whether any of these matches stops a sale, and why (a confirmed match is told before a pending one). */
function blockingOf(matches: { status: string }[]) {
  if (matches.some((match) => match.status === "confirmed")) return "frozenConfirmed";
  if (matches.some((match) => match.status === "pending")) return "frozenPending";
  return null;
}

/** A screening's verdict for a sale: null when it may go on, else the refusal's code. */
export const saleBlockedBy = (result: ScreeningResult) => blockingOf(result.matches);

/**
 * Refuses (409) when the customer may be a person whose assets are frozen: a possible match not yet
 * cleared by an admin, or one confirmed. For every module that creates a contract or an offer for
 * a customer, inside its own transaction: `await assertNotFrozen(tx, customerId)`. It only reads.
 */
export async function assertNotFrozen(tx: Executor, customerId: string) {
  const blocked = await blockedSaleOf(tx, customerId);
  if (blocked) throw freezeRefusal(409, blocked);
}

/** Why the customer's sales are stopped ("frozenPending", "frozenConfirmed"), or null. */
async function blockedSaleOf(tx: Executor, customerId: string) {
  // The customer's own matches, and those of the person they are (a decision on their lead, or on
  // another account under the same name and birth date).
  const [profile] = await tx
    .select({
      firstName: customerProfiles.firstName,
      lastName: customerProfiles.lastName,
      birthDate: customerProfiles.birthDate,
    })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, customerId));
  const theirs = profile
    ? or(eq(freezeMatches.customerId, customerId), eq(freezeMatches.personKey, personKeyOf(profile)))
    : eq(freezeMatches.customerId, customerId);
  const matches = await tx
    .select({ status: freezeMatches.status })
    .from(freezeMatches)
    .where(and(theirs, inArray(freezeMatches.status, [...BLOCKING])));
  return blockingOf(matches);
}

/**
 * What the customer's page says of the asset-freeze screening: the last one (when, its result,
 * the register's version) and whether their sales are stopped.
 */
export async function freezeStatusOf(db: Executor, customerId: string) {
  const [last] = await db
    .select({ at: freezeScreenings.at, outcome: freezeScreenings.outcome, version: freezeScreenings.registerVersion })
    .from(freezeScreenings)
    .where(eq(freezeScreenings.customerId, customerId))
    .orderBy(desc(freezeScreenings.at))
    .limit(1);
  return { last: last ?? null, blocked: await blockedSaleOf(db, customerId) };
}

export type FreezeDecision = "cleared" | "confirmed";

/** An admin decides a pending match with a reason (500 characters at most); audited. A decided one is 409. */
export async function decideMatch(
  db: Database,
  actor: AuditActor & { id: string },
  input: { matchId: string; decision: string; reason: string },
  now = new Date(),
) {
  const reason = input.reason.trim();
  if (input.decision !== "cleared" && input.decision !== "confirmed") throw freezeRefusal(400, "decision", "decision");
  if (!reason) throw freezeRefusal(400, "reasonRequired", "reason");
  if (reason.length > REASON_MAX) throw freezeRefusal(400, "reasonTooLong", "reason");
  if (!isRecordId(input.matchId)) throw freezeRefusal(404, "matchNotFound");
  await db.transaction(async (tx) => {
    const [match] = await tx.select().from(freezeMatches).where(eq(freezeMatches.id, input.matchId)).for("update");
    if (!match) throw freezeRefusal(404, "matchNotFound");
    if (match.status !== "pending") throw freezeRefusal(409, "alreadyDecided");
    await tx
      .update(freezeMatches)
      .set({ status: input.decision as FreezeDecision, decisionReason: reason, handledBy: actor.id, decidedAt: now })
      .where(eq(freezeMatches.id, match.id));
    await recordStaffAction(tx, actor, {
      action: `freeze.match.${input.decision}`,
      target: match.customerId ? { type: "customer", id: match.customerId } : { type: "freezeMatch", id: match.id },
      details: { matchId: match.id, registryId: match.registryId, reason },
    });
  });
}

/** The matches waiting for an admin, oldest first. */
export async function pendingMatches(db: Executor) {
  return db
    .select()
    .from(freezeMatches)
    .where(eq(freezeMatches.status, "pending"))
    .orderBy(asc(freezeMatches.createdAt));
}

/** The count of matches waiting for an admin: the menu's badge. */
export function pendingMatchesQuery(db: Database) {
  return db.select({ count: count() }).from(freezeMatches).where(eq(freezeMatches.status, "pending"));
}

/** The matches already decided, newest first. */
export async function decidedMatches(db: Executor, limit = 50) {
  return db
    .select()
    .from(freezeMatches)
    .where(inArray(freezeMatches.status, ["cleared", "confirmed"]))
    .orderBy(desc(freezeMatches.decidedAt))
    .limit(limit);
}

export const SCREENING_PAGE_SIZE = 50;

/** The screening log, newest first, a page at a time. */
export async function screeningLog(db: Executor, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(freezeScreenings)
      .orderBy(desc(freezeScreenings.at), desc(freezeScreenings.id))
      .limit(SCREENING_PAGE_SIZE)
      .offset((page - 1) * SCREENING_PAGE_SIZE),
    db.select({ count: count() }).from(freezeScreenings),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** A customer's screenings (their page), newest first. */
export async function screeningsOf(db: Executor, customerId: string) {
  return db
    .select()
    .from(freezeScreenings)
    .where(eq(freezeScreenings.customerId, customerId))
    .orderBy(desc(freezeScreenings.at));
}
