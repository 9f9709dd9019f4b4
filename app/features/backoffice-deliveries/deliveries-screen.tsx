import { Form, Link } from "react-router";
import { formatDay, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { deliveriesPath, inboxRequestPath, leadPath, STAFF_PATHS } from "~/paths/backoffice";
import type { DeliveriesPage, DeliveryRow } from "~/server/outbox/deliveries.server";
import {
  CONFIRM_REPLAY_PARAM,
  DELIVERIES_PAGE_SIZE,
  DELIVERY_CHANNELS,
  DELIVERY_RECORDS,
  DELIVERY_STATES,
  type DeliveryChannel,
  type DeliveryFilters,
  type DeliveryState,
  deliveriesQuery,
} from "~/server/outbox/delivery-filters";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ErrorSummary } from "~/ui/error-summary";
import { SelectField, TextField } from "~/ui/form-controls";
import { Pager } from "~/ui/pager";
import { TABLE_CELL, TABLE_HEAD, TABLE_HEAD_TEXT, TableFrame } from "~/ui/table-frame";
import type { DeliveriesActionResult } from "./deliveries.server";

export type DeliveriesData = {
  filters: DeliveryFilters;
  page: DeliveriesPage;
  /** The bulk replay's confirmation: what would go again, before anything is done. */
  confirm: { channel: DeliveryChannel; since: string; count: number } | null;
};

const labelClasses = "mb-1 block text-xs font-semibold uppercase tracking-wide text-muted";

