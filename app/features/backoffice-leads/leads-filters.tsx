import type { ComponentProps } from "react";
import { useT } from "~/i18n/react";
import { STAFF_PATHS } from "~/paths/backoffice";
import { type LeadFilters, PAGE_SIZES, SEARCH_MAX, SORTS } from "~/server/leads/lead-pipeline";
import { cn } from "~/ui/cn";
import { inputClasses } from "~/ui/form-controls";
import { CheckFilter, DayFilter, FILTER_LABEL, FilterBar, SearchFilter } from "~/ui/list-filters";
import { type Choice, LabelledSelect, statusChoices } from "./lead-fields";
import { sourceLabel } from "./lead-source-label";

const selectClasses = cn(inputClasses, "min-h-11 pr-8");

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
    <FilterBar apply={t("leads.filters.apply")} reset={t("leads.filters.reset")} resetTo={STAFF_PATHS.leads}>
      <SearchFilter
        label={t("leads.filters.search")}
        defaultValue={filters.q}
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
        <DayFilter key={bound} id={bound} label={t(`leads.filters.${bound}`)} defaultValue={filters[bound]} />
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
      <CheckFilter name="overdue" label={t("leads.filters.overdue")} checked={Boolean(filters.overdue)} />
    </FilterBar>
  );
}

/** One filter of the list: its small label above its select, sent under its id. */
function FilterSelect(props: Omit<ComponentProps<typeof LabelledSelect>, "name" | "labelClassName">) {
  return (
    <div>
      <LabelledSelect name={props.id} labelClassName={FILTER_LABEL} className={selectClasses} {...props} />
    </div>
  );
}
