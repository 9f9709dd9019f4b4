import { and, eq, gte, isNull, lt, or, type Placeholder, type SQL, sql } from "drizzle-orm";
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

/**
 * Where a condition's value goes: the value itself, or (for a statement built once per shape,
 * lead-list.server.ts) a placeholder named for it while the value is kept aside. Every condition
 * binds at least one name, so the names bound tell a statement's shape.
 */
export type Bind = <T extends string | Date>(name: string, value: T) => T | Placeholder;
const asValue: Bind = (_name, value) => value;

/** Not contacted, still open, and past the 24-hour promise. */
export function overdueCondition(now: Date, bind: Bind = asValue): SQL {
  return and(
    isNull(leads.firstContactedAt),
    // Written out, not as parameters: a prepared statement's generic plan can then use the
    // partial index made for this (leads_uncontacted_idx), whose predicate names them.
    sql`${leads.status} not in ('won', 'lost')`,
    lt(leads.createdAt, bind("lateBefore", new Date(now.getTime() - CALLBACK_PROMISE_MS))),
  ) as SQL;
}

/** The list's filters as SQL, all but the status (the per-status counts leave it out). */
export function filterConditions(
  filters: LeadFilters,
  now: Date,
  { withStatus = true, bind = asValue }: { withStatus?: boolean; bind?: Bind } = {},
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) {
    const { text, digits } = foldSearch(filters.q);
    const byText = sql`${leads.searchText} like ${bind("text", `%${text}%`)}`;
    conditions.push(
      digits ? (or(byText, sql`${leads.searchText} like ${bind("digits", `%${digits}%`)}`) as SQL) : byText,
    );
  }
  if (filters.product) conditions.push(eq(leads.product, bind("product", filters.product)));
  if (withStatus && filters.status) conditions.push(eq(leads.status, bind("status", filters.status)));
  if (filters.adviser === "none") {
    // No value to bind: named all the same, so that a shape's key tells this condition apart.
    bind("unassigned", "none");
    conditions.push(isNull(leads.assignedTo));
  } else if (filters.adviser) conditions.push(eq(leads.assignedTo, bind("adviser", filters.adviser)));
  // Days are the broker's days (Paris), whatever the server's time zone.
  if (filters.from) conditions.push(gte(leads.createdAt, bind("from", parisMidnight(filters.from))));
  if (filters.to) conditions.push(lt(leads.createdAt, bind("to", parisMidnight(filters.to, 1))));
  if (filters.source) conditions.push(sql`${leadSourceExpression} = ${bind("source", filters.source.toLowerCase())}`);
  if (filters.overdue) conditions.push(overdueCondition(now, bind));
  return conditions;
}

/**
 * The filters' conditions with placeholders where their values go, those values, and what tells
 * the shape apart: the names bound, in order (each condition binds its own), for a statement
 * built once per shape (lead-list.server.ts); `bind` binds more values the same way.
 */
export function shapedConditions(filters: LeadFilters, now: Date, options: { withStatus?: boolean } = {}) {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const conditions = filterConditions(filters, now, { ...options, bind });
  return { conditions, values, key: Object.keys(values).join(","), bind };
}