const STATE_TONES: Record<DeliveryState, string> = {
  pending: "bg-azure-soft text-azure",
  failing: "bg-gold-soft text-ink",
  delivered: "bg-success-soft text-success",
  dead: "bg-error-soft text-error",
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

/** The bulk replay's first step (a GET, without scripts too): which channel, since which day. */
function ReplayStart({ filters }: { filters: DeliveryFilters }) {
  const t = useT();
  return (
    <Form
      method="get"
      className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-4"
      aria-labelledby="replay-title"
    >
      <h2 id="replay-title" className="text-lg font-semibold md:col-span-4">
        {t("deliveries.replay.title")}
      </h2>
      <p className="-mt-2 text-sm text-muted md:col-span-4">{t("deliveries.replay.lead")}</p>
      <input type="hidden" name={CONFIRM_REPLAY_PARAM} value="1" />
      <SelectField
        id="replay-canal"
        name="canal"
        label={t("deliveries.filters.channel")}
        labelClassName={labelClasses}
        defaultValue={filters.channel ?? "webhook"}
        required
      >
        {DELIVERY_CHANNELS.map((channel) => (
          <option key={channel} value={channel}>
            {t(`deliveries.channels.${channel}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id="replay-depuis"
        name="depuis"
        type="date"
        label={t("deliveries.filters.since")}
        labelClassName={labelClasses}
        defaultValue={filters.since ?? ""}
        required
      />
      <div className="flex items-end md:col-span-2">
        <button type="submit" className={buttonClasses("outline")}>
          {t("deliveries.replay.count")}
        </button>
      </div>
    </Form>
  );
}

/** The second step: says how many dead messages would go again, and does it only on this button. */
function ReplayConfirmation({
  confirm,
  filters,
}: {
  confirm: NonNullable<DeliveriesData["confirm"]>;
  filters: DeliveryFilters;
}) {
  const t = useT();
  const lang = useLang();
  const channel = t(`deliveries.channels.${confirm.channel}`);
  const since = formatDay(confirm.since, lang);
  // After the replay, the list shows the same selection, whatever its state now.
  const after = deliveriesPath(deliveriesQuery({ channel: confirm.channel, since: confirm.since }));
  return (
    <section
      aria-labelledby="confirm-title"
      className="rounded-card border-2 border-gold bg-gold-soft/40 p-5"
      data-testid="replay-confirmation"
    >
      <h2 id="confirm-title" className="text-lg font-semibold">
        {t("deliveries.confirm.title")}
      </h2>
      <p className="mt-2">
        {confirm.count === 0
          ? t("deliveries.confirm.none", { channel, since })
          : t("deliveries.confirm.body", { count: confirm.count, channel, since })}
      </p>
      {confirm.count > 0 && <p className="mt-1 text-sm text-ink-soft">{t("deliveries.confirm.sameId")}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {confirm.count > 0 && (
          <Form method="post" action={after}>
            <input type="hidden" name="intent" value="replayDead" />
            <input type="hidden" name="channel" value={confirm.channel} />
            <input type="hidden" name="since" value={confirm.since} />
            <button type="submit" className={buttonClasses("primary")}>
              {t("deliveries.confirm.submit", { count: confirm.count })}
            </button>
          </Form>
        )}
        <Link to={deliveriesPath(deliveriesQuery(filters))} className={buttonClasses("ghost")}>
          {t("deliveries.confirm.cancel")}
        </Link>
      </div>
    </section>
  );
}

function FiltersForm({ filters }: { filters: DeliveryFilters }) {
  const t = useT();
  const selects = [
    ["canal", "channel", filters.channel, DELIVERY_CHANNELS, "channels"],
    ["etat", "state", filters.state, DELIVERY_STATES, "states"],
    ["objet", "record", filters.record, DELIVERY_RECORDS, "records"],
  ] as const;
  return (
    <Form
      method="get"
      role="search"
      className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-5"
    >
      {selects.map(([name, label, value, options, texts]) => (
        <SelectField
          key={name}
          id={name}
          name={name}
          label={t(`deliveries.filters.${label}`)}
          labelClassName={labelClasses}
          defaultValue={value ?? ""}
        >
          <option value="">{t("deliveries.filters.all")}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`deliveries.${texts}.${option}`)}
            </option>
          ))}
        </SelectField>
      ))}
      <TextField
        id="depuis"
        name="depuis"
        type="date"
        label={t("deliveries.filters.since")}
        labelClassName={labelClasses}
        defaultValue={filters.since ?? ""}
      />
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClasses("primary")}>
          {t("deliveries.filters.apply")}
        </button>
        <Link to={STAFF_PATHS.deliveries} className={buttonClasses("ghost")}>
          {t("deliveries.filters.reset")}
        </Link>
      </div>
    </Form>
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

function RecordCell({ row }: { row: DeliveryRow }) {
  const t = useT();
  const label = t(`deliveries.records.${row.record}`);
  if (row.recordId && row.record === "lead")
    return (
      <Link className="underline" to={leadPath(row.recordId)}>
        {label}
      </Link>
    );
  if (row.recordId && row.record === "request") {
    return (
      <Link className="underline" to={inboxRequestPath(row.recordId)}>
        {label}
      </Link>
    );
  }
  return <>{label}</>;
}

function DeliveriesTable({ page }: { page: DeliveriesPage }) {
  const t = useT();
  const lang = useLang();
  if (page.rows.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">
        {t("deliveries.empty")}
      </p>
    );
  }
  const columns = [
    "message",
    "channel",
    "record",
    "to",
    "state",
    "attempts",
    "nextAttempt",
    "lastError",
    "created",
    "actions",
  ] as const;
  const moment = (iso: string | null) => (iso ? formatMoment(new Date(iso), lang) : "—");
  return (
    <TableFrame label={t("deliveries.title")}>
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="sr-only">{t("deliveries.title")}</caption>
        <thead className={cn(TABLE_HEAD, TABLE_HEAD_TEXT)}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={TABLE_CELL}>
                {t(`deliveries.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => (
            <tr key={row.id} data-testid="delivery-row" className="border-t border-line align-top">
              <td className={TABLE_CELL}>
                <span className="font-semibold [overflow-wrap:anywhere]">{row.topic}</span>
                {/* The id wraps: on one line it alone took a quarter of a 1280 px screen. */}
                <span className="block font-mono text-xs break-all text-muted">{row.id}</span>
              </td>
              <td className={TABLE_CELL}>{t(`deliveries.channels.${row.channel}`)}</td>
              <td className={TABLE_CELL}>
                <RecordCell row={row} />
              </td>
              <td className={cn(TABLE_CELL, "break-all")}>
                {row.channel === "webhook"
                  ? t(`deliveries.receivers.${row.to === "requests" ? "requests" : "leads"}`)
                  : row.to}
              </td>
              <td className={TABLE_CELL}>
                <span
                  className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", STATE_TONES[row.state])}
                >
                  {t(`deliveries.states.${row.state}`)}
                </span>
              </td>
              <td className={cn(TABLE_CELL, "tabular-nums")}>{row.attempts}</td>
              <td className={cn(TABLE_CELL, "min-w-28")}>{moment(row.nextAttemptAt)}</td>
              <td className={cn(TABLE_CELL, "max-w-56 break-words")}>{row.lastError ?? "—"}</td>
              <td className={cn(TABLE_CELL, "min-w-28")}>{moment(row.createdAt)}</td>
              <td className={TABLE_CELL}>
                {row.state === "dead" && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="replay" />
                    <input type="hidden" name="id" value={row.id} />
                    <button
                      type="submit"
                      className={buttonClasses("outline")}
                      aria-label={t("deliveries.replayOneLabel", { topic: row.topic, id: row.id })}
                    >
                      {t("deliveries.replayOne")}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
