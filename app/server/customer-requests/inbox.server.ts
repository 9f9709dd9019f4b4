import { and, asc, count, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import {
  CUSTOMER_REQUEST_KINDS,
  CUSTOMER_REQUEST_STATUSES,
  type CustomerRequestKind,
  type CustomerRequestStatus,
  customerRequests,
} from "~/server/db/schema/customer-requests";
import { foldSearch } from "~/server/search-text";
import { clockOf, OPEN_REQUEST_STATUSES, type RequestClock } from "./request-clock";

export const INBOX_PAGE_SIZES = [25, 50, 100] as const;
export const INBOX_SEARCH_MAX = 100;
export const INBOX_SORTS = ["due", "newest", "oldest"] as const;

/** The inbox's filters as they stand in the URL; `status: "open"` is received or taken in hand. */
export type InboxFilters = {
  q?: string;
  kind?: CustomerRequestKind;
  status?: CustomerRequestStatus | "open";
  /** A member of staff's id, or "none" for requests nobody holds. */
  assignee?: string;
  overdue?: boolean;
  unread?: boolean;
  sort: (typeof INBOX_SORTS)[number];
  page: number;
  pageSize: (typeof INBOX_PAGE_SIZES)[number];
};

export type InboxRow = {
  id: string;
  reference: string;
  kind: CustomerRequestKind;
  status: CustomerRequestStatus;
  customer: { id: string; name: string };
  contractReference: string | null;
  assignee: { id: string; name: string } | null;
  createdAt: string;
  clock: RequestClock;
  /** The customer wrote (sent it, replied) since staff last opened it. */
  unread: boolean;
  version: number;
};

export type InboxPage = {
  rows: InboxRow[];
  total: number;
  counts: Record<CustomerRequestStatus | "all" | "open", number>;
  overdue: number;
};

/** Reads the filters from a URL's query, dropping what is not one of ours (a hand-edited URL is no error). */
export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
    value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  const q = params.get("q")?.trim().slice(0, INBOX_SEARCH_MAX) || undefined;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const size = Number.parseInt(params.get("taille") ?? "", 10);
  const assignee = params.get("conseiller")?.trim();
  return {
    q,
    kind: pick(params.get("type"), CUSTOMER_REQUEST_KINDS),
    status: pick(params.get("statut"), [...CUSTOMER_REQUEST_STATUSES, "open"] as const),
    assignee: assignee && /^[\w-]{1,64}$/.test(assignee) ? assignee : undefined,
    overdue: params.get("retard") === "1" || undefined,
    unread: params.get("nonlus") === "1" || undefined,
    sort: pick(params.get("tri"), INBOX_SORTS) ?? "due",
    page: Number.isSafeInteger(page) && page > 0 && page < 100_000 ? page : 1,
    pageSize: pick(String(size), INBOX_PAGE_SIZES.map(String)) ? (size as InboxFilters["pageSize"]) : 25,
  };
}

/** The filters as a query string (empty values left out), for links that change one of them. */
export function inboxQuery(filters: Partial<InboxFilters>, changes: Partial<InboxFilters> = {}) {
  const merged = { ...filters, ...changes };
  const query = new URLSearchParams();
  if (merged.q) query.set("q", merged.q);
  if (merged.kind) query.set("type", merged.kind);
  if (merged.status) query.set("statut", merged.status);
  if (merged.assignee) query.set("conseiller", merged.assignee);
  if (merged.overdue) query.set("retard", "1");
  if (merged.unread) query.set("nonlus", "1");
  if (merged.sort && merged.sort !== "due") query.set("tri", merged.sort);
  if (merged.pageSize && merged.pageSize !== 25) query.set("taille", String(merged.pageSize));
  if (merged.page && merged.page > 1) query.set("page", String(merged.page));
  const search = query.toString();
  return search ? `?${search}` : "";
}

const OPEN = sql`${customerRequests.status} in ('sent', 'in_progress')`;
const overdueAt = (now: Date) => and(OPEN, sql`${customerRequests.dueAt} < ${now}`) as SQL;
const UNREAD = or(
  isNull(customerRequests.staffSeenAt),
  gt(customerRequests.customerActivityAt, customerRequests.staffSeenAt),
) as SQL;

