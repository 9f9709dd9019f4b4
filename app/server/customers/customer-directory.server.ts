import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cancellationPendingSql } from "~/server/contracts/active-contracts";
import { parisToday } from "~/server/contracts/contract-dates";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { customerFiles } from "~/server/db/schema/customer-files";
import { customerContactDetails, customerProfiles } from "~/server/db/schema/customers";
import { foldSearch } from "~/server/search-text";
import type { CustomerListFilters } from "./customer-list-filters";

export type CustomerRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  memberSince: string | null;
  activeContracts: number;
  adviser: { id: string; name: string } | null;
  deactivated: boolean;
};

export type CustomerListPage = {
  rows: CustomerRow[];
  total: number;
  /** Under every filter but the contract one: the tabs' counts. */
  counts: { all: number; with: number; without: number };
};

/*
 * Active contracts as the customer's own area counts them (app/server/contracts/active-contracts.ts):
 * the card's stored count of Actif contracts, kept by the database's triggers (migration 0022, an
 * index read), plus the cancellations not yet in effect today, which no stored figure can hold
 * (they stop counting when the day passes): an index read on contracts (customer, status).
 */
const pendingOf = (today: string) =>
  sql`from ${contracts} where ${contracts.customerId} = ${customerFiles.customerId} and ${cancellationPendingSql(today)}`;
const hasActive = (today: string) =>
  sql`(${customerFiles.activeContracts} > 0 or exists (select 1 ${pendingOf(today)}))`;
const activeCount = (today: string) =>
  sql<number>`(${customerFiles.activeContracts} + (select count(*) ${pendingOf(today)}))::int`;
const hasLine = (line: string) =>
  sql`exists (select 1 from ${contracts} where ${contracts.customerId} = ${customerFiles.customerId} and ${contracts.productLine} = ${line})`;

/**
 * Every condition but the contract state: the tabs count under the same filters. Only customers
 * have a card (migration 0022's triggers remove any other account's), so the card alone is the
 * list; `users` is joined only where a condition reads it.
 */
function conditions(filters: CustomerListFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.line) where.push(hasLine(filters.line));
  if (filters.adviser === "none") where.push(isNull(customerFiles.adviserId));
  else if (filters.adviser) where.push(eq(customerFiles.adviserId, filters.adviser));
  if (filters.deactivated) where.push(isNotNull(users.deactivatedAt));
  if (filters.q) {
    const { text, digits } = foldSearch(filters.q);
    const byText = sql`${customerFiles.searchText} like ${`%${text}%`}`;
    where.push(digits ? (or(byText, sql`${customerFiles.searchText} like ${`%${digits}%`}`) as SQL) : byText);
  }
  return where;
}

const contractState = (state: CustomerListFilters["active"], today: string) =>
  state === "with" ? hasActive(today) : state === "without" ? sql`not ${hasActive(today)}` : undefined;

const advisers = alias(users, "adviser");

const ORDER: Record<CustomerListFilters["sort"], SQL[]> = {
  name: [asc(customerFiles.sortName), asc(customerFiles.customerId)],
  newest: [desc(users.createdAt), desc(users.id)],
};

/** One page of customers, with the total and the tabs' counts under the same filters. */
export async function listCustomers(
  db: Database,
  filters: CustomerListFilters,
  now = new Date(),
): Promise<CustomerListPage> {
  const today = parisToday(now);
  const base = conditions(filters);
  const state = contractState(filters.active, today);
  const where = and(...base, ...(state ? [state] : []));
  const counted = db
    .select({
      all: count(),
      with: sql<number>`count(*) filter (where ${hasActive(today)})::int`,
    })
    .from(customerFiles)
    .$dynamic();
  const [rows, [countRow]] = await Promise.all([
    db
      .select({
        id: users.id,
        accountName: users.name,
        firstName: customerProfiles.firstName,
        lastName: customerProfiles.lastName,
        email: users.email,
        phone: customerContactDetails.phone,
        memberSince: customerProfiles.memberSince,
        deactivatedAt: users.deactivatedAt,
        adviserId: customerFiles.adviserId,
        adviserName: advisers.name,
        activeContracts: activeCount(today),
      })
      .from(users)
      .innerJoin(customerFiles, eq(customerFiles.customerId, users.id))
      .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
      .leftJoin(customerContactDetails, eq(customerContactDetails.userId, users.id))
      .leftJoin(advisers, eq(advisers.id, customerFiles.adviserId))
      .where(and(eq(users.role, "customer"), where))
      .orderBy(...ORDER[filters.sort])
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    (filters.deactivated ? counted.innerJoin(users, eq(users.id, customerFiles.customerId)) : counted).where(
      and(...base),
    ),
  ]);
  const all = countRow?.all ?? 0;
  const withActive = Number(countRow?.with ?? 0);
  const counts = { all, with: withActive, without: all - withActive };
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.firstName ? `${row.firstName} ${row.lastName}` : row.accountName,
      email: row.email,
      phone: row.phone,
      memberSince: row.memberSince,
      activeContracts: Number(row.activeContracts),
      adviser: row.adviserId && row.adviserName ? { id: row.adviserId, name: row.adviserName } : null,
      deactivated: row.deactivatedAt != null,
    })),
    total: filters.active ? counts[filters.active] : counts.all,
    counts,
  };
}
