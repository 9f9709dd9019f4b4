import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { type Database, preparedByShape } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { leads } from "~/server/db/schema/leads";
import {
  LEAD_STATUSES,
  type LeadFilters,
  type LeadStatus,
  PAGE_SIZES,
  type PromiseState,
  promiseState,
} from "~/server/leads/lead-pipeline";
import { filterConditions, overdueCondition, shapedConditions } from "./lead-conditions.server";

export type LeadRow = {
  id: string;
  reference: string;
  product: string;
  status: LeadStatus;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  callbackConsent: boolean;
  adviser: { id: string; name: string } | null;
  createdAt: string;
  version: number;
  promise: PromiseState;
};

export type LeadPage = {
  rows: LeadRow[];
  total: number;
  counts: Record<LeadStatus | "all", number>;
  overdue: number;
};

const ORDER: Record<LeadFilters["sort"], SQL[]> = {
  newest: [desc(leads.createdAt), desc(leads.id)],
  oldest: [asc(leads.createdAt), asc(leads.id)],
  // The most urgent first: uncontacted open leads by age, then the rest, newest first.
  due: [
    sql`case when ${leads.firstContactedAt} is null and ${leads.status} in ('new', 'contacted', 'quoted') then 0 else 1 end`,
    sql`case when ${leads.firstContactedAt} is null then ${leads.createdAt} end asc`,
    desc(leads.createdAt),
  ],
  name: [asc(sql`lower(${leads.lastName})`), asc(sql`lower(coalesce(${leads.firstName}, ''))`), desc(leads.createdAt)],
  status: [
    sql`array_position(array['new','contacted','quoted','offerSent','won','lost']::text[], ${leads.status})`,
    desc(leads.createdAt),
  ],
};

export const LIST_COLUMNS = {
  id: leads.id,
  reference: leads.reference,
  product: leads.product,
  status: leads.status,
  firstName: leads.firstName,
  lastName: leads.lastName,
  company: leads.company,
  email: leads.email,
  phone: leads.phone,
  callbackConsent: leads.callbackConsent,
  assignedTo: leads.assignedTo,
  adviserName: users.name,
  createdAt: leads.createdAt,
  firstContactedAt: leads.firstContactedAt,
  version: leads.version,
};

type ListRecord = {
  id: string;
  reference: string;
  product: string;
  status: LeadStatus;
  firstName: string | null;
  lastName: string;
  company: string | null;
  email: string;
  phone: string;
  callbackConsent: boolean;
  assignedTo: string | null;
  adviserName: string | null;
  createdAt: Date;
  firstContactedAt: Date | null;
  version: number;
};

export function toLeadRow(row: ListRecord, now: Date): LeadRow {
  return {
    id: row.id,
    reference: row.reference,
    product: row.product,
    status: row.status,
    name: [row.firstName, row.lastName].filter(Boolean).join(" "),
    company: row.company,
    email: row.email,
    phone: row.phone,
    callbackConsent: row.callbackConsent,
    adviser: row.assignedTo ? { id: row.assignedTo, name: row.adviserName ?? "" } : null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    promise: promiseState(row, now),
  };
}

const pageStatement = preparedByShape("leads_page");
const countsStatement = preparedByShape("leads_counts");

/** One page of the list, the total under the filters, and the count of each status under the others. */
export async function listLeads(db: Database, filters: LeadFilters, now = new Date()): Promise<LeadPage> {
  const page = shapedConditions(filters, now);
  const firstPage = filters.page === 1 && (PAGE_SIZES as readonly number[]).includes(filters.size);
  // The tabs' counts (every status, under the other filters) and the overdue count (under all
  // filters but "overdue" itself) in one pass: each status's rows, and how many of them are late.
  const counted = shapedConditions({ ...filters, overdue: undefined }, now, { withStatus: false });
  const late = overdueCondition(now, counted.bind);
  const lateCount = () => sql<number>`count(*) filter (where ${late})`.mapWith(Number);
  const [rows, statusCounts] = await Promise.all([
    pageStatement(db, `${filters.sort}|${firstPage ? filters.size : "n"}|${page.key}`, () => {
      const query = db
        .select(LIST_COLUMNS)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assignedTo))
        .where(and(...page.conditions))
        .orderBy(...ORDER[filters.sort]);
      // The first page's size written out: PostgreSQL keeps a generic plan only if its estimate
      // is no dearer than the plans made with the values, and a limit given as a parameter is
      // taken as a tenth of the table, so the list was planned again on every page (330 against
      // 32 µs a run on PGlite). Sizes are three; later pages, rarer, keep their parameters.
      return firstPage
        ? query.limit(sql.raw(String(filters.size)) as unknown as number)
        : query.limit(sql.placeholder("limit")).offset(sql.placeholder("offset"));
    }).execute({ ...page.values, limit: filters.size, offset: (filters.page - 1) * filters.size }),
    countsStatement(db, `${filters.overdue ? "late" : "all"}|${counted.key}`, () =>
      db
        .select({ status: leads.status, n: filters.overdue ? lateCount() : count(), late: lateCount() })
        .from(leads)
        .where(and(...counted.conditions))
        .groupBy(leads.status),
    ).execute(counted.values),
  ]);
  const counts = Object.fromEntries([...LEAD_STATUSES, "all"].map((s) => [s, 0])) as LeadPage["counts"];
  let overdue = 0;
  for (const { status, n, late } of statusCounts) {
    counts[status] = Number(n);
    counts.all += Number(n);
    if (!filters.status || filters.status === status) overdue += Number(late);
  }
  const total = filters.status ? counts[filters.status] : counts.all;
  return { rows: rows.map((row) => toLeadRow(row, now)), total, counts, overdue };
}

/** The board: open leads and the latest closed ones, per column, under the same filters. */
export async function boardLeads(db: Database, filters: LeadFilters, now = new Date(), perColumn = 50) {
  const columns = await Promise.all(
    LEAD_STATUSES.map(async (status) => {
      const rows = await db
        .select(LIST_COLUMNS)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assignedTo))
        .where(and(...filterConditions({ ...filters, status }, now)))
        .orderBy(...ORDER[status === "won" || status === "lost" ? "newest" : "due"])
        .limit(perColumn);
      const [total] = await db
        .select({ n: count() })
        .from(leads)
        .where(and(...filterConditions({ ...filters, status }, now)));
      return { status, total: Number(total?.n ?? 0), rows: rows.map((row) => toLeadRow(row, now)) };
    }),
  );
  return columns;
}
