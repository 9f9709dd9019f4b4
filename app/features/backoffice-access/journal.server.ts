import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { isCalendarDay } from "~/forms/calendar-day";
import { queryOf } from "~/forms/form-reader";
import type { Database } from "~/server/db/client.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { leads } from "~/server/db/schema/leads";
import { EMAIL_MAX } from "~/server/limits";
import { parisMidnight, sinceEpoch } from "~/server/paris-days";

export const JOURNAL_PAGE_SIZE = 50;

// The date fields' one reading (z.iso.date() takes year 0000, which no journal holds).
const day = z.string().refine(isCalendarDay);

/** The journal's filters, from the address (so a view can be shared); bad values are a 400. */
export const JournalFiltersSchema = z.object({
  actor: z.email().max(EMAIL_MAX).optional(),
  action: z
    .string()
    .regex(/^[a-z0-9.-]{1,60}$/)
    .optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export type JournalFilters = z.infer<typeof JournalFiltersSchema>;

export function readJournalFilters(url: URL) {
  const raw = Object.fromEntries(
    ["actor", "action", "from", "to", "page"].flatMap((name) => {
      const value = queryOf(url).get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  return JournalFiltersSchema.safeParse(raw);
}

export async function readJournal(db: Database, filters: JournalFilters) {
  const where: SQL[] = [];
  if (filters.actor) where.push(eq(staffAuditLog.actorEmail, filters.actor.toLowerCase()));
  if (filters.action) where.push(eq(staffAuditLog.action, filters.action));
  if (filters.from) where.push(gte(staffAuditLog.at, sinceEpoch(parisMidnight(filters.from))));
  if (filters.to) where.push(lt(staffAuditLog.at, sinceEpoch(parisMidnight(filters.to, 1))));
  const condition = where.length ? and(...where) : undefined;
  // People by name: the one who acted, and the colleague an action was about (an invitation, a
  // deactivation). A deleted account keeps its e-mail in the row.
  const actor = alias(users, "actor");
  const targetUser = alias(users, "target_user");
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: staffAuditLog, actorName: actor.name, targetName: targetUser.name })
      .from(staffAuditLog)
      .leftJoin(actor, eq(actor.id, staffAuditLog.actorId))
      .leftJoin(targetUser, and(eq(staffAuditLog.targetType, "user"), eq(targetUser.id, staffAuditLog.targetId)))
      .where(condition)
      .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
      .limit(JOURNAL_PAGE_SIZE)
      .offset((filters.page - 1) * JOURNAL_PAGE_SIZE),
    db.select({ value: count() }).from(staffAuditLog).where(condition),
  ]);
  const names = await recordNames(
    db,
    rows.flatMap(({ entry }) => [entry.targetId ?? "", ...idsIn(entry.details)]),
  );
  const entries = rows.map(({ entry: row, actorName, targetName }) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorName,
    actorEmail: row.actorEmail,
    action: row.action,
    target: row.targetType
      ? { type: row.targetType, id: row.targetId, name: targetName ?? names[row.targetId ?? ""] ?? null }
      : null,
    details: row.details,
    ip: row.ip,
  }));
  const totalCount = total?.value ?? 0;
  return { entries, names, total: totalCount, pages: Math.max(1, Math.ceil(totalCount / JOURNAL_PAGE_SIZE)) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids a journal entry's details hold (a customer, an adviser, a request), at any depth. */
function idsIn(value: unknown): string[] {
  if (typeof value === "string") return UUID.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(idsIn);
  return [];
}

/**
 * What the ids on a page of the journal name, as a reader knows them (issue 46 item 7): a
 * person by name, a request or a contract by its reference, a lead by its prospect's name;
 * never "Demande 89c53d0b-…".
 */
async function recordNames(db: Database, raw: string[]): Promise<Record<string, string>> {
  const ids = [...new Set(raw.filter((id) => UUID.test(id)))];
  if (ids.length === 0) return {};
  const [people, requests, deals, prospects] = await Promise.all([
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)),
    db
      .select({ id: customerRequests.id, name: customerRequests.reference })
      .from(customerRequests)
      .where(inArray(customerRequests.id, ids)),
    db.select({ id: contracts.id, name: contracts.reference }).from(contracts).where(inArray(contracts.id, ids)),
    db
      .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, reference: leads.reference })
      .from(leads)
      .where(inArray(leads.id, ids)),
  ]);
  return Object.fromEntries([
    ...people.map((row) => [row.id, row.name]),
    ...requests.map((row) => [row.id, row.name]),
    ...deals.map((row) => [row.id, row.name]),
    ...prospects.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(" ") || row.reference]),
  ]);
}

/** Everyone who has acted so far, by name (their e-mail when the account is gone), for the filter's list. */
export async function journalActors(db: Database) {
  const rows = await db
    .selectDistinct({ email: staffAuditLog.actorEmail, name: users.name })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.actorId))
    .orderBy(asc(users.name), asc(staffAuditLog.actorEmail));
  return rows.map((row) => ({ email: row.email, name: row.name ?? row.email }));
}

/** The actions recorded so far, for the filter's list. */
export async function journalActions(db: Database) {
  const rows = await db
    .selectDistinct({ action: staffAuditLog.action })
    .from(staffAuditLog)
    .orderBy(staffAuditLog.action);
  return rows.map((row) => row.action);
}
