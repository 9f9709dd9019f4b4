import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { leadsExportPath, leadsListPath, STAFF_PATHS } from "~/paths/backoffice";
import { filtersQuery, type LeadFilters } from "~/server/leads/lead-pipeline";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { ErrorSummary } from "~/ui/error-summary";
import { Pager } from "~/ui/pager";
import type { LeadPage } from "./lead-list.server";
import { LeadsFilters } from "./leads-filters";
import { LeadsStatusTabs } from "./leads-status-tabs";
import { LeadsTable } from "./leads-table";
import { RoundRobinForm } from "./round-robin-form";

export type LeadsListData = {
  filters: LeadFilters;
  page: LeadPage;
  products: Array<{ id: string; name: string }>;
  staff: Array<{ id: string; name: string }>;
  sources: string[];
  roundRobin: boolean;
  /** The round-robin switch is an admin's (LEAD_INTENT_ROLES). */
  maySetRoundRobin: boolean;
};

/** The leads list: search and filters, the statuses' tabs, the table, its pages, and the round-robin switch. */
export function LeadsListScreen({ data, error }: { data: LeadsListData; error?: string }) {
  const t = useT();
  const { filters, page } = data;
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
      <ErrorSummary
        title={t("problems.summary.title")}
        notice={error ? t(`leads.errors.${error}`) : undefined}
        items={[]}
        attempt={error}
      />
      <LeadsFilters filters={filters} products={data.products} staff={data.staff} sources={data.sources} />

      <LeadsStatusTabs filters={filters} page={page} />

      <p className="text-sm text-muted" role="status">
        {t("leads.list.total", { count: page.total })}
      </p>

      <LeadsTable page={page} products={data.products} staff={data.staff} />

      <Pager page={filters.page} pages={pages} hrefFor={(page) => leadsListPath(filtersQuery(filters, { page }))} />

      {data.maySetRoundRobin && <RoundRobinForm enabled={data.roundRobin} />}
    </BackofficePage>
  );
}
