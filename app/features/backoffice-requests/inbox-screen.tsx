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

/**
 * The list: a table from a tablet's width, cards below it (issue 46 item 16: at 390 px the table
 * scrolled sideways and put status and deadline off screen).
 */
function InboxTable({ page }: { page: InboxPage }) {
  const t = useT();
  if (page.rows.length === 0) return <EmptyList>{t("inbox.empty")}</EmptyList>;
  return (
    <>
      <div className="md:hidden">
        <InboxCards page={page} />
      </div>
      <div className="hidden md:block">
        <InboxRowsTable page={page} />
      </div>
    </>
  );
}

/** What a row's reference cell and a card's title show: the link and the news tag. */
function ReferenceLink({ row }: { row: InboxPage["rows"][number] }) {
  const t = useT();
  return (
    <>
      <Link to={inboxRequestPath(row.id)} className={cn("underline", row.unread && "font-bold")}>
        {row.reference}
      </Link>
      {row.unread && (
        <span className="ml-2 inline-flex rounded-full bg-azure-soft px-2 py-0.5 text-xs font-semibold text-azure">
          {t(row.neverOpened ? "inbox.unreadNew" : "inbox.unread")}
        </span>
      )}
    </>
  );
}

/** Both clocks of a row, each named when a complaint shows two. */
function Clocks({ row }: { row: InboxPage["rows"][number] }) {
  const t = useT();
  const two = row.acknowledgeClock && row.acknowledgeClock.state !== "closed";
  return (
    <>
      {/* A complaint shows its acknowledgement clock too, while it runs (ACPR 2022-R-01). */}
      {row.acknowledgeClock && two && (
        <span className="mb-1 flex flex-wrap items-center gap-1 text-xs" data-testid="inbox-acknowledge-clock">
          {t("complaints.staff.acknowledgeShort")} <ClockBadge clock={row.acknowledgeClock} />
        </span>
      )}
      {/* Beside the acknowledgement's clock, the answer's says which one it is (issue 46 item 10). */}
      {two ? (
        <span className="flex flex-wrap items-center gap-1 text-xs" data-testid="inbox-answer-clock">
          {t("complaints.staff.answerShort")} <ClockBadge clock={row.clock} />
        </span>
      ) : (
        <ClockBadge clock={row.clock} />
      )}
    </>
  );
}

function InboxCards({ page }: { page: InboxPage }) {
  const t = useT();
  const lang = useLang();
  return (
    <ul className="flex flex-col gap-3" aria-label={t("inbox.title")}>
      {page.rows.map((row) => (
        <li
          key={row.id}
          data-testid="inbox-card"
          className={cn(
            "rounded-card border border-line bg-surface p-4 text-sm",
            (row.clock.state === "overdue" || row.acknowledgeClock?.state === "overdue") && "bg-error-soft/40",
          )}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">
              <ReferenceLink row={row} />
            </span>
            <RequestStatusBadge status={row.status} />
          </div>
          <p className="mt-1">
            {t(`requests.kinds.${row.kind}`)} · <bdi>{row.customer.name}</bdi>
          </p>
          <p className="mt-1 text-ink-soft">
            {formatMoment(new Date(row.createdAt), lang)}
            {row.contractReference ? ` · ${row.contractReference}` : ""}
          </p>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <span className="text-ink-soft">{row.assignee?.name ?? t("inbox.filters.unassigned")}</span>
            <span>
              <Clocks row={row} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function InboxRowsTable({ page }: { page: InboxPage }) {
  const t = useT();
  const lang = useLang();
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
            <ReferenceLink row={row} />
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
            <Clocks row={row} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
