import { and, eq, gte, isNull, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import { leads } from "~/server/db/schema/leads";
import { CALLBACK_PROMISE_MS, foldSearch, type LeadFilters } from "~/server/leads/lead-pipeline";

/**
 * Where a lead came from, in one word for filters and the dashboard: "referral" (a customer's
 * code), its UTM source (lower case, last touch first), "referrer" (a link from another site)
 * or "direct".
 */
export const leadSourceExpression = sql<string>`case
  when ${leads.source}->>'referralCode' is not null then 'referral'
  when coalesce(${leads.source}->'lastTouch'->'utm'->>'source', ${leads.source}->'firstTouch'->'utm'->>'source') is not null
    then lower(coalesce(${leads.source}->'lastTouch'->'utm'->>'source', ${leads.source}->'firstTouch'->'utm'->>'source'))
  when ${leads.source}->>'referrer' is not null then 'referrer'
  else 'direct' end`;

/** Not contacted, still open, and past the 24-hour promise. */
export function overdueCondition(now: Date): SQL {
  return and(
    isNull(leads.firstContactedAt),
    notInArray(leads.status, ["won", "lost"]),
    lt(leads.createdAt, new Date(now.getTime() - CALLBACK_PROMISE_MS)),
  ) as SQL;
}

/** The list's filters as SQL, all but the status (the per-status counts leave it out). */
export function filterConditions(filters: LeadFilters, now: Date, { withStatus = true } = {}): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) {
    const { text, digits } = foldSearch(filters.q);
    const byText = sql`${leads.searchText} like ${`%${text}%`}`;
    conditions.push(digits ? (or(byText, sql`${leads.searchText} like ${`%${digits}%`}`) as SQL) : byText);
  }
  if (filters.product) conditions.push(eq(leads.product, filters.product));
  if (withStatus && filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.adviser === "none") conditions.push(isNull(leads.assignedTo));
  else if (filters.adviser) conditions.push(eq(leads.assignedTo, filters.adviser));
  // Days are the broker's days (Paris), whatever the server's time zone.
  if (filters.from) conditions.push(gte(leads.createdAt, parisMidnight(filters.from)));
  if (filters.to) conditions.push(lt(leads.createdAt, parisMidnight(filters.to, 1)));
  if (filters.source) conditions.push(sql`${leadSourceExpression} = ${filters.source.toLowerCase()}`);
  if (filters.overdue) conditions.push(overdueCondition(now));
  return conditions;
}

/** Midnight in Paris on a day (plus some days), as an instant. */
export function parisMidnight(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d + plusDays);
  // Paris is UTC+1 or UTC+2: find the offset the city had at that moment.
  const probe = new Date(utc);
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hourCycle: "h23" })
    .formatToParts(probe)
    .find((p) => p.type === "hour");
  const offsetHours = Number(parts?.value ?? 1);
  return new Date(utc - offsetHours * 3600_000);
}
