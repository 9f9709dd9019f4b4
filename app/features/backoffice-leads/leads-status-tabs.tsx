import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { leadsListPath } from "~/paths/backoffice";
import { filtersQuery, LEAD_STATUSES, type LeadFilters } from "~/server/leads/lead-pipeline";
import { cn } from "~/ui/cn";
import type { LeadPage } from "./lead-list.server";

/** One tab per status with its count, and the overdue leads' count, each a link to the filtered list. */
export function LeadsStatusTabs({ filters, page }: { filters: LeadFilters; page: LeadPage }) {
  const t = useT();
  return (
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
  );
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
