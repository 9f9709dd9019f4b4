import getJoursFeries from "@socialgouv/jours-feries";
import { isCalendarDay } from "~/forms/calendar-day";
import { addDays, parisToday } from "~/server/contracts/contract-dates";
import type { OpeningHours } from "~/server/site-config.server";

/** How far ahead a customer may book (days, today included). */
export const BOOKING_HORIZON_DAYS = 30;

const holidayCache = new Map<number, Set<string>>();

/** Metropolitan France's public holidays (Alsace-Moselle's two extra days are not closures here). */
export function isPublicHoliday(day: string) {
  const year = Number(day.slice(0, 4));
  let days = holidayCache.get(year);
  if (!days) {
    days = new Set(
      Object.values(getJoursFeries(year)).map(
        (date) =>
          `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`,
      ),
    );
    holidayCache.set(year, days);
  }
  return days.has(day);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar day. */
export function isoWeekday(day: string) {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

// Made once: building a formatter costs a tenth of a millisecond, and a month of slots needs a thousand.
const PARIS_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Paris",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Paris's offset from UTC (minutes) at an instant. */
function parisOffsetMinutes(at: Date) {
  const parts = PARIS_CLOCK.formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(value("year"), value("month") - 1, value("day"), value("hour"), value("minute"));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a Paris wall-clock time (YYYY-MM-DD, HH:MM) names. */
export function parisInstant(day: string, time: string) {
  const wall = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  const guess = wall + minutesOf(time) * 60_000;
  const first = guess - parisOffsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess - parisOffsetMinutes(new Date(first)) * 60_000);
}

/** The start times the broker offers on a day, whatever the clock says (an open day, not a holiday). */
export function openingTimes(day: string, hours: OpeningHours): string[] {
  if (!hours.days.includes(isoWeekday(day)) || isPublicHoliday(day)) return [];
  const times: string[] = [];
  for (
    let start = minutesOf(hours.opens);
    start + hours.slotMinutes <= minutesOf(hours.closes);
    start += hours.slotMinutes
  ) {
    times.push(timeOf(start));
  }
  return times;
}

export type SlotDay = { day: string; times: string[] };

/** Every bookable slot from now over the horizon, grouped by day (days without a slot left out). */
export function availableSlots(hours: OpeningHours, now = new Date(), horizonDays = BOOKING_HORIZON_DAYS): SlotDay[] {
  const today = parisToday(now);
  const days: SlotDay[] = [];
  for (let offset = 0; offset < horizonDays; offset++) {
    const day = addDays(today, offset);
    const times = openingTimes(day, hours).filter((time) => parisInstant(day, time) > now);
    if (times.length > 0) days.push({ day, times });
  }
  return days;
}

export type SlotCheck = "ok" | "invalid" | "past" | "tooFar" | "closed" | "holiday" | "outsideHours";

/** Whether a chosen day and time is a slot the broker offers now (the server's check of the picker). */
export function checkSlot(day: string, time: string, hours: OpeningHours, now = new Date()): SlotCheck {
  if (!isCalendarDay(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return "invalid";
  if (parisInstant(day, time) <= now) return "past";
  if (day > addDays(parisToday(now), BOOKING_HORIZON_DAYS - 1)) return "tooFar";
  if (isPublicHoliday(day)) return "holiday";
  if (!hours.days.includes(isoWeekday(day))) return "closed";
  if (!openingTimes(day, hours).includes(time)) return "outsideHours";
  return "ok";
}
