import { Link } from "react-router";
import { useLang, useT } from "~/i18n/react";
import { leadsListPath, STAFF_PATHS } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { formatDate, formatDuration } from "./formatting";
import type { Dashboard } from "./lead-dashboard.server";
import { sourceLabel } from "./lead-source-label";
import { WeeklyChart } from "./weekly-chart";

export type DashboardData = { dashboard: Dashboard; products: Array<{ id: string; name: string }> };

const card = "rounded-card border border-line bg-surface p-5";

export function DashboardScreen({ data }: { data: DashboardData }) {
  const t = useT();
  const lang = useLang();
  const d = data.dashboard;
  const productName = new Map(data.products.map((p) => [p.id, p.name]));
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 });
  return (
    <BackofficePage
      title={t("leads.dashboard.title")}
      actions={
        <Link to={STAFF_PATHS.leads} className={buttonClasses("secondary")}>
          {t("leads.nav.list")}
        </Link>
      }
    >
      <p className="text-sm text-muted">{t("leads.dashboard.period", { since: formatDate(d.since, lang) })}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={t("leads.dashboard.total")} value={String(d.total)} />
        <Figure
          label={t("leads.dashboard.conversion")}
          value={d.conversionRate === null ? "—" : percent.format(d.conversionRate)}
        />
        <Figure
          label={t("leads.dashboard.medianContact")}
          value={d.medianFirstContactSeconds === null ? "—" : formatDuration(d.medianFirstContactSeconds * 1000, lang)}
        />
        <Link
          to={leadsListPath("?overdue=1")}
          className={`${card} block ${d.overdue ? "border-error/50 bg-error-soft" : ""}`}
          data-testid="dashboard-overdue"
        >
          <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
            {t("leads.dashboard.overdue")}
          </span>
          <span className={`block font-display text-3xl ${d.overdue ? "text-error" : "text-ink"}`}>{d.overdue}</span>
        </Link>
      </div>
      <section className={card} aria-labelledby="funnel" data-testid="dashboard-funnel">
        <h2 id="funnel" className="mb-3 font-display text-lg">
          {t("leads.dashboard.funnel")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label={t("leads.dashboard.leads")} value={String(d.total)} />
          <Figure label={t("leads.dashboard.offered")} value={String(d.funnel.offered)} />
          <Figure label={t("leads.dashboard.signed")} value={String(d.funnel.signed)} />
          <Figure
            label={t("leads.dashboard.medianSignature")}
            value={
              d.funnel.medianSignatureSeconds === null
                ? "—"
                : formatDuration(d.funnel.medianSignatureSeconds * 1000, lang)
            }
          />
        </div>
      </section>
      <section className={card} aria-labelledby="per-week">
        <h2 id="per-week" className="mb-3 font-display text-lg">
          {t("leads.dashboard.perWeek")}
        </h2>
        <WeeklyChart weeks={d.perWeek} label={t("leads.dashboard.perWeek")} lang={lang} />
        <NumbersTable
          caption={t("leads.dashboard.perWeek")}
          head={[t("leads.dashboard.week"), t("leads.dashboard.leads")]}
          rows={d.perWeek.map((w) => [formatDate(`${w.week}T12:00:00Z`, lang), w.n])}
          hidden
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <BarsCard
          title={t("leads.dashboard.perProduct")}
          head={[t("leads.columns.product"), t("leads.dashboard.leads")]}
          rows={d.perProduct.map((p) => [productName.get(p.product) ?? p.product, p.n])}
        />
        <BarsCard
          title={t("leads.dashboard.perSource")}
          head={[t("leads.filters.source"), t("leads.dashboard.leads")]}
          rows={d.perSource.map((s) => [sourceLabel(s.source, t), s.n])}
        />
      </div>
    </BackofficePage>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={card}>
      <span className="block text-xs font-semibold uppercase tracking-wide text-muted">{label}</span>
      <span className="block font-display text-3xl text-ink">{value}</span>
    </div>
  );
}

/** Horizontal bars for the eye, and the same numbers as a table for screen readers. */
function BarsCard({ title, head, rows }: { title: string; head: [string, string]; rows: Array<[string, number]> }) {
  const max = Math.max(1, ...rows.map((r) => r[1]));
  const id = title.replace(/\W+/g, "-").toLowerCase();
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-display text-lg">
        {title}
      </h2>
      <ul aria-hidden="true" className="flex flex-col gap-2">
        {rows.map(([label, n]) => (
          <li key={label} className="grid grid-cols-[10rem_1fr_3rem] items-center gap-2 text-sm">
            <span className="truncate">{label}</span>
            <span className="h-3 rounded-full bg-gold" style={{ width: `${(n / max) * 100}%` }} />
            <span className="text-right tabular-nums">{n}</span>
          </li>
        ))}
      </ul>
      <NumbersTable caption={title} head={head} rows={rows} hidden />
    </section>
  );
}

function NumbersTable({
  caption,
  head,
  rows,
  hidden,
}: {
  caption: string;
  head: [string, string];
  rows: Array<[string, number]>;
  hidden?: boolean;
}) {
  return (
    <table className={hidden ? "sr-only" : "w-full text-sm"}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, n]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{n}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
