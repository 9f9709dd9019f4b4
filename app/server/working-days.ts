/**
 * Working days as French customer service and the regulator count them: Monday to Friday,
 * public holidays (metropolitan France) excepted, in Paris time.
 */
import { addDays, parisToday } from "~/server/contracts/contract-dates";
import { isoWeekday, isPublicHoliday } from "~/server/customer-requests/appointment-slots.server";
import { parisMidnight } from "~/server/paris-days";

export function isWorkingDay(day: string) {
  return isoWeekday(day) <= 5 && !isPublicHoliday(day);
}

/** The n-th working day after `day` (the day itself never counts). */
export function addWorkingDays(day: string, n: number) {
  let current = day;
  for (let left = n; left > 0; ) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left--;
  }
  return current;
}

/** The end (Paris midnight) of the n-th working day after the one `from` falls on. */
export function workingDaysDeadline(from: Date, n: number) {
  return parisMidnight(addWorkingDays(parisToday(from), n), 1);
}

/** How many working days after the day `from` falls on, up to the day `to` falls on (Paris days): a delay as the regulator counts it. */
export function workingDaysBetween(from: Date, to: Date) {
  const last = parisToday(to);
  let count = 0;
  for (let day = addDays(parisToday(from), 1); day <= last; day = addDays(day, 1)) {
    if (isWorkingDay(day)) count++;
  }
  return count;
}
