import { parisClockParts } from "~/server/paris-days";

/**
 * The DDA's continuing training (Code des assurances L511-2, A512-8): 15 hours a year for everyone
 * who sells or advises on insurance. Pure: the screens, the export and their tests read it.
 */
export const YEARLY_HOURS_REQUIRED = 15;
const REQUIRED_HUNDREDTHS = YEARLY_HOURS_REQUIRED * 100;

/** One record's hours: a quarter of an hour at least, a working week at most (40 h). */
export const RECORD_HOURS_MIN = 0.25;
export const RECORD_HOURS_MAX = 40;

/** From this day of the year (Paris), staff still short of the 15 hours are flagged: a quarter is left to catch up. */
export const FLAG_FROM_MONTH_DAY = "10-01";

/**
 * Hours as typed ("7", "7.5", "7,25") in hundredths of an hour (750, 725), or null when they are
 * not a number with at most two decimals within {@link RECORD_HOURS_MIN}–{@link RECORD_HOURS_MAX}.
 */
export function parseHours(raw: string): number | null {
  const value = raw.trim().replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return null;
  const hundredths = Math.round(Number(value) * 100);
  if (hundredths < RECORD_HOURS_MIN * 100 || hundredths > RECORD_HOURS_MAX * 100) return null;
  return hundredths;
}

/** Hundredths of an hour as hours (750 → 7.5). */
export const hoursOf = (hundredths: number) => hundredths / 100;

/** Today's date in Paris (YYYY-MM-DD) and its year. */
export function parisDayOf(now: Date) {
  const parts = parisClockParts(now);
  return { day: `${parts.year}-${parts.month}-${parts.day}`, year: Number(parts.year) };
}

/**
 * Where a member of staff stands for a year: `met` (15 hours or more), `flagged` (short of them
 * from 1 October in Paris, or the year is over), `open` (short, with time left), `future` (a year
 * not begun).
 */
export type TrainingStanding = "met" | "flagged" | "open" | "future";

export function trainingStanding(totalHundredths: number, year: number, now: Date): TrainingStanding {
  const today = parisDayOf(now);
  if (year > today.year) return "future";
  if (totalHundredths >= REQUIRED_HUNDREDTHS) return "met";
  if (year < today.year) return "flagged";
  return today.day >= `${year}-${FLAG_FROM_MONTH_DAY}` ? "flagged" : "open";
}

/** Hours still missing for the year (0 once met), in hundredths. */
export const hundredthsMissing = (totalHundredths: number) => Math.max(0, REQUIRED_HUNDREDTHS - totalHundredths);

/** A year as the screens take it from the address: a plausible four-digit year, else the current one. */
export function yearOf(raw: string | null | undefined, now: Date) {
  const current = parisDayOf(now).year;
  const year = Number(raw);
  return Number.isInteger(year) && year >= 2000 && year <= current + 1 ? year : current;
}
