import { Form, Link } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { inboxRequestPath, leadPath } from "~/paths/backoffice";
import type { DeliveriesPage, DeliveryRow } from "~/server/outbox/deliveries.server";
import type { DeliveryState } from "~/server/outbox/delivery-filters";
import { deliveryErrorWords, topicWords } from "~/server/outbox/message-words";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { TABLE_CELL, TABLE_HEAD, TABLE_HEAD_TEXT, TableFrame } from "~/ui/table-frame";

const STATE_TONES: Record<DeliveryState, string> = {
  pending: "bg-azure-soft text-azure",
  failing: "bg-gold-soft text-ink",
  delivered: "bg-success-soft text-success",
  dead: "bg-error-soft text-error",
};

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

/** One row a message: where it goes, its state and attempts, the replay of a dead one. */
export function DeliveriesTable({ page }: { page: DeliveriesPage }) {
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
              {/* Topics are words now (issue 46), some long: they wrap rather than widen the table. */}
              <td className={cn(TABLE_CELL, "max-w-48 [overflow-wrap:anywhere]")}>
                <span className="font-semibold">{topicWords(t, row.topic)}</span>
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
              <td className={cn(TABLE_CELL, "max-w-56 [overflow-wrap:anywhere]")}>
                {row.lastError ? deliveryErrorWords(t, row.lastError) : "—"}
              </td>
              <td className={cn(TABLE_CELL, "min-w-28")}>{moment(row.createdAt)}</td>
              <td className={TABLE_CELL}>
                {row.state === "dead" && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="replay" />
                    <input type="hidden" name="id" value={row.id} />
                    <button
                      type="submit"
                      className={buttonClasses("outline")}
                      aria-label={t("deliveries.replayOneLabel", { topic: topicWords(t, row.topic), id: row.id })}
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
