import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { deliveriesPath } from "~/paths/backoffice";
import type { DeliveriesPage } from "~/server/outbox/deliveries.server";
import {
  DELIVERIES_PAGE_SIZE,
  DELIVERY_STATES,
  type DeliveryFilters,
  deliveriesQuery,
} from "~/server/outbox/delivery-filters";
import { BackofficePage } from "~/ui/backoffice-page";
import { cn } from "~/ui/cn";
import { ErrorSummary } from "~/ui/error-summary";
import { Pager } from "~/ui/pager";
import type { DeliveriesActionResult } from "./deliveries.server";
import { FiltersForm, type ReplayConfirm, ReplayConfirmation, ReplayStart } from "./deliveries-forms";
import { DeliveriesTable } from "./deliveries-table";

export type DeliveriesData = {
  filters: DeliveryFilters;
  page: DeliveriesPage;
  /** The bulk replay's confirmation: what would go again, before anything is done. */
  confirm: ReplayConfirm | null;
};

/** Every outbox message: filters in the address, a tab per state with its count, the replays. */
export function DeliveriesScreen({ data, result }: { data: DeliveriesData; result?: DeliveriesActionResult }) {
  const t = useT();
  const { filters, page } = data;
  const pages = Math.max(1, Math.ceil(page.total / DELIVERIES_PAGE_SIZE));
  return (
    <BackofficePage title={t("deliveries.title")}>
      <p className="-mt-2 text-ink-soft">{t("deliveries.lead")}</p>
      {result && <ResultNotice result={result} />}
      {data.confirm ? (
        <ReplayConfirmation confirm={data.confirm} filters={filters} />
      ) : (
        <ReplayStart filters={filters} />
      )}
      <FiltersForm filters={filters} />
      <StateTabs filters={filters} page={page} />
      <p className="text-sm text-muted" role="status">
        {t("deliveries.total", { count: page.total })}
      </p>
      <DeliveriesTable page={page} />
      <Pager page={filters.page} pages={pages} hrefFor={(page) => deliveriesPath(deliveriesQuery(filters, { page }))} />
    </BackofficePage>
  );
}

function ResultNotice({ result }: { result: DeliveriesActionResult }) {
  const t = useT();
  return result.ok ? (
    <p
      role="status"
      className="rounded-card bg-success-soft p-4 font-semibold text-success"
      data-testid="deliveries-result"
    >
      {t(`deliveries.done.${result.intent}`, { count: result.count })}
    </p>
  ) : (
    <div data-testid="deliveries-result">
      <ErrorSummary
        title={t("problems.summary.title")}
        notice={t(`deliveries.errors.${result.error}`)}
        items={[]}
        attempt={result}
      />
    </div>
  );
}

function StateTabs({ filters, page }: { filters: DeliveryFilters; page: DeliveriesPage }) {
  const t = useT();
  const tabs = [[undefined, "all"] as const, ...DELIVERY_STATES.map((state) => [state, state] as const)];
  return (
    <nav aria-label={t("deliveries.filters.state")} className="flex flex-wrap gap-2">
      {tabs.map(([state, label]) => {
        const current = filters.state === state;
        return (
          <Link
            key={label}
            to={deliveriesPath(deliveriesQuery(filters, { state, page: 1 }))}
            aria-current={current ? "page" : undefined}
            className={cn(
              "rounded-full px-3 py-2 text-sm font-semibold",
              current ? "bg-ink text-surface" : "bg-sand text-ink hover:bg-line",
            )}
          >
            {t(`deliveries.tabs.${label}`)} <span className="tabular-nums">({page.counts[label]})</span>
          </Link>
        );
      })}
    </nav>
  );
}
