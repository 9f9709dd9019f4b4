import { formatDate } from "~/i18n/format";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Publication days are counted in the broker's time zone, so "2 days ago" turns at midnight in France. */
export const NEWS_TIME_ZONE = "Europe/Paris";

/** Today's calendar date (YYYY-MM-DD) in the broker's time zone. */
export function todayIn(now: Date = new Date(), timeZone = NEWS_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Whole days from one calendar date (YYYY-MM-DD) to another; never negative. */
export function daysBetween(from: string, to: string): number {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
  return Math.max(0, days);
}

/**
 * "il y a 2 jours" in the reader's language: days for the first month, then months, then years;
 * "aujourd'hui" and "hier" for the first two days.
 */
export function formatRelativeDays(days: number, lang: string): string {
  if (days <= 1) return new Intl.RelativeTimeFormat(lang, { numeric: "auto" }).format(-days, "day");
  const always = new Intl.RelativeTimeFormat(lang, { numeric: "always" });
  if (days < 31) return always.format(-days, "day");
  if (days < 365) return always.format(-Math.floor(days / 30), "month");
  return always.format(-Math.floor(days / 365), "year");
}

/** A calendar date (YYYY-MM-DD) written out in the reader's language: "19 novembre 2026". */
export function formatLongDate(date: string, lang: string): string {
  return formatDate(new Date(`${date}T00:00:00Z`), lang, { dateStyle: "long", timeZone: "UTC" });
}
