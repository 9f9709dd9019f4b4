import type { Database } from "../db/client.server";
import type { CommissionRates } from "./reconciliation";

/**
 * The commission rates of each contract's product, from the broker's catalogue (issue 42's
 * `commissionRates`). Until a contract is linked to a catalogue product, its line of insurance's
 * usual rates stand in, so that the expected amount is never silently zero.
 */
export const USUAL_RATES: Record<string, CommissionRates> = {
  vehicle: { firstYearBps: 1_500, followingYearsBps: 1_000 },
  health: { firstYearBps: 2_000, followingYearsBps: 1_000 },
  borrower: { firstYearBps: 3_000, followingYearsBps: 1_000 },
  home: { firstYearBps: 1_500, followingYearsBps: 1_000 },
  provident: { firstYearBps: 2_500, followingYearsBps: 1_000 },
  liability: { firstYearBps: 1_500, followingYearsBps: 1_000 },
};

export async function commissionRatesOf(
  _db: Database,
  rows: ReadonlyArray<{ id: string; productLine: string; product: string }>,
): Promise<Map<string, CommissionRates>> {
  return new Map(
    rows.flatMap((row) => {
      const rates = USUAL_RATES[row.productLine];
      return rates ? [[row.id, rates] as const] : [];
    }),
  );
}
