import { Form, Link } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { inboxExportPath, inboxListPath, inboxRequestPath, STAFF_PATHS } from "~/paths/backoffice";
import type { InboxPage } from "~/server/customer-requests/inbox.server";
import {
  INBOX_PAGE_SIZES,
  INBOX_SEARCH_MAX,
  INBOX_SORTS,
  type InboxFilters,
  inboxQuery,
} from "~/server/customer-requests/inbox-filters";
import { CUSTOMER_REQUEST_KINDS, CUSTOMER_REQUEST_STATUSES } from "~/server/db/schema/customer-requests";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { SelectField, TextField } from "~/ui/form-controls";
import { Pager } from "~/ui/pager";
import { TABLE_CELL, TABLE_HEAD, TABLE_HEAD_TEXT, TableFrame } from "~/ui/table-frame";
import { ClockBadge, RequestStatusBadge } from "./inbox-badges";

export type InboxData = {
  filters: InboxFilters;
  page: InboxPage;
  staff: Array<{ id: string; name: string }>;
  /** Whether the reader may take the list and the complaints register away as CSV (admins). */
  canExport: boolean;
};

const labelClasses = "mb-1 block text-xs font-semibold uppercase tracking-wide text-muted";

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
      <p className="text-sm text-muted" role="status">
        {t("inbox.total", { count: page.total })}
      </p>
      <InboxTable page={page} />
      <Pager page={filters.page} pages={pages} hrefFor={(page) => inboxListPath(inboxQuery(filters, { page }))} />
    </BackofficePage>
  );
}

function InboxFiltersForm({ filters, staff }: { filters: InboxFilters; staff: InboxData["staff"] }) {
  const t = useT();
  return (
    <Form
      method="get"
      role="search"
      className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-4"
    >
      <TextField
        id="q"
        name="q"
        type="search"
        className="md:col-span-2"
        label={t("inbox.filters.search")}
        labelClassName={labelClasses}
        defaultValue={filters.q ?? ""}
        maxLength={INBOX_SEARCH_MAX}
        placeholder={t("inbox.filters.searchHint")}
      />
      <SelectField
        id="type"
        name="type"
        label={t("inbox.filters.kind")}
        labelClassName={labelClasses}
        defaultValue={filters.kind ?? ""}
      >
        <option value="">{t("inbox.filters.all")}</option>
        {CUSTOMER_REQUEST_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`requests.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="statut"
        name="statut"
        label={t("inbox.filters.status")}
        labelClassName={labelClasses}
        defaultValue={filters.status ?? ""}
      >
        <option value="">{t("inbox.filters.all")}</option>
        <option value="open">{t("inbox.status.open")}</option>
        {CUSTOMER_REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`requests.staffStatus.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="conseiller"
        name="conseiller"
        label={t("inbox.filters.assignee")}
        labelClassName={labelClasses}
        defaultValue={filters.assignee ?? ""}
      >
        <option value="">{t("inbox.filters.all")}</option>
        <option value="none">{t("inbox.filters.unassigned")}</option>
        {staff.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="tri"
        name="tri"
        label={t("inbox.filters.sort")}
        labelClassName={labelClasses}
        defaultValue={filters.sort}
      >
        {INBOX_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`inbox.sort.${sort}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="taille"
        name="taille"
        label={t("inbox.filters.size")}
        labelClassName={labelClasses}
        defaultValue={String(filters.pageSize)}
      >
        {INBOX_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
      {(
        [
          ["retard", "overdue", filters.overdue],
          ["nonlus", "unread", filters.unread],
        ] as const
      ).map(([name, label, checked]) => (
        <label key={name} className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold">
          <input
            type="checkbox"
            name={name}
            value="1"
            defaultChecked={Boolean(checked)}
            className="size-5 accent-[var(--color-gold-strong)]"
          />
          {t(`inbox.filters.${label}`)}
        </label>
      ))}
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClasses("primary")}>
          {t("inbox.filters.apply")}
        </button>
        <Link to={STAFF_PATHS.requests} className={buttonClasses("ghost")}>
          {t("inbox.filters.reset")}
        </Link>
      </div>
    </Form>
  );
}

function StatusTabs({ filters, page }: { filters: InboxFilters; page: InboxPage }) {
  const t = useT();
  const tabs = [
    [undefined, "all", page.counts.all],
    ["open", "open", page.counts.open],
    ...CUSTOMER_REQUEST_STATUSES.map((status) => [status, status, page.counts[status]] as const),
  ] as const;
  return (
    <nav aria-label={t("inbox.filters.status")} className="flex flex-wrap gap-2">
      {tabs.map(([status, label, count]) => {
        const current = filters.status === status;
        return (
          <Link
            key={label}
            to={inboxListPath(inboxQuery(filters, { status, page: 1 }))}
            aria-current={current ? "page" : undefined}
            className={cn(
              "rounded-full px-3 py-2 text-sm font-semibold",
              current ? "bg-ink text-surface" : "bg-sand text-ink hover:bg-line",
            )}
          >
            {t(label === "all" || label === "open" ? `inbox.status.${label}` : `requests.staffStatus.${label}`)}{" "}
            <span className="tabular-nums">({count})</span>
          </Link>
        );
      })}
      <Link
        to={inboxListPath(inboxQuery(filters, { overdue: true, page: 1 }))}
        className={cn(
          "rounded-full px-3 py-2 text-sm font-semibold",
          page.overdue ? "bg-error-soft text-error" : "bg-sand text-muted",
        )}
        data-testid="inbox-overdue"
      >
        {t("inbox.overdueCount", { count: page.overdue })}
      </Link>
    </nav>
  );
}

function InboxTable({ page }: { page: InboxPage }) {
  const t = useT();
  const lang = useLang();
  if (page.rows.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">{t("inbox.empty")}</p>
    );
  }
  const columns = ["reference", "kind", "customer", "contract", "received", "status", "assignee", "clock"] as const;
  return (
    <TableFrame label={t("inbox.title")}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{t("inbox.title")}</caption>
        <thead className={cn(TABLE_HEAD, TABLE_HEAD_TEXT)}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={TABLE_CELL}>
                {t(`inbox.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
                    {t("inbox.unread")}
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
                  <span
                    className="mb-1 flex flex-wrap items-center gap-1 text-xs"
                    data-testid="inbox-acknowledge-clock"
                  >
                    {t("complaints.staff.acknowledgeShort")} <ClockBadge clock={row.acknowledgeClock} />
                  </span>
                )}
                <ClockBadge clock={row.clock} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
