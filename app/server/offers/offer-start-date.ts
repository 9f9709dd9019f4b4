import { isCalendarDay } from "~/forms/calendar-day";
import { addDays, parisToday } from "~/server/contracts/contract-dates";

/** How far ahead a proposed start date may lie: a year, the longest an insurer holds a price. */
export const OFFER_START_MAX_DAYS = 365;

/**
 * The start date proposed when staff set none: the first day of next month, in Paris. Monthly
 * premiums and the payment schedule run by calendar month, health contracts start on the 1st, and
 * it leaves the one-month notice a switch (Hamon, infra-annuelle) gives the previous insurer. An
 * offer signed after it starts on the day of the signature (contractStartOf).
 */
export function defaultOfferStart(now = new Date()) {
  const [year = 0, month = 1] = parisToday(now).split("-").map(Number);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${String(next.year).padStart(4, "0")}-${String(next.month).padStart(2, "0")}-01`;
}

/** Why a proposed start date is refused (a key under `offers.errors`), or null when it holds. */
export function startDateFault(day: string, now = new Date()): "startDate" | "startDatePast" | "startDateFar" | null {
  if (!isCalendarDay(day)) return "startDate";
  const today = parisToday(now);
  if (day < today) return "startDatePast";
  if (day > addDays(today, OFFER_START_MAX_DAYS)) return "startDateFar";
  return null;
}

/** The start date of the contract a signature makes: the proposed one, or the signing day once it has passed. */
export function contractStartOf(proposed: string | null, now = new Date()) {
  const today = parisToday(now);
  return proposed && proposed > today ? proposed : today;
}
