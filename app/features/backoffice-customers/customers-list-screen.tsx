import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { customerPath, customersListPath, STAFF_PATHS } from "~/paths/backoffice";
import { PRODUCT_LINES } from "~/server/contracts/contract-types";
import type { CustomerListPage } from "~/server/customers/customer-directory.server";
import {
  CUSTOMER_PAGE_SIZES,
  CUSTOMER_SEARCH_MAX,
  CUSTOMER_SORTS,
  type CustomerListFilters,
  customerQuery,
} from "~/server/customers/customer-list-filters";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import {
  CheckFilter,
  ChoiceFilter,
  EmptyList,
  FilterBar,
  FilterTabs,
  ListTotal,
  PageSizeFilter,
  SearchFilter,
} from "~/ui/list-filters";
import { Pager } from "~/ui/pager";
import { ListTable, PLAIN_CELL } from "~/ui/table-frame";

export type CustomersListData = {
  filters: CustomerListFilters;
  page: CustomerListPage;
  staff: Array<{ id: string; name: string }>;
};

/** Every customer: the search and filters in the address, a tab per contract state with its count, pages. */
export function CustomersListScreen({ data }: { data: CustomersListData }) {
  const t = useT();
  const { filters, page } = data;
  const pages = Math.max(1, Math.ceil(page.total / filters.pageSize));
  return (
    <BackofficePage
      title={t("customers-admin.list.title")}
      actions={
        <Link to={STAFF_PATHS.newCustomer} className={buttonClasses("primary")}>
          {t("customers-admin.list.create")}
        </Link>
      }
    >
      <FiltersForm filters={filters} staff={data.staff} />
      <ContractTabs filters={filters} page={page} />
      <ListTotal>{t("customers-admin.list.total", { count: page.total })}</ListTotal>
      <CustomersTable page={page} />
      <Pager
        page={filters.page}
        pages={pages}
        hrefFor={(page) => customersListPath(customerQuery(filters, { page }))}
      />
    </BackofficePage>
  );
}

function FiltersForm({ filters, staff }: { filters: CustomerListFilters; staff: CustomersListData["staff"] }) {
  const t = useT();
  const k = (key: string) => t(`customers-admin.filters.${key}`);
  return (
    <FilterBar apply={k("apply")} reset={k("reset")} resetTo={STAFF_PATHS.customers}>
      <SearchFilter
        label={k("search")}
        defaultValue={filters.q}
        maxLength={CUSTOMER_SEARCH_MAX}
        placeholder={k("searchHint")}
      />
      <ChoiceFilter
        id="branche"
        label={k("line")}
        defaultValue={filters.line}
        empty={k("all")}
        choices={PRODUCT_LINES.map((line) => [line, t(`customers-admin.lines.${line}`)])}
      />
      <ChoiceFilter
        id="conseiller"
        label={k("adviser")}
        defaultValue={filters.adviser}
        empty={k("all")}
        choices={[["none", k("noAdviser")], ...staff.map((person) => [person.id, person.name] as const)]}
      />
      {filters.active && <input type="hidden" name="contrat" value={filters.active} />}
      <ChoiceFilter
        id="tri"
        label={k("sort")}
        defaultValue={filters.sort}
        choices={CUSTOMER_SORTS.map((sort) => [sort, t(`customers-admin.sort.${sort}`)])}
      />
      <PageSizeFilter label={k("size")} sizes={CUSTOMER_PAGE_SIZES} value={filters.pageSize} />
      <CheckFilter name="desactives" label={k("deactivated")} checked={Boolean(filters.deactivated)} />
    </FilterBar>
  );
}

function ContractTabs({ filters, page }: { filters: CustomerListFilters; page: CustomerListPage }) {
  const t = useT();
  const tabs = [
    [undefined, "all", page.counts.all],
    ["with", "with", page.counts.with],
    ["without", "without", page.counts.without],
  ] as const;
  return (
    <FilterTabs
      label={t("customers-admin.filters.contracts")}
      tabs={tabs.map(([active, label, count]) => ({
        key: label,
        to: customersListPath(customerQuery(filters, { active, page: 1 })),
        words: t(`customers-admin.tabs.${label}`),
        count,
        current: filters.active === active,
      }))}
    />
  );
}

function CustomersTable({ page }: { page: CustomerListPage }) {
  const t = useT();
  if (page.rows.length === 0) return <EmptyList>{t("customers-admin.list.empty")}</EmptyList>;
  const columns = ["name", "email", "phone", "contracts", "adviser", "state"] as const;
  return (
    <ListTable
      caption={t("customers-admin.list.title")}
      columns={columns.map((column) => t(`customers-admin.columns.${column}`))}
      className="min-w-[56rem]"
      framed={false}
    >
      {page.rows.map((row) => (
        <tr key={row.id} data-testid="customer-row" className="border-t border-line align-top">
          <td className={PLAIN_CELL}>
            <Link to={customerPath(row.id)} className="font-semibold underline">
              {row.name}
            </Link>
          </td>
          <td className={PLAIN_CELL}>{row.email}</td>
          <td className={cn(PLAIN_CELL, "whitespace-nowrap")}>{row.phone ?? "—"}</td>
          <td className={cn(PLAIN_CELL, "tabular-nums")}>{row.activeContracts}</td>
          <td className={PLAIN_CELL}>{row.adviser?.name ?? t("customers-admin.filters.noAdviser")}</td>
          <td className={PLAIN_CELL}>
            {t(row.deactivated ? "customers-admin.state.deactivated" : "customers-admin.state.active")}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
