import { and, asc, count, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import {
  type CustomerRequestKind,
  type CustomerRequestStatus,
  customerRequests,
} from "~/server/db/schema/customer-requests";
import { foldSearch } from "~/server/search-text";
import type { InboxFilters } from "./inbox-filters";
import { acknowledgeClockOf, clockOf, OPEN_REQUEST_STATUSES, type RequestClock } from "./request-clock";

export type InboxRow = {
  id: string;
  reference: string;
  kind: CustomerRequestKind;
  status: CustomerRequestStatus;
  /** The account, or for a public complaint without one, the name its writer gave (id null). */
  customer: { id: string | null; name: string };
  contractReference: string | null;
  assignee: { id: string; name: string } | null;
  createdAt: string;
  clock: RequestClock;
  /** A complaint's acknowledgement clock (10 working days); null for other kinds. */
  acknowledgeClock: RequestClock | null;
  /** The customer wrote (sent it, replied) since staff last opened it. */
  unread: boolean;
  /** No one on staff has opened it yet: a new request, not a new message (issue 46 item 10). */
  neverOpened: boolean;
  version: number;
};

export type InboxPage = {
  rows: InboxRow[];
  total: number;
  counts: Record<CustomerRequestStatus | "all" | "open", number>;
  overdue: number;
};

const OPEN = sql`${customerRequests.status} in ('sent', 'in_progress')`;
/** Past its answer's due time, or a complaint not acknowledged in time. */
const overdueAt = (now: Date) =>
  and(
    OPEN,
    sql`(${customerRequests.dueAt} < ${now} or (${customerRequests.acknowledgedAt} is null and ${customerRequests.acknowledgeDueAt} < ${now}))`,
  ) as SQL;
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

/** Every filter of the inbox, status included: what the list shows over its pages (the export's rows). */
export function inboxConditions(filters: InboxFilters, now = new Date()): SQL[] {
  const status = statusCondition(filters.status);
  return [...conditions(filters, now), ...(status ? [status] : [])];
}

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
        customerName: sql<string>`coalesce(${customersTable.name}, ${customerRequests.submitterName}, ${customerRequests.submitterEmail}, '')`,
        contractReference: contracts.reference,
        assigneeId: customerRequests.assignedTo,
        assigneeName: assignees.name,
        createdAt: customerRequests.createdAt,
        dueAt: customerRequests.dueAt,
        acknowledgeDueAt: customerRequests.acknowledgeDueAt,
        acknowledgedAt: customerRequests.acknowledgedAt,
        unread: sql<boolean>`${UNREAD}`,
        staffSeenAt: customerRequests.staffSeenAt,
        version: customerRequests.version,
      })
      .from(customerRequests)
      .leftJoin(customersTable, eq(customersTable.id, customerRequests.customerId))
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
      acknowledgeClock: acknowledgeClockOf(row, now),
      unread: Boolean(row.unread),
      neverOpened: row.staffSeenAt === null,
      version: row.version,
    })),
    total: filters.status === "open" ? counts.open : filters.status ? counts[filters.status] : counts.all,
    counts,
    overdue: overdueRow?.count ?? 0,
  };
}

/** Requests waiting for staff: open and not yet read since the customer last wrote (the menu's badge, app/backoffice-badges.server.ts). */
/** The statement counting the open requests nobody has read yet (the menu's badge puts it in its own). */
export function unreadInboxQuery(db: Pick<Database, "select">) {
  return db.select({ count: count() }).from(customerRequests).where(and(OPEN, UNREAD));
}

export async function unreadInboxCount(db: Database) {
  const [row] = await unreadInboxQuery(db);
  return row?.count ?? 0;
}
