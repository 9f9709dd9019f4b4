import { and, asc, eq } from "drizzle-orm";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { afterCursor, CSV_BATCH, csvStream, exportCursorAt } from "~/server/csv-export.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { leads } from "~/server/db/schema/leads";
import type { LeadFilters } from "~/server/leads/lead-pipeline";
import type { StaffActor } from "~/server/staff/staff-actor";
import { filterConditions, leadSourceExpression } from "./lead-conditions.server";

export const CSV_SEPARATORS = { semicolon: ";", comma: "," } as const;
export type CsvSeparator = keyof typeof CSV_SEPARATORS;

export type CsvColumn = { key: string; header: string };

/**
 * The filtered list as CSV, streamed: UTF-8 with a BOM (Excel then reads the accents), `;` by
 * default (French Excel) or `,`. Rows are read in batches along (created_at, id), so 100,000 leads
 * never sit in memory. The bulk read is audited before the first byte goes out. Names come from
 * public forms: a cell that a spreadsheet would run as a formula is written as text.
 */
export async function exportLeadsCsv(
  db: Database,
  actor: StaffActor,
  options: { filters: LeadFilters; separator: CsvSeparator; headers: string[]; labels: (row: ExportRow) => ExportRow },
  now = new Date(),
): Promise<ReadableStream<Uint8Array>> {
  const { page: _page, size: _size, sort: _sort, ...asked } = options.filters;
  await db.transaction(async (tx) => {
    await recordStaffAction(tx, actor, {
      action: "lead.export",
      details: { filters: asked, separator: options.separator },
    });
  });
  const conditions = filterConditions(options.filters, now);
  return csvStream({
    delimiter: CSV_SEPARATORS[options.separator],
    headers: options.headers,
    read: (after): Promise<ExportRow[]> =>
      db
        .select(EXPORT_COLUMNS)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assignedTo))
        .where(and(...conditions, afterCursor(leads, after)))
        .orderBy(asc(leads.createdAt), asc(leads.id))
        .limit(CSV_BATCH),
    cells: (row) => toRecord(options.labels(row)),
  });
}

export const EXPORT_COLUMNS = {
  id: leads.id,
  cursorAt: exportCursorAt(leads.createdAt),
  reference: leads.reference,
  createdAt: leads.createdAt,
  product: leads.product,
  status: leads.status,
  lastName: leads.lastName,
  firstName: leads.firstName,
  company: leads.company,
  email: leads.email,
  phone: leads.phone,
  callbackConsent: leads.callbackConsent,
  adviser: users.name,
  source: leadSourceExpression,
  firstContactedAt: leads.firstContactedAt,
  lostReason: leads.lostReason,
};
export type ExportRow = {
  id: string;
  /** The row's place in the export (csv-export.server.ts). */
  cursorAt: string;
  reference: string;
  createdAt: Date;
  product: string;
  status: string;
  lastName: string;
  firstName: string | null;
  company: string | null;
  email: string;
  phone: string;
  callbackConsent: boolean;
  adviser: string | null;
  source: string;
  firstContactedAt: Date | null;
  lostReason: string | null;
};

function toRecord(row: ExportRow) {
  return [
    row.reference,
    row.createdAt.toISOString(),
    row.product,
    row.status,
    row.lastName,
    row.firstName ?? "",
    row.company ?? "",
    row.email,
    row.phone,
    row.callbackConsent ? "1" : "0",
    row.adviser ?? "",
    row.source,
    row.firstContactedAt?.toISOString() ?? "",
    row.lostReason ?? "",
  ];
}
