import type { RouterContextProvider } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { inboxConditions } from "~/server/customer-requests/inbox.server";
import { readInboxFilters } from "~/server/customer-requests/inbox-filters";
import {
  COMPLAINTS_ONLY,
  complaintRegisterEntry,
  exportRequestsCsv,
} from "~/server/customer-requests/request-export.server";
import { getDb } from "~/server/db/index.server";
import { staffActorOf } from "~/server/staff/staff-actor";

const iso = (date: Date | null) => date?.toISOString() ?? "";

function csvResponse(stream: ReadableStream<Uint8Array>, name: string) {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

const INBOX_COLUMNS = [
  "reference",
  "kind",
  "status",
  "received",
  "customer",
  "email",
  "contract",
  "assignee",
  "due",
  "closed",
] as const;

/** The inbox as the admin filtered it (the list's address, pages aside), as CSV. */
export async function exportInboxResponse(request: Request, context: Readonly<RouterContextProvider>) {
  const filters = readInboxFilters(queryOf(request.url));
  const { t } = requestLanguage(context);
  const { page: _page, pageSize: _size, sort: _sort, ...asked } = filters;
  const stream = await exportRequestsCsv(await getDb(), staffActorOf(context), {
    where: inboxConditions(filters),
    audit: { action: "request.export", details: { filters: asked } },
    headers: INBOX_COLUMNS.map((key) => t(`complaints.csv.${key}`)),
    cells: (row) => [
      row.reference,
      t(`requests.kinds.${row.kind}`),
      t(`requests.staffStatus.${row.status}`),
      iso(row.createdAt),
      row.customerName,
      row.customerEmail,
      row.contractReference ?? "",
      row.assigneeName ?? "",
      iso(row.dueAt),
      iso(row.closedAt),
    ],
  });
  return csvResponse(stream, "demandes");
}

const REGISTER_COLUMNS = [
  "reference",
  "received",
  "channel",
  "customer",
  "email",
  "contract",
  "subject",
  "acknowledgedAt",
  "acknowledgeDelay",
  "acknowledgedInTime",
  "answeredAt",
  "answerDelay",
  "answeredInTime",
  "status",
  "outcome",
] as const;

/**
 * The complaints register (ACPR 2022-R-01): every complaint, when and how it came, who from, when
 * it was acknowledged and answered, in how long against the two clocks, and how it ended. A
 * complaint's final answer is the one that closed it.
 */
export async function exportComplaintRegisterResponse(context: Readonly<RouterContextProvider>) {
  const { t } = requestLanguage(context);
  const yesNo = (value: boolean | null) =>
    value === null ? "" : t(value ? "complaints.csv.yes" : "complaints.csv.no");
  const stream = await exportRequestsCsv(await getDb(), staffActorOf(context), {
    where: COMPLAINTS_ONLY,
    audit: { action: "complaint.register", details: {} },
    headers: REGISTER_COLUMNS.map((key) => t(`complaints.csv.${key}`)),
    cells: (row) => {
      const entry = complaintRegisterEntry(row);
      return [
        row.reference,
        iso(row.createdAt),
        t(`complaints.channels.${row.channel}`),
        row.customerName,
        row.customerEmail,
        entry.contractReference ?? "",
        entry.subject,
        iso(entry.acknowledgedAt),
        entry.acknowledgeDelay ?? "",
        yesNo(entry.acknowledgedInTime),
        iso(entry.answeredAt),
        entry.answerDelayDays ?? "",
        yesNo(entry.answeredInTime),
        t(`requests.staffStatus.${row.status}`),
        row.outcome ? t(`complaints.outcomes.${row.outcome}`) : "",
      ];
    },
  });
  return csvResponse(stream, "registre-reclamations");
}
