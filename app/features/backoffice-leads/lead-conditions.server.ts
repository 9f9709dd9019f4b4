import { and, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { leads } from "~/server/db/schema/leads";
import { CALLBACK_PROMISE_MS, foldSearch, type LeadFilters } from "~/server/leads/lead-pipeline";
import { parisMidnight } from "~/server/paris-days";

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
    // Written out, not as parameters: a prepared statement's generic plan can then use the
    // partial index made for this (leads_uncontacted_idx), whose predicate names them.
    sql`${leads.status} not in ('won', 'lost')`,
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
