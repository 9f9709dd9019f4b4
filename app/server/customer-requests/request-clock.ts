import type { CustomerRequestKind, CustomerRequestStatus } from "~/server/db/schema/customer-requests";
import { workingDaysDeadline } from "~/server/working-days";

/**
 * How long customer service takes to answer each kind of request, in working days from the day
 * it arrives: the promise the confirmation e-mail makes ("nous vous répondons rapidement") made
 * measurable. An appointment is confirmed the next working day; the rest within two.
 */
export const ANSWER_WORKING_DAYS: Record<CustomerRequestKind, number> = {
  appointment: 1,
  cancellation: 2,
  claim: 2,
  document: 2,
};

export const OPEN_REQUEST_STATUSES = ["sent", "in_progress"] as const satisfies readonly CustomerRequestStatus[];

export function isOpen(status: CustomerRequestStatus) {
  return (OPEN_REQUEST_STATUSES as readonly string[]).includes(status);
}

export function dueAtOf(kind: CustomerRequestKind, receivedAt: Date) {
  return workingDaysDeadline(receivedAt, ANSWER_WORKING_DAYS[kind]);
}

export type RequestClock = { state: "closed" } | { state: "running" | "overdue"; msLeft: number };

/** Where a request stands against its clock: closed once handled, overdue past its due time. */
export function clockOf(
  request: { status: CustomerRequestStatus; dueAt: Date | null },
  now = new Date(),
): RequestClock {
  if (!isOpen(request.status) || !request.dueAt) return { state: "closed" };
  const msLeft = request.dueAt.getTime() - now.getTime();
  return { state: msLeft < 0 ? "overdue" : "running", msLeft };
}
