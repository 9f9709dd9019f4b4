import type { Lang } from "~/i18n/config";

/**
 * Money and dates as a French broker writes them, in the reader's language. Dates are calendar
 * days (YYYY-MM-DD, no time zone): formatted at noon UTC so no zone shifts them a day.
 */
export function formatEuros(cents: number, lang: Lang) {
  return numberFormat(lang, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per language and options, kept: building one costs far more than using it
 * (a list page formats hundreds of amounts and durations; it was most of their render's time).
 */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions) {
  const id = `${lang}|${JSON.stringify(options)}`;
  let formatter = numberFormatters.get(id);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lang, options);
    numberFormatters.set(id, formatter);
  }
  return formatter;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Every date the app writes goes through here: Intl's words, plus French's "1er" for the first of
 * the month ("1er février 2023"), which Intl writes "1 février". Only with the month in words: a
 * numeric date (01/02/2023) keeps its digits.
 */
export function formatDate(at: Date, lang: string, options: Intl.DateTimeFormatOptions) {
  const id = `${lang}|${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, options);
    dateFormatters.set(id, formatter);
  }
  if (!lang.startsWith("fr")) return formatter.format(at);
  const parts = formatter.formatToParts(at);
  const monthInWords = parts.some((part) => part.type === "month" && !/\d/.test(part.value));
  return parts.map((part) => (monthInWords && part.type === "day" && part.value === "1" ? "1er" : part.value)).join("");
}

export function formatDay(day: string, lang: Lang) {
  return formatDate(dayAtNoon(day), lang, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** "janvier 2023" from 2023-01-15 or 2023-01. */
export function formatMonth(dayOrMonth: string, lang: Lang) {
  const day = dayOrMonth.length === 7 ? `${dayOrMonth}-01` : dayOrMonth;
  return formatDate(dayAtNoon(day), lang, { month: "long", year: "numeric", timeZone: "UTC" });
}

/** A moment, in Paris time (where the broker and its documents are). */
export function formatMoment(at: Date, lang: Lang) {
  return formatDate(at, lang, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });
}

/**
 * A deadline as a person reads it (issue 46 item 10): one that ends at midnight in Paris is the
 * last whole day before it ("1er décembre 2026", said "au plus tard le"), not "2 décembre 2026
 * à 00:00"; any other keeps its time.
 */
export function formatDeadline(at: Date, lang: Lang) {
  const time = formatDate(at, "en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Europe/Paris",
  });
  if (time !== "00:00") return formatMoment(at, lang);
  const lastDay = new Date(at.getTime() - 60_000);
  return formatDate(lastDay, lang, { dateStyle: "long", timeZone: "Europe/Paris" });
}

function dayAtNoon(day: string) {
  return new Date(`${day}T12:00:00Z`);
}

/** "15 janvier": a date that recurs every year (a contract's anniversary). */
export function formatDayMonth(day: string, lang: Lang) {
  return formatDate(dayAtNoon(day), lang, { day: "numeric", month: "long", timeZone: "UTC" });
}

/**
 * "2,4 Mo", "820 ko", "1.2 MB": a file's size in the reader's language, megabytes from a tenth of
 * one. Intl separates number and unit with an ordinary space in most languages; a no-break space
 * keeps "5" and "Mo" on one line, as the dictionaries' French texts do (docs/decisions/0014).
 */
export function formatFileSize(bytes: number, lang: string) {
  const mega = bytes >= 0.1 * 1024 * 1024;
  return numberFormat(lang, {
    style: "unit",
    unit: mega ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: mega ? 1 : 0,
  })
    .format(mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)))
    .replace(/[ \u202f]/g, "\u00a0");
}

/**
 * A time of day ("09:00", Paris time) as the reader's language writes it: "9 h", "9 h 30" in French
 * (the Imprimerie nationale's rule), "9 AM" in English, "9:00" elsewhere.
 */
export function formatClockTime(hhmm: string, lang: string) {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  if (lang.startsWith("fr")) {
    return minutes ? `${hours}\u00a0h\u00a0${String(minutes).padStart(2, "0")}` : `${hours}\u00a0h`;
  }
  const at = new Date(Date.UTC(2024, 0, 1, hours, minutes));
  const wholeHour = minutes === 0 && lang.startsWith("en");
  return new Intl.DateTimeFormat(lang, {
    hour: "numeric",
    minute: wholeHour ? undefined : "2-digit",
    timeZone: "UTC",
  })
    .format(at)
    .replace(/[ \u202f]/g, "\u00a0");
}
