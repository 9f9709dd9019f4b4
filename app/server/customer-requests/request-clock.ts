import { parisToday } from "~/server/contracts/contract-dates";
import type { CustomerRequestKind, CustomerRequestStatus } from "~/server/db/schema/customer-requests";
import { parisMidnight } from "~/server/paris-days";
import { workingDaysDeadline } from "~/server/working-days";
import { REQUEST_KINDS } from "./kinds/registry";
import type { RequestKindClock } from "./kinds/request-kind";

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

/**
 * When the request must be answered by, on its kind's clock (`kinds/`): the promise the
 * confirmation e-mail makes ("nous vous répondons rapidement") made measurable.
 */
export function dueAtOf(kind: CustomerRequestKind, receivedAt: Date) {
  const { answer }: RequestKindClock = REQUEST_KINDS[kind].clock;
  return "months" in answer
    ? endOfDayMonthsLater(receivedAt, answer.months)
    : workingDaysDeadline(receivedAt, answer.workingDays);
}

/** When the request must be acknowledged by (a complaint: end of the 10th working day after its receipt); null when its kind is not. */
export function acknowledgeDueAtOf(kind: CustomerRequestKind, receivedAt: Date) {
  const clock: RequestKindClock = REQUEST_KINDS[kind].clock;
  return clock.acknowledge ? workingDaysDeadline(receivedAt, clock.acknowledge.workingDays) : null;
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
