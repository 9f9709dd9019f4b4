/**
 * Calendar arithmetic on contract days (YYYY-MM-DD). French contracts run from one anniversary
 * (the "échéance principale") to the next; a certificate covers the current period, cut short
 * by an end date when the contract is being cancelled.
 */

import { parseCalendarDay } from "~/forms/calendar-day";

/** The notice period of a cancellation during the year (loi Hamon, résiliation infra-annuelle): one month. */
export const NOTICE_DAYS = 30;

/** YYYY-MM-DD in Paris (built once: a formatter costs far more to build than to use). */
const PARIS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

/** Today in Paris, where the broker's days begin and end. */
export function parisToday(now = new Date()) {
  return PARIS_DAY.format(now);
}

/** Stored days only, already checked as fields: one that is not a day is a bug, so it throws. */
function parse(value: string) {
  const parsed = parseCalendarDay(value);
  if (!parsed) throw new RangeError(`not a calendar day: ${value}`);
  return { year: parsed.year, month: parsed.month, date: parsed.day };
}

function format(year: number, month: number, date: number) {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

/** The anniversary's day and month in a given year (29 February falls on the 28th otherwise). */
export function anniversaryIn(anniversary: string, year: number) {
  const { month, date } = parse(anniversary);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return format(year, month, Math.min(date, last));
}

export function addDays(day: string, days: number) {
  const { year, month, date } = parse(day);
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return format(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The first anniversary strictly after `day`. */
export function nextAnniversary(anniversary: string, day: string) {
  const { year } = parse(day);
  const thisYear = anniversaryIn(anniversary, year);
  return thisYear > day ? thisYear : anniversaryIn(anniversary, year + 1);
}

/**
 * The contract's next renewal ("prochaine échéance") as seen on `today` (issue 46): its first
 * anniversary after the start date that is not before today. The start itself is never a renewal,
 * whatever year the stored anniversary date carries. The back office's "Échéances" (in SQL, in
 * renewals.server.ts), the staff's customer page and the customer's documents all read this one.
 */
export function nextRenewal(contract: { startDate: string; anniversaryDate: string }, today: string) {
  const yesterday = addDays(today, -1);
  return nextAnniversary(contract.anniversaryDate, yesterday > contract.startDate ? yesterday : contract.startDate);
}

/**
 * A new contract's first anniversary ("échéance principale"), as staff type it: after the start,
 * and at most a year after it (the first period lasts a year or less). Null when it fits.
 */
export function firstAnniversaryProblem(startDate: string, anniversaryDate: string) {
  if (anniversaryDate <= startDate) return "anniversaryNotAfterStart" as const;
  if (anniversaryDate > anniversaryIn(startDate, parse(startDate).year + 1)) return "anniversaryTooFar" as const;
  return null;
}

export type Period = { from: string; to: string };

/**
 * The insurance period that contains `today` (or the first one, for a contract not started
 * yet): from the last anniversary (not before the start) to the day before the next one, or
 * to the end date when that comes first.
 */
export function currentPeriod(
  contract: { startDate: string; anniversaryDate: string; endDate: string | null },
  today: string,
): Period {
  const reference = today < contract.startDate ? contract.startDate : today;
  const next = nextAnniversary(contract.anniversaryDate, reference);
  const previous = anniversaryIn(contract.anniversaryDate, parse(next).year - 1);
  const from = previous > contract.startDate ? previous : contract.startDate;
  const lastDay = addDays(next, -1);
  const to = contract.endDate && contract.endDate < lastDay ? contract.endDate : lastDay;
  return { from, to };
}
