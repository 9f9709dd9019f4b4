import getJoursFeries from "@socialgouv/jours-feries";
import { addDays } from "~/server/contracts/contract-dates";
import { isWorkingDay } from "~/server/working-days";

/**
 * The dates of a payment schedule (issue 43), as pure functions on ISO calendar days
 * ("2027-01-31"): nominal due dates counted from the schedule's anchor, and the day the bank
 * actually debits, moved to the next day both TARGET2 and French banks work.
 */
import { MONTHS_BETWEEN, type PaymentFrequency } from "./payment-frequencies";

export { MONTHS_BETWEEN, PAYMENT_FREQUENCIES, type PaymentFrequency } from "./payment-frequencies";

/** How many instalments a year of this frequency makes. */
export const instalmentsPerYear = (frequency: PaymentFrequency) => 12 / MONTHS_BETWEEN[frequency];

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `day` plus whole months, the day of the month kept where it exists, else the month's last day:
 * 31 January + 1 month = 28 February (29 in a leap year), + 2 months = 31 March. Always counted
 * from the anchor, never chained, so a schedule anchored on the 31st comes back to the 31st.
 */
export function addMonthsClamped(day: string, months: number) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(date, daysInMonth(targetYear, targetMonth)))}`;
}

/** The n-th nominal due date of a schedule (n = 0 is the anchor, its first due date). */
export function nominalDueDate(anchor: string, frequency: PaymentFrequency, n: number) {
  return addMonthsClamped(anchor, n * MONTHS_BETWEEN[frequency]);
}

const easterMondays = new Map<number, string>();
function easterMonday(year: number) {
  let day = easterMondays.get(year);
  if (!day) {
    const date = getJoursFeries(year)["Lundi de Pâques"] as Date;
    day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    easterMondays.set(year, day);
  }
  return day;
}

/**
 * TARGET2's closing days, on which no SEPA debit settles: Saturdays, Sundays, 1 January, Good
 * Friday, Easter Monday, 1 May, 25 and 26 December.
 */
export function isTargetDay(day: string) {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = day.slice(5);
  if (["01-01", "05-01", "12-25", "12-26"].includes(monthDay)) return false;
  const monday = easterMonday(Number(day.slice(0, 4)));
  return day !== monday && day !== addDays(monday, -3);
}

/** A day the debit can settle on: a TARGET day that French banks also work (public holidays). */
export function isDebitDay(day: string) {
  return isTargetDay(day) && isWorkingDay(day);
}

/** The day a debit due on `day` is taken: that day if it can be, else the next that can. */
export function debitDay(day: string) {
  let current = day;
  while (!isDebitDay(current)) current = addDays(current, 1);
  return current;
}

/** The nominal and actual debit dates of a schedule's instalments, from `fromIndex` while nominal ≤ `until`. */
export function instalmentDates(anchor: string, frequency: PaymentFrequency, until: string, fromIndex = 0) {
  const dates: Array<{ index: number; nominalDate: string; dueDate: string }> = [];
  for (let n = fromIndex; ; n++) {
    const nominalDate = nominalDueDate(anchor, frequency, n);
    if (nominalDate > until) return dates;
    dates.push({ index: n, nominalDate, dueDate: debitDay(nominalDate) });
  }
}

/** When the pre-notification of a debit is due: `daysBefore` calendar days before the debit day. */
export function prenotificationDay(dueDate: string, daysBefore: number) {
  return addDays(dueDate, -daysBefore);
}

export const isoDay = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
