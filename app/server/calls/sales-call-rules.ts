/**
 * When a broker may make a sales call to a person (Code de la consommation L223-2 as amended by
 * loi n° 2025-594, décret n° 2022-1313): weekdays 10:00–13:00 and 14:00–20:00 Paris time, never on
 * a public holiday, at most four calls in 30 days to one person, none within 60 days after the
 * person refused, and never without a lawful basis (the phone opt-in, or one the adviser names).
 * Pure: the caller passes the moment and the person's past calls.
 */
import { addDays } from "~/server/contracts/contract-dates";
import { isoWeekday, isPublicHoliday } from "~/server/customer-requests/appointment-slots.server";
import { parisClockParts } from "~/server/paris-days";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Windows in minutes after Paris midnight, [start, end). */
export const CALL_WINDOWS = [
  [10 * 60, 13 * 60],
  [14 * 60, 20 * 60],
] as const;
export const MAX_CALLS = 4;
export const COUNT_PERIOD_DAYS = 30;
export const REFUSAL_QUIET_DAYS = 60;

export const CALL_REFUSALS = ["noConsent", "holiday", "weekend", "outsideHours", "tooMany", "refusedRecently"] as const;
export type CallRefusal = (typeof CALL_REFUSALS)[number];

export type PastCall = { at: Date; refused: boolean };
export type CallContext = { consent: boolean; history: readonly PastCall[] };
export type CallVerdict = { allowed: true } | { allowed: false; reason: CallRefusal; nextAllowedAt: Date | null };

/** The Paris calendar day and minute of the day an instant falls on. */
export function parisClock(at: Date) {
  const parts = parisClockParts(at);
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant Paris's clocks read `minute` on `day` (windows never start in a DST gap: changes happen on Sundays at night). */
export function parisInstant(day: string, minute: number) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, 0, minute);
  let guess = wall;
  // Twice: the first offset may be the one before a change of time.
  for (let i = 0; i < 2; i++) {
    const read = parisClock(new Date(guess));
    const [y, m, d] = read.day.split("-").map(Number) as [number, number, number];
    guess += wall - Date.UTC(y, m - 1, d, 0, read.minute);
  }
  return new Date(guess);
}

const isCallingDay = (day: string) => isoWeekday(day) <= 5 && !isPublicHoliday(day);

/** Why the moment itself is closed to sales calls, or null when it is within a window. */
function closedBecause(at: Date): CallRefusal | null {
  const { day, minute } = parisClock(at);
  if (isPublicHoliday(day)) return "holiday";
  if (isoWeekday(day) > 5) return "weekend";
  return CALL_WINDOWS.some(([start, end]) => minute >= start && minute < end) ? null : "outsideHours";
}

/** The first instant at or after `from` inside a calling window. */
export function nextWindowStart(from: Date) {
  const { day, minute } = parisClock(from);
  if (isCallingDay(day)) {
    for (const [start, end] of CALL_WINDOWS) {
      if (minute < start) return parisInstant(day, start);
      if (minute < end) return from;
    }
  }
  let next = addDays(day, 1);
  while (!isCallingDay(next)) next = addDays(next, 1);
  return parisInstant(next, CALL_WINDOWS[0][0]);
}

/** The earliest instant the person's history allows again (the 60-day and the 4-in-30-day rules), ignoring windows. */
function historyAllowsFrom(at: Date, history: readonly PastCall[]): { reason: CallRefusal; from: Date } | null {
  const lastRefusal = history
    .filter((call) => call.refused)
    .reduce<number | null>((latest, call) => Math.max(latest ?? 0, call.at.getTime()), null);
  if (lastRefusal !== null && at.getTime() < lastRefusal + REFUSAL_QUIET_DAYS * DAY_MS) {
    return { reason: "refusedRecently", from: new Date(lastRefusal + REFUSAL_QUIET_DAYS * DAY_MS) };
  }
  const recent = history
    .map((call) => call.at.getTime())
    .filter((time) => time <= at.getTime() && time > at.getTime() - COUNT_PERIOD_DAYS * DAY_MS)
    .sort((a, b) => b - a);
  if (recent.length >= MAX_CALLS) {
    // The call that must leave the 30-day period for a fifth to fit.
    const oldest = recent[MAX_CALLS - 1] as number;
    return { reason: "tooMany", from: new Date(oldest + COUNT_PERIOD_DAYS * DAY_MS) };
  }
  return null;
}

/** The first moment at or after `from` when a sales call to the person is allowed; null without a basis. */
export function nextAllowedCall(from: Date, context: CallContext): Date | null {
  if (!context.consent) return null;
  let candidate = from;
  // Each pass moves forward only; a few are enough (history rules, then a window).
  for (let pass = 0; pass < 10; pass++) {
    const blocked = historyAllowsFrom(candidate, context.history);
    const afterHistory = blocked ? blocked.from : candidate;
    const inWindow = nextWindowStart(afterHistory);
    if (inWindow.getTime() === candidate.getTime()) return candidate;
    candidate = inWindow;
  }
  return candidate;
}

/** Whether a sales call may be made (or scheduled) at `at`, and if not, why and when it may. */
export function salesCallVerdict(at: Date, context: CallContext): CallVerdict {
  if (!context.consent) return { allowed: false, reason: "noConsent", nextAllowedAt: null };
  const reason = closedBecause(at) ?? historyAllowsFrom(at, context.history)?.reason ?? null;
  if (!reason) return { allowed: true };
  return { allowed: false, reason, nextAllowedAt: nextAllowedCall(at, context) };
}

/** A moment typed in a `datetime-local` field, read on Paris's clock ("2026-12-01T14:30"); null when it is not one. */
export function parseParisDateTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || hour > 23 || minute > 59) {
    return null;
  }
  return parisInstant(value.slice(0, 10), hour * 60 + minute);
}
