import { data, type RouterContextProvider } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { monthlyReport } from "~/server/commissions/reconciliation.server";
import { CSV_BATCH, csvResponse, csvStream } from "~/server/csv-export.server";
import { getDb } from "~/server/db/index.server";
import { staffActorOf } from "~/server/staff/staff-actor";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

/**
 * The month's report as CSV through the one export writer (csv-export.server.ts: `;`, a BOM,
 * formula-safe cells): per insurer and line of insurance, expected, received, difference and
 * the count of each state. A month is a few hundred lines at most: read in one batch.
 */
export async function commissionsReportResponse(request: Request, context: Readonly<RouterContextProvider>) {
  const month = queryOf(request.url).get("mois") ?? "";
  if (!MONTH.test(month)) throw data({ error: "badMonth" }, { status: 400 });
  const { t } = requestLanguage(context);
  const db = await getDb();
  const report = await monthlyReport(db, `${month}-01`);
  const now = new Date();
  const rows = report.flatMap((entry, i) =>
    entry.lines.map((line, j) => ({ id: `${i}-${j}`, cursorAt: now.toISOString(), insurer: entry.insurer, ...line })),
  );
  await recordStaffAction(db, staffActorOf(context), {
    action: "commission.export",
    details: { month, lines: rows.length },
  });
  const statuses = ["matched", "noRate", "shortPaid", "overpaid", "missing", "unknown"] as const;
  const stream = csvStream({
    headers: [
      t("commissions.month"),
      t("commissions.report.columns.insurer"),
      t("commissions.report.columns.line"),
      t("commissions.report.columns.expected"),
      t("commissions.report.columns.paid"),
      t("commissions.report.columns.difference"),
      ...statuses.map((status) => t(`commissions.reconciliation.status.${status}`)),
    ],
    read: async (after) => (after === null ? rows.slice(0, CSV_BATCH * 10) : []),
    cells: (row) => [
      month,
      row.insurer,
      row.productLine ? t(`commissions.lines.${row.productLine}`) : t("commissions.report.unknownLine"),
      euros(row.expectedCents),
      euros(row.paidCents),
      euros(row.differenceCents),
      ...statuses.map((status) => row.counts[status]),
    ],
  });
  return csvResponse(stream, `commissions-${month}`, now);
}
