import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client.server";
import { paymentInstalments } from "~/server/db/schema/payments";
import {
  type InstalmentStatus,
  type InstalmentStatusCause,
  mayChangeInstalmentStatus,
  OPEN_INSTALMENT_STATUSES,
} from "./instalment-states";

export type InstalmentRow = typeof paymentInstalments.$inferSelect;
type Reader = Pick<Database, "select">;

/** What a status change may also record: the collection's reference, the reject's code… */
export type InstalmentChangeFields = Partial<
  Pick<InstalmentRow, "collectionReference" | "mandateId" | "rejectReasonCode">
>;

/**
 * The one writer of an instalment's status, checked against INSTALMENT_STATUS_TRANSITIONS and
 * conditional on the status read (a replayed import, a second process: the change is made once,
 * the second call gets null). Each status stamps its own time.
 */
export async function changeInstalmentStatus(
  tx: Transaction,
  change: {
    instalmentId: string;
    to: InstalmentStatus;
    cause: InstalmentStatusCause;
    now: Date;
    /** Refuse unless the instalment is in one of these (the caller's expectation). */
    from?: readonly InstalmentStatus[];
    fields?: InstalmentChangeFields;
  },
): Promise<InstalmentRow | null> {
  const [current] = await tx.select().from(paymentInstalments).where(eq(paymentInstalments.id, change.instalmentId));
  if (!current) return null;
  if (change.from && !change.from.includes(current.status)) return null;
  if (!mayChangeInstalmentStatus(current.status, change.to, change.cause)) return null;
  const stamp = {
    planned: {},
    notified: { prenotifiedAt: change.now },
    collected: { collectedAt: change.now },
    rejected: { rejectedAt: change.now },
    paid: { paidAt: change.now },
    cancelled: { cancelledAt: change.now },
  }[change.to];
  const [updated] = await tx
    .update(paymentInstalments)
    .set({ status: change.to, updatedAt: change.now, ...stamp, ...change.fields })
    .where(and(eq(paymentInstalments.id, current.id), eq(paymentInstalments.status, current.status)))
    .returning();
  return updated ?? null;
}

/**
 * A contract ended (issue 43): its instalments not yet taken whose period starts on or after the
 * day cover stops are cancelled. Called by the contracts domain where the status changes
 * (contract-status.server.ts), in its transaction; it never writes the contract's status.
 */
export async function cancelInstalmentsFrom(tx: Transaction, contractId: string, fromDay: string, now: Date) {
  const open = await tx
    .select({ id: paymentInstalments.id })
    .from(paymentInstalments)
    .where(
      and(
        eq(paymentInstalments.contractId, contractId),
        inArray(paymentInstalments.status, [...OPEN_INSTALMENT_STATUSES]),
        gte(paymentInstalments.nominalDate, fromDay),
      ),
    );
  let cancelled = 0;
  for (const row of open) {
    const done = await changeInstalmentStatus(tx, {
      instalmentId: row.id,
      to: "cancelled",
      cause: "contractEnded",
      now,
    });
    if (done) cancelled++;
  }
  return cancelled;
}

/** A contract's instalments in date order. */
export async function listContractInstalments(db: Reader, contractId: string) {
  return db
    .select()
    .from(paymentInstalments)
    .where(eq(paymentInstalments.contractId, contractId))
    .orderBy(asc(paymentInstalments.nominalDate), asc(paymentInstalments.createdAt));
}
