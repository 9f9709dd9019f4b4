import { Link } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { inboxExportPath, inboxListPath, inboxRequestPath, STAFF_PATHS } from "~/paths/backoffice";
import type { InboxPage } from "~/server/customer-requests/inbox.server";
import { type InboxFilters, inboxQuery } from "~/server/customer-requests/inbox-filters";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { EmptyList, ListTotal } from "~/ui/list-filters";
import { Pager } from "~/ui/pager";
import { ListTable, TABLE_CELL } from "~/ui/table-frame";
import { ClockBadge, RequestStatusBadge } from "./inbox-badges";
import { InboxFiltersForm, StatusTabs } from "./inbox-filter-bar";

export type InboxData = {
  filters: InboxFilters;
  page: InboxPage;
  staff: Array<{ id: string; name: string }>;
  /** Whether the reader may take the list and the complaints register away as CSV (admins). */
  canExport: boolean;
};

/** Every customer request: filters in the address, a tab per status with its count, the table and its pages. */
export function InboxScreen({ data }: { data: InboxData }) {
  const t = useT();
  const { filters, page } = data;
  const pages = Math.max(1, Math.ceil(page.total / filters.pageSize));
  return (
    <BackofficePage
      title={t("inbox.title")}
      actions={
        data.canExport ? (
          <>
            {/* Plain links: the browser downloads the file; the export takes the list's filters, pages aside. */}
            <a
              href={inboxExportPath(inboxQuery({ ...filters, page: 1 }))}
              className={buttonClasses("outline")}
              download
            >
              {t("complaints.exports.inbox")}
            </a>
            <a href={STAFF_PATHS.complaintsRegister} className={buttonClasses("ghost")} download>
              {t("complaints.exports.register")}
            </a>
          </>
        ) : undefined
      }
    >
      <p className="-mt-2 text-ink-soft">{t("inbox.lead")}</p>
      <InboxFiltersForm filters={filters} staff={data.staff} />
      <StatusTabs filters={filters} page={page} />
      <ListTotal>{t("inbox.total", { count: page.total })}</ListTotal>
      <InboxTable page={page} />
      <Pager page={filters.page} pages={pages} hrefFor={(page) => inboxListPath(inboxQuery(filters, { page }))} />
    </BackofficePage>
  );
}

function InboxTable({ page }: { page: InboxPage }) {
  const t = useT();
  const lang = useLang();
  if (page.rows.length === 0) return <EmptyList>{t("inbox.empty")}</EmptyList>;
  const columns = ["reference", "kind", "customer", "contract", "received", "status", "assignee", "clock"] as const;
  return (
    <ListTable
      caption={t("inbox.title")}
      columns={columns.map((column) => t(`inbox.columns.${column}`))}
      className="min-w-[56rem]"
    >
      {page.rows.map((row) => (
        <tr
          key={row.id}
          data-testid="inbox-row"
          className={cn(
            "border-t border-line align-top",
            (row.clock.state === "overdue" || row.acknowledgeClock?.state === "overdue") && "bg-error-soft/40",
          )}
        >
          <td className={TABLE_CELL}>
            <Link to={inboxRequestPath(row.id)} className={cn("underline", row.unread && "font-bold")}>
              {row.reference}
            </Link>
            {row.unread && (
              <span className="ml-2 inline-flex rounded-full bg-azure-soft px-2 py-0.5 text-xs font-semibold text-azure">
                {t(row.neverOpened ? "inbox.unreadNew" : "inbox.unread")}
              </span>
            )}
          </td>
          <td className={TABLE_CELL}>{t(`requests.kinds.${row.kind}`)}</td>
          <td className={TABLE_CELL}>
            <bdi>{row.customer.name}</bdi>
          </td>
          <td className={TABLE_CELL}>{row.contractReference ?? "—"}</td>
          <td className={cn(TABLE_CELL, "min-w-28")}>{formatMoment(new Date(row.createdAt), lang)}</td>
          <td className={TABLE_CELL}>
            <RequestStatusBadge status={row.status} />
          </td>
          <td className={TABLE_CELL}>{row.assignee?.name ?? t("inbox.filters.unassigned")}</td>
          <td className={TABLE_CELL}>
            {/* A complaint shows its acknowledgement clock too, while it runs (ACPR 2022-R-01). */}
            {row.acknowledgeClock && row.acknowledgeClock.state !== "closed" && (
              <span className="mb-1 flex flex-wrap items-center gap-1 text-xs" data-testid="inbox-acknowledge-clock">
                {t("complaints.staff.acknowledgeShort")} <ClockBadge clock={row.acknowledgeClock} />
              </span>
            )}
            {/* Beside the acknowledgement's clock, the answer's says which one it is (issue 46 item 10). */}
            {row.acknowledgeClock && row.acknowledgeClock.state !== "closed" ? (
              <span className="flex flex-wrap items-center gap-1 text-xs" data-testid="inbox-answer-clock">
                {t("complaints.staff.answerShort")} <ClockBadge clock={row.clock} />
              </span>
            ) : (
              <ClockBadge clock={row.clock} />
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
