import { Form, Link } from "react-router";
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
import { SelectField, TextField } from "~/ui/form-controls";
import { Pager } from "~/ui/pager";

export type CustomersListData = {
  filters: CustomerListFilters;
  page: CustomerListPage;
  staff: Array<{ id: string; name: string }>;
};

const labelClasses = "mb-1 block text-xs font-semibold uppercase tracking-wide text-muted";

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
      <p className="text-sm text-muted" role="status">
        {t("customers-admin.list.total", { count: page.total })}
      </p>
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
        label={t("customers-admin.filters.search")}
        labelClassName={labelClasses}
        defaultValue={filters.q ?? ""}
        maxLength={CUSTOMER_SEARCH_MAX}
        placeholder={t("customers-admin.filters.searchHint")}
      />
      <SelectField
        id="branche"
        name="branche"
        label={t("customers-admin.filters.line")}
        labelClassName={labelClasses}
        defaultValue={filters.line ?? ""}
      >
        <option value="">{t("customers-admin.filters.all")}</option>
        {PRODUCT_LINES.map((line) => (
          <option key={line} value={line}>
            {t(`customers-admin.lines.${line}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="conseiller"
        name="conseiller"
        label={t("customers-admin.filters.adviser")}
        labelClassName={labelClasses}
        defaultValue={filters.adviser ?? ""}
      >
        <option value="">{t("customers-admin.filters.all")}</option>
        <option value="none">{t("customers-admin.filters.noAdviser")}</option>
        {staff.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
      {filters.active && <input type="hidden" name="contrat" value={filters.active} />}
      <SelectField
        id="tri"
        name="tri"
        label={t("customers-admin.filters.sort")}
        labelClassName={labelClasses}
        defaultValue={filters.sort}
      >
        {CUSTOMER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`customers-admin.sort.${sort}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="taille"
        name="taille"
        label={t("customers-admin.filters.size")}
        labelClassName={labelClasses}
        defaultValue={String(filters.pageSize)}
      >
        {CUSTOMER_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
      <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold">
        <input
          type="checkbox"
          name="desactives"
          value="1"
          defaultChecked={Boolean(filters.deactivated)}
          className="size-5 accent-[var(--color-gold-strong)]"
        />
        {t("customers-admin.filters.deactivated")}
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClasses("primary")}>
          {t("customers-admin.filters.apply")}
        </button>
        <Link to={STAFF_PATHS.customers} className={buttonClasses("ghost")}>
          {t("customers-admin.filters.reset")}
        </Link>
      </div>
    </Form>
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
    <nav aria-label={t("customers-admin.filters.contracts")} className="flex flex-wrap gap-2">
      {tabs.map(([active, label, count]) => {
        const current = filters.active === active;
        return (
          <Link
            key={label}
            to={customersListPath(customerQuery(filters, { active, page: 1 }))}
            aria-current={current ? "page" : undefined}
            className={cn(
              "rounded-full px-3 py-2 text-sm font-semibold",
              current ? "bg-ink text-surface" : "bg-sand text-ink hover:bg-line",
            )}
          >
            {t(`customers-admin.tabs.${label}`)} <span className="tabular-nums">({count})</span>
          </Link>
        );
      })}
    </nav>
  );
}

function CustomersTable({ page }: { page: CustomerListPage }) {
  const t = useT();
  if (page.rows.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">
        {t("customers-admin.list.empty")}
      </p>
    );
  }
  const columns = ["name", "email", "phone", "contracts", "adviser", "state"] as const;
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{t("customers-admin.list.title")}</caption>
        <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {t(`customers-admin.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => (
            <tr key={row.id} data-testid="customer-row" className="border-t border-line align-top">
              <td className="px-4 py-3">
                <Link to={customerPath(row.id)} className="font-semibold underline">
                  {row.name}
                </Link>
              </td>
              <td className="px-4 py-3">{row.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">{row.phone ?? "—"}</td>
              <td className="px-4 py-3 tabular-nums">{row.activeContracts}</td>
              <td className="px-4 py-3">{row.adviser?.name ?? t("customers-admin.filters.noAdviser")}</td>
              <td className="px-4 py-3">
                {t(row.deactivated ? "customers-admin.state.deactivated" : "customers-admin.state.active")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
