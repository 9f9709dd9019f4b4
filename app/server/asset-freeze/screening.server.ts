import { createHash } from "node:crypto";
import { and, arrayOverlaps, asc, count, desc, eq, inArray, or } from "drizzle-orm";
import { DEFAULT_LANG } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { STAFF_PATHS } from "~/paths/backoffice";
import { type AuditActor, recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database, Transaction as Tx } from "~/server/db/client.server";
import {
  type FREEZE_SCREENING_TRIGGERS,
  freezeMatches,
  freezeRegisterEntries,
  freezeScreenings,
} from "~/server/db/schema/asset-freeze";
import { customerProfiles } from "~/server/db/schema/customers";
import { REASON_MAX } from "~/server/limits";
import { blockEmail } from "~/server/mail/block-email";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import { isRecordId } from "~/server/record-ids";
import type { SiteConfig } from "~/server/site-config.server";
import { activeAdmins } from "~/server/staff/staff-directory.server";
import { nameWords, type ScreenedPerson, screenAgainst } from "./name-matching";
import { currentRegister, freezeRefusal } from "./register-import.server";

type Executor = Database | Tx;

export type ScreeningTrigger = (typeof FREEZE_SCREENING_TRIGGERS)[number];

/** Whom a screening is about: a customer, a prospect being converted, or both once converted. */
export type ScreeningSubject = ScreenedPerson & { customerId?: string | null; leadId?: string | null };

/** The statuses that stop a sale: a match not yet decided, or confirmed. */
const BLOCKING = ["pending", "confirmed"] as const;

/**
 * A person's key for decisions: the digest of their name's words (sorted: order does not matter)
 * and birth date, so an admin's decision on the prospect still holds for the customer they become,
 * and no name is stored in the key.
 */
export function personKeyOf(person: ScreenedPerson) {
  const words = nameWords(`${person.firstName} ${person.lastName}`).sort().join(" ");
  return createHash("sha256")
    .update(`${words}|${person.birthDate ?? ""}`)
    .digest("hex");
}

/**
 * The admins' alert: a possible match waits for their decision. It names nobody (an e-mail goes
 * where it goes; the screen, behind the admins' sign-in, shows who).
 */
async function alertAdmins(tx: Executor, site: SiteConfig) {
  const admins = await activeAdmins(tx);
  const t = createTranslator(DEFAULT_LANG);
  const brand = site.brandName;
  const link = `${site.siteUrl.replace(/\/$/, "")}${STAFF_PATHS.assetFreeze}`;
  await enqueueOutbox(
    tx,
    admins.map((admin) => ({
      channel: "email" as const,
      topic: "freeze.match",
      payload: blockEmail({
        to: admin.email,
        lang: DEFAULT_LANG,
        brand,
        subject: t("emails.freezeMatch.subject"),
        title: t("emails.freezeMatch.title"),
        footer: t("emails.freezeMatch.footer", { brand }),
        blocks: [
          { paragraph: t("emails.freezeMatch.greeting", { name: admin.name }) },
          { paragraph: t("emails.freezeMatch.intro") },
          { button: t("emails.freezeMatch.button"), href: link, text: link },
        ],
      }),
    })),
  );
}

export type ScreeningResult = {
  outcome: "clear" | "possibleMatch" | "noRegister";
  /** The matches found, with their decisions (a new one is pending). */
  matches: { id: string; status: string; registryId: number }[];
};

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
  const screenedName = `${subject.firstName} ${subject.lastName}`.trim();
  const base = {
    at: now,
    customerId: subject.customerId ?? null,
    leadId: subject.leadId ?? null,
    screenedName,
    birthDate: subject.birthDate,
    trigger: context.trigger,
    actorId: context.actorId ?? null,
  };
  const register = await currentRegister(tx);
  if (!register) {
    await tx.insert(freezeScreenings).values({ ...base, outcome: "noRegister" });
    return { outcome: "noRegister", matches: [] };
  }
  const words = nameWords(screenedName);
  const candidates =
    words.length === 0
      ? []
      : await tx
          .select()
          .from(freezeRegisterEntries)
          .where(
            and(eq(freezeRegisterEntries.versionId, register.id), arrayOverlaps(freezeRegisterEntries.words, words)),
          );
  const hits = screenAgainst(subject, candidates);
  const personKey = personKeyOf(subject);
  const matches: ScreeningResult["matches"] = [];
  let fresh = 0;
  for (const { entry, reason } of hits) {
    const row = candidates.find((candidate) => candidate.registryId === entry.registryId);
    const [known] = await tx
      .select()
      .from(freezeMatches)
      .where(and(eq(freezeMatches.personKey, personKey), eq(freezeMatches.registryId, entry.registryId)));
    if (known) {
      if (subject.customerId && !known.customerId) {
        await tx.update(freezeMatches).set({ customerId: subject.customerId }).where(eq(freezeMatches.id, known.id));
      }
      matches.push({ id: known.id, status: known.status, registryId: known.registryId });
      continue;
    }
    const [created] = await tx
      .insert(freezeMatches)
      .values({
        personKey,
        customerId: subject.customerId ?? null,
        leadId: subject.leadId ?? null,
        personName: screenedName,
        birthDate: subject.birthDate,
        registryId: entry.registryId,
        entryName: row?.displayName ?? "",
        registerVersion: register.version,
        reason,
        createdAt: now,
      })
      // Two screenings of the same person at once: the second finds the first's row.
      .onConflictDoNothing({ target: [freezeMatches.personKey, freezeMatches.registryId] })
      .returning({ id: freezeMatches.id });
    if (created) {
      fresh++;
      matches.push({ id: created.id, status: "pending", registryId: entry.registryId });
      continue;
    }
    const [raced] = await tx
      .select()
      .from(freezeMatches)
      .where(and(eq(freezeMatches.personKey, personKey), eq(freezeMatches.registryId, entry.registryId)));
    if (raced) matches.push({ id: raced.id, status: raced.status, registryId: raced.registryId });
  }
  const outcome = hits.length > 0 ? "possibleMatch" : "clear";
  await tx.insert(freezeScreenings).values({
    ...base,
    versionId: register.id,
    registerVersion: register.version,
    outcome,
    matchedRegistryIds: hits.map((hit) => hit.entry.registryId),
  });
  if (fresh > 0) await alertAdmins(tx, context.site);
  return { outcome, matches };
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
