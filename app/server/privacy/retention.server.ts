import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { parisToday } from "../contracts/contract-dates";
import type { Database } from "../db/client.server";
import { users } from "../db/schema/auth";
import { contracts } from "../db/schema/customer-area";
import { leads } from "../db/schema/leads";
import { legalHolds, retentionPurges } from "../db/schema/privacy";
import { env } from "../env.server";
import { eraseSubject } from "./erasure.server";
import { yearsAfter } from "./erasure-plan.server";

/** The CNIL's reference for prospects: three years after the last contact from them. */
export const PROSPECT_YEARS = 3;

export type RetentionSelection = {
  prospectsBefore: Date;
  customersEndedBefore: string;
  /** Prospects by e-mail (lower case), with how many leads each. */
  prospects: Array<{ email: string; leads: number }>;
  customers: Array<{ id: string; contracts: number }>;
  /** Anonymised records whose legal hold has ended. */
  expiredHolds: Array<{ id: string; recordType: string; recordId: string }>;
};

export type RetentionReport = {
  prospectsBefore: string;
  customersEndedBefore: string;
  counts: { prospects: number; leads: number; customers: number; contracts: number; expiredHolds: number };
};

/**
 * Who is due for the purge at `now`. A prospect is an e-mail no customer account holds, whose
 * newest lead (the last thing that came from them: a form, a callback request, a resubmission
 * merged into the lead) is older than three years; a link they clicked arrived with that form,
 * as its source's last touch, and opened e-mails are not recorded at all. A customer is an
 * account whose contracts have all ended, the last more than CUSTOMER_RETENTION_YEARS ago.
 */
export async function selectForPurge(db: Database, now: Date): Promise<RetentionSelection> {
  const prospectsBefore = new Date(now);
  prospectsBefore.setUTCFullYear(prospectsBefore.getUTCFullYear() - PROSPECT_YEARS);
  const today = parisToday(now);
  const customersEndedBefore = yearsAfter(today, -env().CUSTOMER_RETENTION_YEARS);
  const prospects = await db
    .select({ email: sql<string>`lower(${leads.email})`, leads: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(
        sql`${leads.customerId} is null`,
        sql`${leads.email} not like 'efface-%@anonyme.invalid'`,
        sql`not exists (select 1 from ${users} where lower(${users.email}) = lower(${leads.email}))`,
      ),
    )
    .groupBy(sql`lower(${leads.email})`)
    .having(sql`max(${leads.createdAt}) < ${prospectsBefore.toISOString()}::timestamptz`);
  const customers = await db
    .select({ id: contracts.customerId, contracts: sql<number>`count(*)::int` })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.customerId))
    .where(sql`${users.email} not like 'efface-%@anonyme.invalid'`)
    .groupBy(contracts.customerId)
    .having(
      sql`bool_and(${contracts.endDate} is not null) and max(${contracts.endDate}) < ${customersEndedBefore}::date`,
    );
  const expiredHolds = await db
    .select({ id: legalHolds.id, recordType: legalHolds.recordType, recordId: legalHolds.recordId })
    .from(legalHolds)
    .where(lt(legalHolds.holdUntil, today));
  return { prospectsBefore, customersEndedBefore, prospects, customers, expiredHolds };
}

const reportOf = (selection: RetentionSelection): RetentionReport => ({
  prospectsBefore: selection.prospectsBefore.toISOString(),
  customersEndedBefore: selection.customersEndedBefore,
  counts: {
    prospects: selection.prospects.length,
    leads: selection.prospects.reduce((sum, prospect) => sum + prospect.leads, 0),
    customers: selection.customers.length,
    contracts: selection.customers.reduce((sum, customer) => sum + customer.contracts, 0),
    expiredHolds: selection.expiredHolds.length,
  },
});

/** The dry run the back office shows before the job runs: how many, of what, nothing touched. */
export async function retentionDryRun(db: Database, now = new Date()): Promise<RetentionReport> {
  return reportOf(await selectForPurge(db, now));
}

/**
 * The purge (a daily scheduled job, once across instances): erases each prospect and customer
 * due, deletes what was kept under a legal hold that has ended, and logs the run with its counts
 * (the log is kept; it names nobody). Returns how many people and records it purged.
 */
export async function purgeExpiredData(db: Database, now = new Date()): Promise<number> {
  const selection = await selectForPurge(db, now);
  for (const prospect of selection.prospects)
    await eraseSubject(db, null, { email: prospect.email, phone: null }, { now, follow: false });
  for (const customer of selection.customers) {
    await eraseSubject(db, null, { email: null, phone: null, customerId: customer.id }, { now, follow: false });
  }
  // What an erasure kept anonymised goes once its hold ends (and an anonymised account with it).
  const expired = selection.expiredHolds;
  const contractIds = expired.filter((hold) => hold.recordType === "contract").map((hold) => hold.recordId);
  const leadIds = expired.filter((hold) => hold.recordType === "lead").map((hold) => hold.recordId);
  await db.transaction(async (tx) => {
    if (contractIds.length > 0) {
      const owners = await tx
        .delete(contracts)
        .where(inArray(contracts.id, contractIds))
        .returning({ customerId: contracts.customerId });
      for (const owner of new Set(owners.map((row) => row.customerId))) {
        await tx
          .delete(users)
          .where(
            and(
              eq(users.id, owner),
              sql`${users.email} like 'efface-%@anonyme.invalid'`,
              sql`not exists (select 1 from ${contracts} where ${contracts.customerId} = ${users.id})`,
            ),
          );
      }
    }
    if (leadIds.length > 0) await tx.delete(leads).where(inArray(leads.id, leadIds));
    if (expired.length > 0)
      await tx.delete(legalHolds).where(
        inArray(
          legalHolds.id,
          expired.map((hold) => hold.id),
        ),
      );
    const report = reportOf(selection);
    await tx.insert(retentionPurges).values({
      ranAt: now,
      prospectsBefore: selection.prospectsBefore,
      customersEndedBefore: selection.customersEndedBefore,
      counts: report.counts,
    });
  });
  return selection.prospects.length + selection.customers.length + expired.length;
}

/** The kept log of purges, newest first. */
export async function listRetentionPurges(db: Database, limit = 20) {
  return db.select().from(retentionPurges).orderBy(desc(retentionPurges.ranAt)).limit(limit);
}
