import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { afterCursor, CSV_BATCH, csvStream, exportCursorAt } from "~/server/csv-export.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { customerRequests } from "~/server/db/schema/customer-requests";
import type { StaffActor } from "~/server/staff/staff-actor";
import { workingDaysBetween } from "~/server/working-days";
import { COMPLAINT_ACKNOWLEDGE_WORKING_DAYS } from "./kinds/complaint";
import { dueAtOf } from "./request-clock";

const customersTable = alias(users, "customer");
const assignees = alias(users, "assignee");

const EXPORT_COLUMNS = {
  id: customerRequests.id,
  cursorAt: exportCursorAt(customerRequests.createdAt),
  reference: customerRequests.reference,
  kind: customerRequests.kind,
  status: customerRequests.status,
  channel: customerRequests.channel,
  createdAt: customerRequests.createdAt,
  customerName: sql<string>`coalesce(${customersTable.name}, ${customerRequests.submitterName}, '')`,
  customerEmail: sql<string>`coalesce(${customersTable.email}, ${customerRequests.submitterEmail}, '')`,
  contractReference: contracts.reference,
  assigneeName: assignees.name,
  dueAt: customerRequests.dueAt,
  acknowledgeDueAt: customerRequests.acknowledgeDueAt,
  acknowledgedAt: customerRequests.acknowledgedAt,
  answeredAt: customerRequests.answeredAt,
  closedAt: customerRequests.closedAt,
  outcome: customerRequests.outcome,
  refusalReason: customerRequests.refusalReason,
  details: customerRequests.details,
};
export type ExportedRequest = {
  id: string;
  /** The row's place in the export (csv-export.server.ts). */
  cursorAt: string;
  reference: string;
  kind: (typeof customerRequests.$inferSelect)["kind"];
  status: (typeof customerRequests.$inferSelect)["status"];
  channel: (typeof customerRequests.$inferSelect)["channel"];
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  contractReference: string | null;
  assigneeName: string | null;
  dueAt: Date | null;
  acknowledgeDueAt: Date | null;
  acknowledgedAt: Date | null;
  answeredAt: Date | null;
  closedAt: Date | null;
  outcome: (typeof customerRequests.$inferSelect)["outcome"];
  refusalReason: string | null;
  details: Record<string, unknown>;
};

export type RequestExport = {
  /** Which requests (the inbox's filters, or every complaint for the register). */
  where: SQL[];
  /** What the audit log says of this bulk read. */
  audit: { action: "request.export" | "complaint.register"; details: Record<string, unknown> };
  headers: string[];
  /** One line of the file, in the reader's words. */
  cells: (row: ExportedRequest) => Array<string | number | null>;
};

/**
 * Requests as CSV, streamed: UTF-8 with a BOM and `;` (French Excel), rows read in batches along
 * (created_at, id), oldest first, so 100,000 requests never sit in memory. The bulk read is
 * audited before the first byte goes out. What customers and strangers typed is written as text,
 * never as a formula a spreadsheet would run (csv-cells.ts).
 */
export async function exportRequestsCsv(db: Database, actor: StaffActor, options: RequestExport) {
  await db.transaction(async (tx) => {
    await recordStaffAction(tx, actor, { action: options.audit.action, details: options.audit.details });
  });
  return csvStream({
    headers: options.headers,
    read: (after): Promise<ExportedRequest[]> =>
      db
        .select(EXPORT_COLUMNS)
        .from(customerRequests)
        .leftJoin(customersTable, eq(customersTable.id, customerRequests.customerId))
        .leftJoin(contracts, eq(contracts.id, customerRequests.contractId))
        .leftJoin(assignees, eq(assignees.id, customerRequests.assignedTo))
        .where(and(...options.where, afterCursor(customerRequests, after)))
        .orderBy(asc(customerRequests.createdAt), asc(customerRequests.id))
        .limit(CSV_BATCH),
    cells: options.cells,
  });
}

/** Every complaint, for the register the broker keeps (ACPR 2022-R-01). */
export const COMPLAINTS_ONLY: SQL[] = [eq(customerRequests.kind, "complaint")];

const DAY_MS = 86_400_000;

/**
 * One complaint as the register records it: what it is about on one line, when it was
 * acknowledged and finally answered (the answer that closed it), and the delays against the two
 * clocks — the acknowledgement in working days, the answer in calendar days.
 */
export function complaintRegisterEntry(row: ExportedRequest) {
  const text = String(row.details.text ?? "")
    .replace(/\s+/g, " ")
    .trim();
  const answeredAt = row.status === "done" || row.status === "refused" ? row.closedAt : null;
  const acknowledgeDelay = row.acknowledgedAt ? workingDaysBetween(row.createdAt, row.acknowledgedAt) : null;
  return {
    subject: text.length > 120 ? `${text.slice(0, 119)}…` : text,
    contractReference:
      row.contractReference ?? (row.details.contractReference ? String(row.details.contractReference) : null),
    acknowledgedAt: row.acknowledgedAt,
    acknowledgeDelay,
    acknowledgedInTime: acknowledgeDelay === null ? null : acknowledgeDelay <= COMPLAINT_ACKNOWLEDGE_WORKING_DAYS,
    answeredAt,
    answerDelayDays: answeredAt ? Math.floor((answeredAt.getTime() - row.createdAt.getTime()) / DAY_MS) : null,
    answeredInTime: answeredAt ? answeredAt <= (row.dueAt ?? dueAtOf("complaint", row.createdAt)) : null,
  };
}
