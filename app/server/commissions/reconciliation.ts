/**
 * What the broker should have earned against what an insurer paid, per contract and month. Plain
 * data in, plain data out: the service reads contracts, rates and statement lines and shows this.
 */

/** Commission rates in basis points of the premium (1500 = 15 %): first year, following years. */
export type CommissionRates = { firstYearBps: number; followingYearsBps: number };

export type ContractForCommission = {
  id: string;
  reference: string;
  referenceKey: string;
  productLine: string;
  monthlyPremiumCents: number;
  startDate: string;
  endDate: string | null;
  /** Null when the catalogue has no rates for its product: the expected amount is unknown. */
  rates: CommissionRates | null;
};

/** Whether a month (its first day, YYYY-MM-01) is in the contract's first year or a following one. */
export function contractYearOf(startDate: string, period: string): "first" | "following" {
  const [sy, sm] = startDate.split("-").map(Number) as [number, number];
  const [py, pm] = period.split("-").map(Number) as [number, number];
  return (py - sy) * 12 + (pm - sm) < 12 ? "first" : "following";
}

/** Whether the contract was in force for some of the month. */
export function coversMonth(contract: Pick<ContractForCommission, "startDate" | "endDate">, period: string): boolean {
  const monthEnd = lastDayOf(period);
  return contract.startDate <= monthEnd && (contract.endDate === null || contract.endDate >= period);
}

function lastDayOf(period: string): string {
  const [y, m] = period.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The commission expected for a contract's month: its premium × the year's rate, to the cent. */
export function expectedCommissionCents(contract: ContractForCommission, period: string): number | null {
  if (!contract.rates) return null;
  const bps =
    contractYearOf(contract.startDate, period) === "first"
      ? contract.rates.firstYearBps
      : contract.rates.followingYearsBps;
  return Math.round((contract.monthlyPremiumCents * bps) / 10_000);
}

export type PaidLine = { referenceKey: string; reference: string; period: string; commissionCents: number };

/** From fine to worst, so that the view lists the worst first; "noRate": paid, but the catalogue has no rate to check it by. */
export const RECONCILIATION_STATUSES = ["matched", "noRate", "shortPaid", "overpaid", "missing", "unknown"] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

export type ReconciliationRow = {
  status: ReconciliationStatus;
  reference: string;
  contractId: string | null;
  productLine: string | null;
  period: string;
  expectedCents: number | null;
  paidCents: number;
  /** Paid minus expected (null when nothing was expected or known). */
  differenceCents: number | null;
};

/** A cent either way is rounding, not a debt. */
export const TOLERANCE_CENTS = 1;

/**
 * One insurer's month: every contract of theirs in force that month is expected, every line of
 * their statements for that month is paid; lines are summed per contract (adjustments), a line
 * naming no contract of theirs is unknown, a contract without a line is missing.
 */
export function reconcile(
  contracts: readonly ContractForCommission[],
  lines: readonly PaidLine[],
  period: string,
): ReconciliationRow[] {
  const paid = new Map<string, { cents: number; reference: string }>();
  for (const line of lines) {
    if (line.period !== period) continue;
    const sum = paid.get(line.referenceKey);
    paid.set(line.referenceKey, { cents: (sum?.cents ?? 0) + line.commissionCents, reference: line.reference });
  }
  const rows: ReconciliationRow[] = [];
  const known = new Set<string>();
  for (const contract of contracts) {
    known.add(contract.referenceKey);
    const received = paid.get(contract.referenceKey);
    if (!coversMonth(contract, period) && !received) continue;
    const expected = coversMonth(contract, period) ? expectedCommissionCents(contract, period) : 0;
    const paidCents = received?.cents ?? 0;
    const difference = expected === null ? null : paidCents - expected;
    const status: ReconciliationStatus = !received
      ? "missing"
      : difference === null
        ? "noRate"
        : Math.abs(difference) <= TOLERANCE_CENTS
          ? "matched"
          : difference < 0
            ? "shortPaid"
            : "overpaid";
    rows.push({
      status,
      reference: contract.reference,
      contractId: contract.id,
      productLine: contract.productLine,
      period,
      expectedCents: expected,
      paidCents,
      differenceCents: difference,
    });
  }
  for (const [key, received] of paid) {
    if (known.has(key)) continue;
    rows.push({
      status: "unknown",
      reference: received.reference,
      contractId: null,
      productLine: null,
      period,
      expectedCents: null,
      paidCents: received.cents,
      differenceCents: null,
    });
  }
  const order = (row: ReconciliationRow) => RECONCILIATION_STATUSES.indexOf(row.status);
  return rows.sort((a, b) => order(b) - order(a) || a.reference.localeCompare(b.reference));
}

export type ReportLine = {
  productLine: string | null;
  expectedCents: number;
  paidCents: number;
  differenceCents: number;
  counts: Record<ReconciliationStatus, number>;
};

/** The month's report for one insurer: totals per line of insurance (unknown lines apart). */
export function reportByLine(rows: readonly ReconciliationRow[]): ReportLine[] {
  const byLine = new Map<string | null, ReportLine>();
  for (const row of rows) {
    const line = byLine.get(row.productLine) ?? {
      productLine: row.productLine,
      expectedCents: 0,
      paidCents: 0,
      differenceCents: 0,
      counts: { matched: 0, noRate: 0, shortPaid: 0, overpaid: 0, missing: 0, unknown: 0 },
    };
    line.expectedCents += row.expectedCents ?? 0;
    line.paidCents += row.paidCents;
    line.differenceCents = line.paidCents - line.expectedCents;
    line.counts[row.status] += 1;
    byLine.set(row.productLine, line);
  }
  // Unknown lines (no line of insurance) last.
  return [...byLine.values()].sort((a, b) =>
    a.productLine === null ? 1 : b.productLine === null ? -1 : a.productLine.localeCompare(b.productLine),
  );
}
