import type { ComponentProps } from "react";
import { Form, Link, useFetcher } from "react-router";
import { useLang, useT } from "~/i18n/react";
import { leadPath, leadsExportPath, leadsListPath, STAFF_PATHS } from "~/paths/backoffice";
import type { LeadPage } from "~/server/leads/backoffice/lead-list.server";
import {
  filtersQuery,
  LEAD_STATUSES,
  type LeadFilters,
  PAGE_SIZES,
  SEARCH_MAX,
  SORTS,
} from "~/server/leads/backoffice/lead-pipeline";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { inputClasses, TextField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import { BackofficePage } from "./backoffice-page";
import { formatDateTime } from "./formatting";
import { NoSalesCallBadge, PromiseBadge, StatusBadge } from "./lead-badges";
import { type Choice, LabelledSelect, statusChoices } from "./lead-fields";

export type LeadsListData = {
  filters: LeadFilters;
  page: LeadPage;
  products: Array<{ id: string; name: string }>;
  staff: Array<{ id: string; name: string }>;
  sources: string[];
  roundRobin: boolean;
  isAdmin: boolean;
};

const selectClasses = cn(inputClasses, "min-h-11 pr-8");
const labelClasses = "mb-1 block text-xs font-semibold uppercase tracking-wide text-muted";

export function LeadsListScreen({ data, error }: { data: LeadsListData; error?: string }) {
  const t = useT();
  const lang = useLang();
  const { filters, page } = data;
  const productName = new Map(data.products.map((p) => [p.id, p.name]));
  const pages = Math.max(1, Math.ceil(page.total / filters.size));
  const exportQuery = filtersQuery({ ...filters, page: 1, sort: "newest", size: 25 });
  return (
    <BackofficePage
      title={t("leads.list.title")}
      actions={
        <>
          <Link className={buttonClasses("outline")} to={STAFF_PATHS.pipeline}>
            {t("leads.nav.pipeline")}
          </Link>
          <a className={buttonClasses("secondary")} href={leadsExportPath(exportQuery)} download>
            {t("leads.export.semicolon")}
          </a>
          <a
            className={buttonClasses("ghost")}
            href={leadsExportPath(`${exportQuery ? `${exportQuery}&` : "?"}sep=comma`)}
            download
          >
            {t("leads.export.comma")}
          </a>
        </>
      }
    >
      {error && <Notice tone="error">{t(`leads.errors.${error}`)}</Notice>}
      <Form
        method="get"
        className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-4"
        role="search"
      >
        <TextField
          id="q"
          name="q"
          type="search"
          className="md:col-span-2"
          label={t("leads.filters.search")}
          labelClassName={labelClasses}
          defaultValue={filters.q ?? ""}
          maxLength={SEARCH_MAX}
          placeholder={t("leads.filters.searchHint")}
        />
        <FilterSelect
          id="product"
          label={t("leads.filters.product")}
          defaultValue={filters.product ?? ""}
          choices={data.products.map((p) => [p.id, p.name])}
          empty={t("leads.filters.all")}
        />
        <FilterSelect
          id="status"
          label={t("leads.filters.status")}
          defaultValue={filters.status ?? ""}
          choices={statusChoices(t)}
          empty={t("leads.filters.all")}
        />
        <FilterSelect
          id="adviser"
          label={t("leads.filters.adviser")}
          defaultValue={filters.adviser ?? ""}
          choices={[["none", t("leads.filters.unassigned")], ...data.staff.map((s): Choice => [s.id, s.name])]}
          empty={t("leads.filters.all")}
        />
        <FilterSelect
          id="source"
          label={t("leads.filters.source")}
          defaultValue={filters.source ?? ""}
          choices={data.sources.map((s) => [s, sourceLabel(s, t)])}
          empty={t("leads.filters.all")}
        />
        {(["from", "to"] as const).map((bound) => (
          <TextField
            key={bound}
            id={bound}
            name={bound}
            type="date"
            label={t(`leads.filters.${bound}`)}
            labelClassName={labelClasses}
            defaultValue={filters[bound] ?? ""}
          />
        ))}
        <FilterSelect
          id="sort"
          label={t("leads.filters.sort")}
          defaultValue={filters.sort ?? ""}
          choices={SORTS.map((s) => [s, t(`leads.sort.${s}`)])}
        />
        <FilterSelect
          id="size"
          label={t("leads.filters.size")}
          defaultValue={String(filters.size)}
          choices={PAGE_SIZES.map((n) => [String(n), String(n)])}
        />
        <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold">
          <input
            type="checkbox"
            name="overdue"
            value="1"
            defaultChecked={Boolean(filters.overdue)}
            className="size-5 accent-[var(--color-gold-strong)]"
          />
          {t("leads.filters.overdue")}
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClasses("primary")}>
            {t("leads.filters.apply")}
          </button>
          <Link to={STAFF_PATHS.leads} className={buttonClasses("ghost")}>
            {t("leads.filters.reset")}
          </Link>
        </div>
      </Form>

      <nav aria-label={t("leads.list.byStatus")} className="flex flex-wrap gap-2">
        <StatusTab filters={filters} status={undefined} label={t("leads.filters.all")} n={page.counts.all} />
        {LEAD_STATUSES.map((s) => (
          <StatusTab key={s} filters={filters} status={s} label={t(`leads.status.${s}`)} n={page.counts[s]} />
        ))}
        <Link
          to={leadsListPath(filtersQuery({ ...filters, overdue: "1", page: 1 }))}
          className={cn(
            "rounded-full px-3 py-2 text-sm font-semibold",
            page.overdue ? "bg-error-soft text-error" : "bg-sand text-muted",
          )}
          data-testid="overdue-count"
        >
          {t("leads.list.overdueCount", { count: page.overdue })}
        </Link>
      </nav>

      <p className="text-sm text-muted" role="status">
        {t("leads.list.total", { count: page.total })}
      </p>

      {page.rows.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">
          {t("leads.list.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-line bg-surface">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">{t("leads.list.title")}</caption>
            <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t("leads.columns.prospect")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("leads.columns.product")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("leads.columns.status")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("leads.columns.adviser")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("leads.columns.created")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("leads.columns.promise")}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr
                  key={row.id}
                  data-testid="lead-row"
                  className={cn(
                    "border-t border-line align-top",
                    row.promise.state === "overdue" && "bg-error-soft/40",
                  )}
                >
                  <td className="px-4 py-3">
                    <Link to={leadPath(row.id)} className="font-semibold text-ink underline-offset-2 hover:underline">
                      {row.name}
                    </Link>
                    <div className="text-xs text-muted">
                      {row.reference}
                      {row.company ? ` · ${row.company}` : ""}
                    </div>
                    <div className="text-xs text-muted">{row.email}</div>
                    {!row.callbackConsent && <NoSalesCallBadge />}
                  </td>
                  <td className="px-4 py-3">{productName.get(row.product) ?? row.product}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={row.status} />
                  </td>
                  <td className="px-4 py-3">
                    <AssignForm
                      leadId={row.id}
                      version={row.version}
                      current={row.adviser?.id ?? ""}
                      staff={data.staff}
                    />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(row.createdAt, lang)}</td>
                  <td className="px-4 py-3">
                    <PromiseBadge promise={row.promise} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <nav aria-label={t("leads.list.pagination")} className="flex items-center justify-between gap-3">
        {filters.page > 1 ? (
          <Link
            className={buttonClasses("outline")}
            to={leadsListPath(filtersQuery(filters, { page: filters.page - 1 }))}
          >
            {t("leads.list.previous")}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-sm text-muted">{t("leads.list.pageOf", { page: filters.page, pages })}</span>
        {filters.page < pages ? (
          <Link
            className={buttonClasses("outline")}
            to={leadsListPath(filtersQuery(filters, { page: filters.page + 1 }))}
          >
            {t("leads.list.next")}
          </Link>
        ) : (
          <span />
        )}
      </nav>

      {data.isAdmin && <RoundRobinForm enabled={data.roundRobin} />}
    </BackofficePage>
  );
}

export function sourceLabel(source: string, t: (key: string) => string) {
  return ["direct", "referral", "referrer"].includes(source) ? t(`leads.source.${source}`) : source;
}

function StatusTab({
  filters,
  status,
  label,
  n,
}: {
  filters: LeadFilters;
  status: LeadFilters["status"];
  label: string;
  n: number;
}) {
  const current = filters.status === status;
  return (
    <Link
      to={leadsListPath(filtersQuery({ ...filters, status, page: 1 }))}
      aria-current={current ? "page" : undefined}
      className={cn(
        "rounded-full px-3 py-2 text-sm font-semibold",
        current ? "bg-ink text-surface" : "bg-sand text-ink hover:bg-gold-soft",
      )}
    >
      {label} <span className="tabular-nums">({n})</span>
    </Link>
  );
}

/** One filter of the list: its small label above its select, sent under its id. */
function FilterSelect(props: Omit<ComponentProps<typeof LabelledSelect>, "name" | "labelClassName">) {
  return (
    <div>
      <LabelledSelect name={props.id} labelClassName={labelClasses} className={selectClasses} {...props} />
    </div>
  );
}

/** Assigns by hand; works without JavaScript (a post and a redirect back). */
export function AssignForm({
  leadId,
  version,
  current,
  staff,
}: {
  leadId: string;
  version: number;
  current: string;
  staff: Array<{ id: string; name: string }>;
}) {
  const t = useT();
  const fetcher = useFetcher();
  const id = `assign-${leadId}`;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="version" value={version} />
      <LabelledSelect
        id={id}
        name="adviserId"
        label={t("leads.assign.label")}
        labelClassName="sr-only"
        defaultValue={current}
        className="min-h-11 rounded-control border border-line bg-surface px-2 text-sm"
        choices={staff.map((s) => [s.id, s.name])}
        empty={t("leads.filters.unassigned")}
      />
      <button type="submit" className={buttonClasses("outline", "compact")}>
        {t("leads.assign.submit")}
      </button>
    </fetcher.Form>
  );
}

function RoundRobinForm({ enabled }: { enabled: boolean }) {
  const t = useT();
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-4">
      <input type="hidden" name="intent" value="roundRobin" />
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name="enabled"
          defaultChecked={enabled}
          className="size-5 accent-[var(--color-gold-strong)]"
        />
        {t("leads.roundRobin.label")}
      </label>
      <p className="text-sm text-muted">{t("leads.roundRobin.hint")}</p>
      <button type="submit" className={buttonClasses("outline", "compact")}>
        {t("leads.roundRobin.save")}
      </button>
    </Form>
  );
}
