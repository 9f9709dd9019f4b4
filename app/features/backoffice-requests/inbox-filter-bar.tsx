import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { inboxListPath, STAFF_PATHS } from "~/paths/backoffice";
import type { InboxPage } from "~/server/customer-requests/inbox.server";
import {
  INBOX_PAGE_SIZES,
  INBOX_SEARCH_MAX,
  INBOX_SORTS,
  type InboxFilters,
  inboxQuery,
} from "~/server/customer-requests/inbox-filters";
import { CUSTOMER_REQUEST_KINDS, CUSTOMER_REQUEST_STATUSES } from "~/server/db/schema/customer-requests";
import { cn } from "~/ui/cn";
import { CheckFilter, ChoiceFilter, FilterBar, FilterTabs, PageSizeFilter, SearchFilter } from "~/ui/list-filters";
import type { InboxData } from "./inbox-screen";

/** The inbox's search and filters: a GET form, so a filtered inbox is an address to share or reload. */
export function InboxFiltersForm({ filters, staff }: { filters: InboxFilters; staff: InboxData["staff"] }) {
  const t = useT();
  const k = (key: string) => t(`inbox.filters.${key}`);
  return (
    <FilterBar apply={k("apply")} reset={k("reset")} resetTo={STAFF_PATHS.requests}>
      <SearchFilter
        label={k("search")}
        defaultValue={filters.q}
        maxLength={INBOX_SEARCH_MAX}
        placeholder={k("searchHint")}
      />
      <ChoiceFilter
        id="type"
        label={k("kind")}
        defaultValue={filters.kind}
        empty={k("all")}
        choices={CUSTOMER_REQUEST_KINDS.map((kind) => [kind, t(`requests.kinds.${kind}`)])}
      />
      <ChoiceFilter
        id="statut"
        label={k("status")}
        defaultValue={filters.status}
        empty={k("all")}
        choices={[
          ["open", t("inbox.status.open")],
          ...CUSTOMER_REQUEST_STATUSES.map((status) => [status, t(`requests.staffStatus.${status}`)] as const),
        ]}
      />
      <ChoiceFilter
        id="conseiller"
        label={k("assignee")}
        defaultValue={filters.assignee}
        empty={k("all")}
        choices={[["none", k("unassigned")], ...staff.map((person) => [person.id, person.name] as const)]}
      />
      <ChoiceFilter
        id="tri"
        label={k("sort")}
        defaultValue={filters.sort}
        choices={INBOX_SORTS.map((sort) => [sort, t(`inbox.sort.${sort}`)])}
      />
      <PageSizeFilter label={k("size")} sizes={INBOX_PAGE_SIZES} value={filters.pageSize} />
      <CheckFilter name="retard" label={k("overdue")} checked={Boolean(filters.overdue)} />
      <CheckFilter name="nonlus" label={k("unread")} checked={Boolean(filters.unread)} />
    </FilterBar>
  );
}

/** A tab per status with its count, and the overdue requests' count. */
export function StatusTabs({ filters, page }: { filters: InboxFilters; page: InboxPage }) {
  const t = useT();
  const tabs = [
    [undefined, "all", page.counts.all],
    ["open", "open", page.counts.open],
    ...CUSTOMER_REQUEST_STATUSES.map((status) => [status, status, page.counts[status]] as const),
  ] as const;
  return (
    <FilterTabs
      label={t("inbox.filters.status")}
      tabs={tabs.map(([status, label, count]) => ({
        key: label,
        to: inboxListPath(inboxQuery(filters, { status, page: 1 })),
        words: t(label === "all" || label === "open" ? `inbox.status.${label}` : `requests.staffStatus.${label}`),
        count,
        current: filters.status === status,
      }))}
    >
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
    </FilterTabs>
  );
}
