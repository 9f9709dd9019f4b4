import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { z } from "zod";
import { isCalendarDay } from "~/forms/calendar-day";
import { queryOf } from "~/forms/form-reader";
import type { Database } from "~/server/db/client.server";
import { staffAuditLog } from "~/server/db/schema/audit";

export const JOURNAL_PAGE_SIZE = 50;

// The date fields' one reading (z.iso.date() takes year 0000, which no journal holds).
const day = z.string().refine(isCalendarDay);

/** The journal's filters, from the address (so a view can be shared); bad values are a 400. */
export const JournalFiltersSchema = z.object({
  actor: z.email().max(254).optional(),
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

const PARIS_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** A UTC instant for a calendar day (plus some days) at midnight, years 1 to 99 included (Date.UTC reads them as 19xx). */
function utcMidnight(isoDay: string, plusDays: number) {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return new Date(0).setUTCFullYear(year, month - 1, day + plusDays);
}

/**
 * Paris days: the dates an admin types are French calendar days. The offset is what Paris's
 * clock read minus UTC at that moment, to the second: before 1911 Paris kept its mean solar time
 * (+0:09:21), which an offset in whole minutes or hours cannot write (it made an Invalid Date, a
 * 500, for `?from=1900-01-01`).
 */
export function parisMidnight(isoDay: string, plusDays = 0) {
  const utc = utcMidnight(isoDay, plusDays);
  const parts = Object.fromEntries(PARIS_CLOCK.formatToParts(new Date(utc)).map((part) => [part.type, part.value]));
  const clock = new Date(0).setUTCFullYear(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  const offset = clock + ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 - utc;
  return new Date(utc - offset);
}

/**
 * No entry is older than 1970, and Paris midnight on 1 January of year 1 is still in 1 BC, which
 * PostgreSQL cannot read from an ISO string: earlier bounds read as 1970 and select the same rows.
 */
const sinceEpoch = (instant: Date) => new Date(Math.max(instant.getTime(), 0));

export async function readJournal(db: Database, filters: JournalFilters) {
  const where: SQL[] = [];
  if (filters.actor) where.push(eq(staffAuditLog.actorEmail, filters.actor.toLowerCase()));
  if (filters.action) where.push(eq(staffAuditLog.action, filters.action));
  if (filters.from) where.push(gte(staffAuditLog.at, sinceEpoch(parisMidnight(filters.from))));
  if (filters.to) where.push(lt(staffAuditLog.at, sinceEpoch(parisMidnight(filters.to, 1))));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffAuditLog)
      .where(condition)
      .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
      .limit(JOURNAL_PAGE_SIZE)
      .offset((filters.page - 1) * JOURNAL_PAGE_SIZE),
    db.select({ value: count() }).from(staffAuditLog).where(condition),
  ]);
  const entries = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action,
    target: row.targetType ? `${row.targetType}${row.targetId ? ` ${row.targetId}` : ""}` : "",
    details: Object.entries(row.details).map(
      ([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`,
    ),
    ip: row.ip,
  }));
  const totalCount = total?.value ?? 0;
  return { entries, total: totalCount, pages: Math.max(1, Math.ceil(totalCount / JOURNAL_PAGE_SIZE)) };
}

/** The actions recorded so far, for the filter's list. */
export async function journalActions(db: Database) {
  const rows = await db
    .selectDistinct({ action: staffAuditLog.action })
    .from(staffAuditLog)
    .orderBy(staffAuditLog.action);
  return rows.map((row) => row.action);
}
