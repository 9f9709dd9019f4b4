import { formatDate as formatIntlDate, numberFormat } from "~/i18n/format";
import type { PromiseState } from "~/server/leads/lead-pipeline";

/** "3 h 20 min", "2 j 4 h": a duration as staff read it at a glance. */
export function formatDuration(ms: number, lang: string) {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const unit = (value: number, u: "day" | "hour" | "minute") =>
    numberFormat(lang, { style: "unit", unit: u, unitDisplay: "narrow" }).format(value);
  if (days) return `${unit(days, "day")} ${unit(hours, "hour")}`;
  if (hours) return `${unit(hours, "hour")} ${unit(rest, "minute")}`;
  return unit(rest, "minute");
}

export function formatDateTime(iso: string, lang: string) {
  return formatIntlDate(new Date(iso), lang, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Paris" });
}

export function formatDate(iso: string, lang: string) {
  return formatIntlDate(new Date(iso), lang, { dateStyle: "medium", timeZone: "Europe/Paris" });
}

/** The words and tone of a lead's 24-hour promise. */
export function promiseView(
  promise: PromiseState,
  lang: string,
  t: (key: string, params?: Record<string, string | number>) => string,
) {
  switch (promise.state) {
    case "pending":
      return {
        tone: promise.msLeft < 4 * 3600_000 ? "warning" : "info",
        text: t("leads.promise.left", { time: formatDuration(promise.msLeft, lang) }),
      };
    case "overdue":
      return { tone: "error", text: t("leads.promise.overdue", { time: formatDuration(promise.msLate, lang) }) };
    case "kept":
      return { tone: "success", text: t("leads.promise.kept") };
    case "late":
      return { tone: "muted", text: t("leads.promise.late") };
    default:
      return { tone: "muted", text: t("leads.promise.closed") };
  }
}
