import { and, asc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { contracts } from "../db/schema/customer-area";
import { commissionRatesOf } from "./commission-rates.server";
import {
  type ContractForCommission,
  type ReconciliationRow,
  type ReportLine,
  reconcile,
  reportByLine,
} from "./reconciliation";
import { referenceKey } from "./statement-mapping";
import { statementLinesFor } from "./statements.server";

/** The last day of a month given by its first day. */
const monthEnd = (period: string) => {
  const [y, m] = period.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** An insurer's contracts in force some of the month, with their commission rates from the catalogue. */
async function contractsFor(db: Database, insurers: string[], period: string) {
  if (insurers.length === 0) return [];
  const rows = await db
    .select({
      id: contracts.id,
      insurer: contracts.insurer,
      reference: contracts.reference,
      productLine: contracts.productLine,
      product: contracts.product,
      monthlyPremiumCents: contracts.monthlyPremiumCents,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
    })
    .from(contracts)
    .where(
      and(
        inArray(contracts.insurer, insurers),
        lte(contracts.startDate, monthEnd(period)),
        or(isNull(contracts.endDate), gte(contracts.endDate, period)),
      ),
    )
    .orderBy(asc(contracts.reference));
  const rates = await commissionRatesOf(db, rows);
  return rows.map((row): ContractForCommission & { insurer: string } => ({
    id: row.id,
    insurer: row.insurer,
    reference: row.reference,
    referenceKey: referenceKey(row.reference),
    productLine: row.productLine,
    monthlyPremiumCents: row.monthlyPremiumCents,
    startDate: row.startDate,
    endDate: row.endDate,
    rates: rates.get(row.id) ?? null,
  }));
}

/** One insurer's month, reconciled: the view's rows, problems first. */
export async function reconcileMonth(db: Database, insurer: string, period: string): Promise<ReconciliationRow[]> {
  const [ours, lines] = await Promise.all([
    contractsFor(db, [insurer], period),
    statementLinesFor(db, [insurer], period),
  ]);
  return reconcile(ours, lines, period);
}

export type InsurerReport = { insurer: string; lines: ReportLine[] };

/** The month's report: every insurer with a contract in force or a statement line, per line of insurance. */
export async function monthlyReport(db: Database, period: string): Promise<InsurerReport[]> {
  const names = (await db.selectDistinct({ insurer: contracts.insurer }).from(contracts)).map((row) => row.insurer);
  const [ours, lines] = await Promise.all([contractsFor(db, names, period), statementLinesFor(db, names, period)]);
  return names
    .sort((a, b) => a.localeCompare(b))
    .map((insurer) => ({
      insurer,
      lines: reportByLine(
        reconcile(
          ours.filter((contract) => contract.insurer === insurer),
          lines.filter((line) => line.insurer === insurer),
          period,
        ),
      ),
    }))
    .filter((report) => report.lines.length > 0);
}

/** Whether a contract's insurer is the one asked: the reconciliation screen's link checks it. */
export async function contractOfInsurer(db: Database, contractId: string, insurer: string) {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.insurer, insurer)));
  return row !== undefined;
}
