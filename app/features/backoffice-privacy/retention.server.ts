import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import {
  listRetentionPurges,
  PROSPECT_YEARS,
  type RetentionReport,
  retentionDryRun,
} from "~/server/privacy/retention.server";

export type RetentionData = {
  report: RetentionReport;
  prospectYears: number;
  customerYears: number;
  purges: Array<{ id: string; ranAt: string; counts: Record<string, number> }>;
};

/** What the next purge would erase now (nothing is touched), and the kept log of past purges. */
export async function loadRetention(): Promise<RetentionData> {
  const db = await getDb();
  return {
    report: await retentionDryRun(db),
    prospectYears: PROSPECT_YEARS,
    customerYears: env().CUSTOMER_RETENTION_YEARS,
    purges: (await listRetentionPurges(db)).map((row) => ({
      id: row.id,
      ranAt: row.ranAt.toISOString(),
      counts: row.counts,
    })),
  };
}
