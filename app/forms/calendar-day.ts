/**
 * The one reading of a date field ("YYYY-MM-DD", as `<input type="date">` posts it), shared by the
 * browser and the server. Plain arithmetic, no `Date`: `new Date("2026-13-01")` is an Invalid Date
 * whose `toISOString()` throws, which made a typed date a 500 instead of a field error.
 */

export type CalendarDay = { year: number; month: number; day: number };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysIn(year: number, month: number) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The day a string names, or null when it is malformed or does not exist (2026-02-30,
 * 2026-13-01). Year 0000 does not exist either: the Gregorian calendar goes from 1 BC to AD 1,
 * and PostgreSQL refuses it as a date.
 */
export function parseCalendarDay(value: string): CalendarDay | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return { year, month, day };
}

export function isCalendarDay(value: string) {
  return parseCalendarDay(value) !== null;
}
