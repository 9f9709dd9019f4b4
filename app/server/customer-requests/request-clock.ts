import { parisToday } from "~/server/contracts/contract-dates";
import type { CustomerRequestKind, CustomerRequestStatus } from "~/server/db/schema/customer-requests";
import { parisMidnight } from "~/server/paris-days";
import { workingDaysDeadline } from "~/server/working-days";

/**
 * How long customer service takes to answer each kind of request, in working days from the day
 * it arrives: the promise the confirmation e-mail makes ("nous vous répondons rapidement") made
 * measurable. An appointment is confirmed the next working day; the rest within two. A
 * complaint runs on the regulator's clocks instead (below).
 */
export const ANSWER_WORKING_DAYS: Record<Exclude<CustomerRequestKind, "complaint">, number> = {
  appointment: 1,
  cancellation: 2,
  claim: 2,
  document: 2,
  message: 2,
};

/** ACPR recommendation 2022-R-01: a complaint is acknowledged within 10 working days… */
export const COMPLAINT_ACKNOWLEDGE_WORKING_DAYS = 10;
/** …and answered within two months of its receipt (calendar months). */
export const COMPLAINT_ANSWER_MONTHS = 2;

export const OPEN_REQUEST_STATUSES = ["sent", "in_progress"] as const satisfies readonly CustomerRequestStatus[];

export function isOpen(status: CustomerRequestStatus) {
  return (OPEN_REQUEST_STATUSES as readonly string[]).includes(status);
}

/** The same day `months` later in Paris (the month's last day when it has no such day), at its end. */
function endOfDayMonthsLater(from: Date, months: number) {
  const [year, month, day] = parisToday(from).split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const iso = `${target.getUTCFullYear()}-${String(target.getUTCMonth() + 1).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
  return parisMidnight(iso, 1);
}

/** When the request must be answered by. */
export function dueAtOf(kind: CustomerRequestKind, receivedAt: Date) {
  if (kind === "complaint") return endOfDayMonthsLater(receivedAt, COMPLAINT_ANSWER_MONTHS);
  return workingDaysDeadline(receivedAt, ANSWER_WORKING_DAYS[kind]);
}

/** When a complaint must be acknowledged by (end of the 10th working day after its receipt); null for other kinds. */
export function acknowledgeDueAtOf(kind: CustomerRequestKind, receivedAt: Date) {
  return kind === "complaint" ? workingDaysDeadline(receivedAt, COMPLAINT_ACKNOWLEDGE_WORKING_DAYS) : null;
}

export type RequestClock = { state: "closed" } | { state: "running" | "overdue"; msLeft: number };

/** Where a request stands against its clock: closed once handled, overdue past its due time. */
export function clockOf(
  request: { status: CustomerRequestStatus; dueAt: Date | null },
  now = new Date(),
): RequestClock {
  if (!isOpen(request.status) || !request.dueAt) return { state: "closed" };
  const msLeft = request.dueAt.getTime() - now.getTime();
  // In whole minutes (the inbox shows hours): the page's data stays the same for a minute.
  return { state: msLeft < 0 ? "overdue" : "running", msLeft: Math.round(msLeft / 60_000) * 60_000 };
}

/** A complaint's acknowledgement clock: stopped once acknowledged or closed; null for other kinds. */
export function acknowledgeClockOf(
  request: { status: CustomerRequestStatus; acknowledgeDueAt: Date | null; acknowledgedAt: Date | null },
  now = new Date(),
): RequestClock | null {
  if (!request.acknowledgeDueAt) return null;
  if (request.acknowledgedAt) return { state: "closed" };
  return clockOf({ status: request.status, dueAt: request.acknowledgeDueAt }, now);
}
