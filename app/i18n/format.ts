import type { Lang } from "~/i18n/config";

/**
 * Money and dates as a French broker writes them, in the reader's language. Dates are calendar
 * days (YYYY-MM-DD, no time zone): formatted at noon UTC so no zone shifts them a day.
 */
export function formatEuros(cents: number, lang: Lang) {
  return new Intl.NumberFormat(lang, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

export function formatDay(day: string, lang: Lang) {
  return new Intl.DateTimeFormat(lang, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    dayAtNoon(day),
  );
}

/** "janvier 2023" from 2023-01-15 or 2023-01. */
export function formatMonth(dayOrMonth: string, lang: Lang) {
  const day = dayOrMonth.length === 7 ? `${dayOrMonth}-01` : dayOrMonth;
  return new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(dayAtNoon(day));
}

/** A moment, in Paris time (where the broker and its documents are). */
export function formatMoment(at: Date, lang: Lang) {
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(at);
}

function dayAtNoon(day: string) {
  return new Date(`${day}T12:00:00Z`);
}

/** "15 janvier": a date that recurs every year (a contract's anniversary). */
export function formatDayMonth(day: string, lang: Lang) {
  return new Intl.DateTimeFormat(lang, { day: "numeric", month: "long", timeZone: "UTC" }).format(dayAtNoon(day));
}
