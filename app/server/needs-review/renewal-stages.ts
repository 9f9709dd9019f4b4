/**
 * When a contract's renewal reminders go out (ACPR 2024-R-03, the advice during the contract) and
 * what the loi Chatel notice in them says (Code des assurances L113-15-1). Pure: calendar days
 * (YYYY-MM-DD) counted as the broker's Paris days, by contract-dates.ts's arithmetic.
 */
import { addDays, NOTICE_DAYS } from "~/server/contracts/contract-dates";

/** The reminders' days before the renewal when an admin set none: three months, two, one. */
export const DEFAULT_REMINDER_DAYS = [90, 60, 30] as const;
/** At most this many reminders a year, each at most this many days before the renewal. */
export const REMINDER_DAYS_MAX_COUNT = 6;
export const REMINDER_DAYS_MAX = 180;
/** The loi Chatel: a notice sent less than 15 days before the deadline gives 20 days from its sending. */
export const CHATEL_LATE_DAYS = 15;
export const CHATEL_GRACE_DAYS = 20;

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Whole days from `from` to `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string) {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/**
 * The settings' list ("90, 60, 30"): whole days between 1 and 180, each once, at most six,
 * largest first. Null when it is not such a list.
 */
export function parseReminderDays(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > REMINDER_DAYS_MAX_COUNT) return null;
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const days = parts.map(Number);
  if (days.some((day) => day < 1 || day > REMINDER_DAYS_MAX)) return null;
  if (new Set(days).size !== days.length) return null;
  return days.sort((a, b) => b - a);
}

/**
 * The reminder due on `today` for a renewal on `renewal`: the smallest threshold the renewal is
 * within (40 days before, with 90, 60, 30: the 60 days' one). A reminder a late run missed is not
 * sent beside the next one: only the current threshold counts, and each is sent once (its key).
 * Null when the renewal is further than every threshold, or already passed.
 */
export function reminderDue(thresholds: readonly number[], renewal: string, today: string) {
  const left = daysBetween(today, renewal);
  if (left < 0) return null;
  const within = thresholds.filter((days) => left <= days);
  return within.length === 0 ? null : Math.min(...within);
}

/**
 * What the loi Chatel notice says, for a reminder sent on `sentDay`: the last day to refuse the
 * renewal (the notice period before it), or, for a notice sent less than 15 days before that day
 * or after it, twenty days from the sending (L113-15-1 al. 2), said as such.
 */
export function chatelNotice(renewal: string, sentDay: string) {
  const deadline = addDays(renewal, -NOTICE_DAYS);
  if (daysBetween(sentDay, deadline) < CHATEL_LATE_DAYS) {
    return { deadline: addDays(sentDay, CHATEL_GRACE_DAYS), late: true as const };
  }
  return { deadline, late: false as const };
}