/** Every condition but the status: the counts per status are taken under the same filters. */
function conditions(filters: InboxFilters, now: Date): SQL[] {
  const where: SQL[] = [];
  if (filters.kind) where.push(eq(customerRequests.kind, filters.kind));
  if (filters.assignee === "none") where.push(isNull(customerRequests.assignedTo));
  else if (filters.assignee) where.push(eq(customerRequests.assignedTo, filters.assignee));
  if (filters.overdue) where.push(overdueAt(now));
  if (filters.unread) where.push(UNREAD);
  if (filters.q) where.push(sql`${customerRequests.searchText} like ${`%${foldSearch(filters.q).text}%`}`);
  return where;
}

function statusCondition(status: InboxFilters["status"]) {
  if (!status) return undefined;
  return status === "open" ? OPEN : eq(customerRequests.status, status);
}

const ORDER: Record<InboxFilters["sort"], SQL[]> = {
  // The most urgent first: open requests by their due time, then the closed ones, newest first.
  due: [
    sql`case when ${OPEN} then 0 else 1 end`,
    sql`case when ${OPEN} then ${customerRequests.dueAt} end asc nulls last`,
    desc(customerRequests.createdAt),
    desc(customerRequests.id),
  ],
  newest: [desc(customerRequests.createdAt), desc(customerRequests.id)],
  oldest: [asc(customerRequests.createdAt), asc(customerRequests.id)],
};

const customersTable = alias(users, "customer");
const assignees = alias(users, "assignee");

/** One page of the inbox, with the total and the counts per status under the same filters. */
export async function listInbox(db: Database, filters: InboxFilters, now = new Date()): Promise<InboxPage> {
  const base = conditions(filters, now);
  const status = statusCondition(filters.status);
  const where = and(...base, ...(status ? [status] : []));
  const [rows, countRows, [overdueRow]] = await Promise.all([
    db
      .select({
        id: customerRequests.id,
        reference: customerRequests.reference,
        kind: customerRequests.kind,
        status: customerRequests.status,
        customerId: customerRequests.customerId,
        customerName: customersTable.name,
        contractReference: contracts.reference,
        assigneeId: customerRequests.assignedTo,
        assigneeName: assignees.name,
        createdAt: customerRequests.createdAt,
        dueAt: customerRequests.dueAt,
        unread: sql<boolean>`${UNREAD}`,
        version: customerRequests.version,
      })
      .from(customerRequests)
      .innerJoin(customersTable, eq(customersTable.id, customerRequests.customerId))
      .leftJoin(contracts, eq(contracts.id, customerRequests.contractId))
      .leftJoin(assignees, eq(assignees.id, customerRequests.assignedTo))
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db
      .select({ status: customerRequests.status, count: count() })
      .from(customerRequests)
      .where(base.length ? and(...base) : undefined)
      .groupBy(customerRequests.status),
    db
      .select({ count: count() })
      .from(customerRequests)
      .where(and(...base, overdueAt(now))),
  ]);
  const counts = { all: 0, open: 0, sent: 0, in_progress: 0, done: 0, refused: 0 };
  for (const row of countRows) {
    counts[row.status] = row.count;
    counts.all += row.count;
    if ((OPEN_REQUEST_STATUSES as readonly string[]).includes(row.status)) counts.open += row.count;
  }
  return {
    rows: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      kind: row.kind,
      status: row.status,
      customer: { id: row.customerId, name: row.customerName },
      contractReference: row.contractReference,
      assignee: row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
      createdAt: row.createdAt.toISOString(),
      clock: clockOf(row, now),
      unread: Boolean(row.unread),
      version: row.version,
    })),
    total: filters.status === "open" ? counts.open : filters.status ? counts[filters.status] : counts.all,
    counts,
    overdue: overdueRow?.count ?? 0,
  };
}

/** Requests waiting for staff: open and not yet read since the customer last wrote (the navigation's badge). */
export async function unreadInboxCount(db: Database) {
  const [row] = await db.select({ count: count() }).from(customerRequests).where(and(OPEN, UNREAD));
  return row?.count ?? 0;
}
