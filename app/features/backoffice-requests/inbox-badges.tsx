import { numberFormat } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import type { RequestClock } from "~/server/customer-requests/request-clock";
import type { CustomerRequestStatus } from "~/server/db/schema/customer-requests";
import { cn } from "~/ui/cn";

const STATUS_TONES: Record<CustomerRequestStatus, string> = {
  sent: "bg-azure-soft text-azure",
  in_progress: "bg-gold-soft text-ink",
  done: "bg-success-soft text-success",
  refused: "bg-sand text-muted",
};

export function RequestStatusBadge({ status }: { status: CustomerRequestStatus }) {
  const t = useT();
  return (
    <span
      data-testid="inbox-status"
      className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_TONES[status])}
    >
      {t(`requests.staffStatus.${status}`)}
    </span>
  );
}

const HOUR = 3_600_000;

/** A duration as staff read a deadline: hours under two days, days beyond, in the reader's units. */
export function durationText(ms: number, lang: string) {
  const hours = Math.max(1, Math.round(Math.abs(ms) / HOUR));
  const [value, unit] = hours < 48 ? [hours, "hour"] : [Math.round(hours / 24), "day"];
  return numberFormat(lang, { style: "unit", unit, unitDisplay: "short" }).format(value);
}

/** Time left before the request's clock runs out; an overdue request stands out. */
export function ClockBadge({ clock }: { clock: RequestClock }) {
  const t = useT();
  const lang = useLang();
  if (clock.state === "closed") return <span className="text-muted">{t("inbox.clock.closed")}</span>;
  return (
    <span
      data-clock={clock.state}
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold",
        clock.state === "overdue" ? "bg-error-soft text-error" : "text-ink-soft",
      )}
    >
      {t(`inbox.clock.${clock.state}`, { time: durationText(clock.msLeft, lang) })}
    </span>
  );
}
