import { Link } from "react-router";
import { formatDay, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { STAFF_PATHS } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import type { RetentionData } from "./retention.server";

const COUNTS = ["prospects", "leads", "customers", "contracts", "expiredHolds"] as const;

/** The retention purge's dry run (how many, of what, before the daily job runs) and its kept log. */
export function RetentionScreen({ data }: { data: RetentionData }) {
  const t = useT();
  const lang = useLang();
  return (
    <BackofficePage
      title={t("privacy.retention.title")}
      actions={
        <Link to={STAFF_PATHS.privacy} className={buttonClasses("ghost")}>
          {t("privacy.entry.back")}
        </Link>
      }
    >
      <p className="-mt-2 text-ink-soft">
        {t("privacy.retention.lead", { prospectYears: data.prospectYears, customerYears: data.customerYears })}
      </p>
      <section
        className="rounded-card border border-line bg-surface p-5"
        aria-labelledby="dry-run"
        data-testid="retention-dry-run"
      >
        <h2 id="dry-run" className="text-lg font-semibold">
          {t("privacy.retention.dryRun")}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t("privacy.retention.cutoffs", {
            prospects: formatMoment(new Date(data.report.prospectsBefore), lang),
            customers: formatDay(data.report.customersEndedBefore, lang),
          })}
        </p>
        <dl className="mt-3 grid gap-2 sm:grid-cols-5">
          {COUNTS.map((kind) => (
            <div key={kind} className="rounded-control bg-sand p-3">
              <dt className="text-xs text-muted">{t(`privacy.retention.counts.${kind}`)}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{data.report.counts[kind]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="rounded-card border border-line bg-surface p-5" aria-labelledby="purge-log">
        <h2 id="purge-log" className="text-lg font-semibold">
          {t("privacy.retention.log")}
        </h2>
        {data.purges.length === 0 ? (
          <p className="mt-2 text-muted">{t("privacy.retention.none")}</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">{t("privacy.retention.log")}</caption>
            <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("privacy.retention.ranAt")}
                </th>
                {COUNTS.map((kind) => (
                  <th key={kind} scope="col" className="px-3 py-2">
                    {t(`privacy.retention.counts.${kind}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.purges.map((purge) => (
                <tr key={purge.id} className="border-t border-line">
                  <td className="px-3 py-2">{formatMoment(new Date(purge.ranAt), lang)}</td>
                  {COUNTS.map((kind) => (
                    <td key={kind} className="px-3 py-2 tabular-nums">
                      {purge.counts[kind] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </BackofficePage>
  );
}
