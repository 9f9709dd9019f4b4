import type { ComponentProps } from "react";
import { Form, Link } from "react-router";
import { useT } from "~/i18n/react";
import { STAFF_PATHS } from "~/paths/backoffice";
import { type LeadFilters, PAGE_SIZES, SEARCH_MAX, SORTS } from "~/server/leads/lead-pipeline";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { inputClasses, TextField } from "~/ui/form-controls";
import { type Choice, LabelledSelect, statusChoices } from "./lead-fields";
import { sourceLabel } from "./lead-source-label";

const selectClasses = cn(inputClasses, "min-h-11 pr-8");
const labelClasses = "mb-1 block text-xs font-semibold uppercase tracking-wide text-muted";

/** The list's search and filters: a GET form, so a filtered list is an address to share or reload. */
export function LeadsFilters({
  filters,
  products,
  staff,
  sources,
}: {
  filters: LeadFilters;
  products: Array<{ id: string; name: string }>;
  staff: Array<{ id: string; name: string }>;
  sources: string[];
}) {
  const t = useT();
  return (
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
        choices={products.map((p) => [p.id, p.name])}
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
        choices={[["none", t("leads.filters.unassigned")], ...staff.map((s): Choice => [s.id, s.name])]}
        empty={t("leads.filters.all")}
      />
      <FilterSelect
        id="source"
        label={t("leads.filters.source")}
        defaultValue={filters.source ?? ""}
        choices={sources.map((s) => [s, sourceLabel(s, t)])}
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
