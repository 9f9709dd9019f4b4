import { and, eq } from "drizzle-orm";
import type { Transaction } from "~/server/db/client.server";
import { contractEvents } from "~/server/db/schema/contract-records";
import { contracts } from "~/server/db/schema/customer-area";
import { cancelInstalmentsFrom } from "~/server/payments/instalments.server";
import { parisToday } from "./contract-dates";
import { type ContractStatusCause, mayChangeContractStatus } from "./contract-status-transitions";
import type { ContractStatus } from "./contract-types";
import type { ContractRow } from "./contracts.server";

/**
 * The one place a contract's status changes (a test fails on any other write of the column).
 * Every change is checked against CONTRACT_STATUS_TRANSITIONS and leaves a contract event saying
 * who (the account acting, none for the system or a public page), what (from, to) and why (the
 * cause, the request behind it, staff's reason). Callers bring their transaction: the change
 * commits or rolls back with the work that caused it (the request stored, the audit record).
 */
export type ContractStatusChange = {
  contractId: string;
  /** When given, the contract must be this customer's (else it is not found). */
  customerId?: string;
  to: ContractStatus;
  cause: ContractStatusCause;
  /** Who: the signed-in account acting (staff, the customer in their area); null for the system or a public page. */
  actorId: string | null;
  /** Staff's words; staff always give one. */
  reason?: string;
  /** The request behind the change (its reference), for a change a request caused. */
  request?: string;
  /** The day cover stops, when the change sets it: a cancellation's effect date. */
  endDate?: string;
  /** Today in Paris, for a cancellation staff record without an end date. */
  today?: string;
};

export type ContractStatusOutcome =
  | { changed: true; from: ContractStatus; to: ContractStatus; contract: ContractRow }
  | { changed: false; refusal: "notFound" | "unchanged" | "transition"; contract?: ContractRow };

/**
 * The end date the new status implies: running again clears it; a request's effect date sets
 * it; a contract recorded as cancelled without one ends today; otherwise it stays.
 */
function endDateAfter(change: ContractStatusChange, current: ContractRow, now: Date) {
  if (change.to === "active") return null;
  if (change.endDate !== undefined) return change.endDate;
  if (change.to === "cancelled") return current.endDate ?? change.today ?? parisToday(now);
  return current.endDate;
}

export async function changeContractStatus(
  tx: Transaction,
  change: ContractStatusChange,
  now = new Date(),
): Promise<ContractStatusOutcome> {
  const [current] = (await tx
    .select()
    .from(contracts)
    .where(
      change.customerId
        ? and(eq(contracts.id, change.contractId), eq(contracts.customerId, change.customerId))
        : eq(contracts.id, change.contractId),
    )
    .for("update")) as ContractRow[];
  if (!current) return { changed: false, refusal: "notFound" };
  if (current.status === change.to) return { changed: false, refusal: "unchanged", contract: current };
  if (!mayChangeContractStatus(current.status, change.to, change.cause)) {
    return { changed: false, refusal: "transition", contract: current };
  }
  const endDate = endDateAfter(change, current, now);
  const [updated] = (await tx
    .update(contracts)
    .set({ status: change.to, endDate, updatedAt: now })
    .where(eq(contracts.id, current.id))
    .returning()) as ContractRow[];
  await tx.insert(contractEvents).values({
    contractId: current.id,
    kind: "status",
    details: {
      from: current.status,
      to: change.to,
      cause: change.cause,
      ...(change.reason ? { reason: change.reason } : {}),
      ...(change.request ? { request: change.request } : {}),
    },
    actorId: change.actorId,
    at: now,
  });
  // The premium stops with the cover: instalments of periods from the end date on are cancelled
  // (payments domain), in this transaction; a cancellation refused later gets them back from the
  // daily top-up of the schedule.
  if ((change.to === "cancelled" || change.to === "cancelling") && endDate) {
    await cancelInstalmentsFrom(tx, current.id, endDate, now);
  }
  return { changed: true, from: current.status, to: change.to, contract: updated ?? current };
}
