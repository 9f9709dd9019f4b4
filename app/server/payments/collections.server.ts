import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import { paymentInstalments } from "~/server/db/schema/payments";
import { changeInstalmentStatus, type InstalmentRow } from "./instalments.server";
import { activeMandatesOf, type MandateWithAccount } from "./mandates.server";
import { paymentRefusal } from "./payment-refusals";

/**
 * What the collections (pain.008), the rejects and the unpaid premiums build on (issue 43's
 * second half): the instalments due on a day with the mandate and account to debit, and the
 * changes a collection, a reject or a settlement make. Each change goes through the one writer
 * of an instalment's status and is refused, with a reason, when it does not apply.
 */
export type DueInstalment = {
  instalment: InstalmentRow;
  contract: { id: string; reference: string; customerId: string; status: string; insurer: string };
  /** The active mandate and its account; null: nothing may be debited (no signed mandate). */
  debit: MandateWithAccount | null;
};

/** Instalments whose debit day is `day` and that were announced ("notified"), with what to debit. */
export async function instalmentsDueOn(db: Pick<Database, "select">, day: string): Promise<DueInstalment[]> {
  const rows = await db
    .select({
      instalment: paymentInstalments,
      contract: {
        id: contracts.id,
        reference: contracts.reference,
        customerId: contracts.customerId,
        status: contracts.status,
        insurer: contracts.insurer,
      },
    })
    .from(paymentInstalments)
    .innerJoin(contracts, eq(contracts.id, paymentInstalments.contractId))
    .where(and(eq(paymentInstalments.dueDate, day), eq(paymentInstalments.status, "notified")))
    .orderBy(asc(contracts.reference));
  const mandates = await activeMandatesOf(db, [...new Set(rows.map((row) => row.contract.customerId))]);
  return rows.map((row) => ({ ...row, debit: mandates.get(row.contract.customerId) ?? null }));
}

/** The instalments with these ids (an import's lookup). */
export async function findInstalments(db: Pick<Database, "select">, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(paymentInstalments).where(inArray(paymentInstalments.id, ids));
}

/**
 * The instalment went out in a collection file: recorded with the file's reference and the
 * mandate debited. Refused (409) when the contract is cancelled, when no mandate is active (a
 * mandate without signature debits nothing) or when it is not an announced instalment.
 */
export async function markInstalmentCollected(
  tx: Transaction,
  input: { instalmentId: string; collectionReference: string; now: Date },
) {
  const [row] = await tx
    .select({ instalment: paymentInstalments, contract: contracts })
    .from(paymentInstalments)
    .innerJoin(contracts, eq(contracts.id, paymentInstalments.contractId))
    .where(eq(paymentInstalments.id, input.instalmentId));
  if (!row) throw paymentRefusal(404, "instalmentNotFound");
  if (row.contract.status === "cancelled") throw paymentRefusal(409, "contractCancelled");
  const debit = (await activeMandatesOf(tx, [row.contract.customerId])).get(row.contract.customerId);
  if (!debit) throw paymentRefusal(409, "noActiveMandate");
  const changed = await changeInstalmentStatus(tx, {
    instalmentId: input.instalmentId,
    to: "collected",
    cause: "collectionSubmitted",
    from: ["notified"],
    now: input.now,
    fields: { collectionReference: input.collectionReference, mandateId: debit.mandate.id },
  });
  if (!changed) throw paymentRefusal(409, "instalmentNotCollectable");
  return changed;
}

/**
 * The debtor's bank rejected the debit (ISO 20022 reason code: AM04, MD01, AC04…). A reject
 * already recorded with the same code is no change (an import replayed): null.
 */
export async function markInstalmentRejected(
  tx: Transaction,
  input: { instalmentId: string; reasonCode: string; now: Date },
) {
  const code = input.reasonCode.trim().toUpperCase();
  if (!/^[A-Z0-9]{4}$/.test(code)) throw paymentRefusal(400, "rejectCode");
  const [current] = await tx.select().from(paymentInstalments).where(eq(paymentInstalments.id, input.instalmentId));
  if (!current) throw paymentRefusal(404, "instalmentNotFound");
  if (current.status === "rejected" && current.rejectReasonCode === code) return null;
  const changed = await changeInstalmentStatus(tx, {
    instalmentId: input.instalmentId,
    to: "rejected",
    cause: "rejectReceived",
    from: ["collected", "paid"],
    now: input.now,
    fields: { rejectReasonCode: code },
  });
  if (!changed) throw paymentRefusal(409, "instalmentNotRejectable");
  return changed;
}

/**
 * The money is in: a collected debit settled ("settled"), or an unpaid one paid another way
 * ("paidOtherwise": a transfer after a reminder). Already paid: null (nothing counted twice).
 */
export async function markInstalmentPaid(
  tx: Transaction,
  input: { instalmentId: string; how: "settled" | "paidOtherwise"; now: Date },
) {
  const [current] = await tx.select().from(paymentInstalments).where(eq(paymentInstalments.id, input.instalmentId));
  if (!current) throw paymentRefusal(404, "instalmentNotFound");
  if (current.status === "paid") return null;
  const changed = await changeInstalmentStatus(tx, {
    instalmentId: input.instalmentId,
    to: "paid",
    cause: input.how,
    now: input.now,
  });
  if (!changed) throw paymentRefusal(409, "instalmentNotPayable");
  return changed;
}
