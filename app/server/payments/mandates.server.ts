import { and, desc, eq, inArray } from "drizzle-orm";
import { type AuditActor, recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database, Transaction } from "~/server/db/client.server";
import { bankAccounts, sepaMandates } from "~/server/db/schema/payments";
import type { BankDetails } from "./bank-details";
import { isValidCreditorIdentifier } from "./creditor-identifier";
import { newMandateReference } from "./mandate-reference";
import { type MandateStatus, type MandateStatusCause, mayChangeMandateStatus } from "./mandate-states";
import { paymentRefusal } from "./payment-refusals";

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type MandateRow = typeof sepaMandates.$inferSelect;
type Reader = Pick<Database, "select">;

/**
 * The one writer of a mandate's status: a conditional update from the status read (two tabs, a
 * signature crossing a withdrawal: one wins, the other is told), checked against
 * MANDATE_STATUS_TRANSITIONS. Returns the updated row, or null when the change is not allowed
 * or the mandate moved meanwhile.
 */
export async function changeMandateStatus(
  tx: Transaction,
  change: { mandateId: string; to: MandateStatus; cause: MandateStatusCause; reason?: string | null; now: Date },
): Promise<MandateRow | null> {
  const [current] = await tx.select().from(sepaMandates).where(eq(sepaMandates.id, change.mandateId)).for("update");
  if (!current || !mayChangeMandateStatus(current.status, change.to, change.cause)) return null;
  const stamps =
    change.to === "active"
      ? { signedAt: change.now }
      : change.to === "revoked"
        ? { revokedAt: change.now, revokedReason: change.reason ?? change.cause }
        : { endedAt: change.now };
  const [updated] = await tx
    .update(sepaMandates)
    .set({ status: change.to, updatedAt: change.now, ...stamps })
    .where(and(eq(sepaMandates.id, current.id), eq(sepaMandates.status, current.status)))
    .returning();
  return updated ?? null;
}

/**
 * A new bank account and its mandate, waiting for the customer's signature (issue 43). The
 * account in use and its active mandate stay until the new one is signed; a mandate still
 * waiting from an earlier change is superseded (the caller withdraws its signature request).
 * Audited as the acting account did it (the customer in their area, or staff).
 */
export async function addBankAccount(
  tx: Transaction,
  input: {
    customerId: string;
    details: BankDetails;
    creditorIdentifier: string | null;
    /** The RUM printed on the mandate's PDF, written before the transaction (else a new one). */
    reference?: string;
    actor: AuditActor;
    now: Date;
  },
): Promise<{ account: BankAccountRow; mandate: MandateRow; superseded: MandateRow[] }> {
  const ics = input.creditorIdentifier;
  if (!ics || !isValidCreditorIdentifier(ics)) throw paymentRefusal(409, "creditorIdentifierMissing");
  const waiting = await tx
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.customerId, input.customerId), eq(sepaMandates.status, "awaitingSignature")));
  const superseded: MandateRow[] = [];
  for (const mandate of waiting) {
    const ended = await changeMandateStatus(tx, {
      mandateId: mandate.id,
      to: "expired",
      cause: "superseded",
      now: input.now,
    });
    if (ended) superseded.push(ended);
  }
  const [account] = await tx
    .insert(bankAccounts)
    .values({ customerId: input.customerId, ...input.details, createdAt: input.now, createdBy: input.actor.id })
    .returning();
  if (!account) throw new Error("bank account not stored");
  const [mandate] = await tx
    .insert(sepaMandates)
    .values({
      customerId: input.customerId,
      bankAccountId: account.id,
      reference: input.reference ?? newMandateReference(input.now),
      creditorIdentifier: ics,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!mandate) throw new Error("mandate not stored");
  await recordStaffAction(tx, input.actor, {
    action: "payment.bankAccount.add",
    target: { type: "customer", id: input.customerId },
    details: { mandate: mandate.reference, iban: maskedForLog(account.iban) },
  });
  return { account, mandate, superseded };
}

const maskedForLog = (iban: string) => `${iban.slice(0, 4)}…${iban.slice(-4)}`;

/** Links a mandate to the signature request that will make it active. */
export async function attachSignatureRequest(tx: Transaction, mandateId: string, signatureRequestId: string) {
  await tx.update(sepaMandates).set({ signatureRequestId }).where(eq(sepaMandates.id, mandateId));
}

/**
 * The mandate is signed: it becomes the customer's active mandate, the one active before is
 * revoked (cause "replaced", dated), and its account marked replaced. Runs in the signature's
 * transaction (the "sepa-mandate" purpose's onSigned). A mandate no longer waiting (superseded
 * meanwhile) is left as it is: null.
 */
export async function activateMandate(tx: Transaction, mandateId: string, now: Date) {
  const [mandate] = await tx.select().from(sepaMandates).where(eq(sepaMandates.id, mandateId));
  if (mandate?.status !== "awaitingSignature") return null;
  const previous = await tx
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.customerId, mandate.customerId), eq(sepaMandates.status, "active")));
  for (const old of previous) {
    await changeMandateStatus(tx, { mandateId: old.id, to: "revoked", cause: "replaced", reason: "replaced", now });
    if (old.bankAccountId !== mandate.bankAccountId) {
      await tx.update(bankAccounts).set({ replacedAt: now }).where(eq(bankAccounts.id, old.bankAccountId));
    }
  }
  return changeMandateStatus(tx, { mandateId, to: "active", cause: "signed", now });
}

/** Staff revoke the active mandate (the customer's bank or the customer asked): nothing more is debited. */
export async function revokeMandate(
  tx: Transaction,
  input: { customerId: string; mandateId: string; reason: string; actor: AuditActor; now: Date },
) {
  const [mandate] = await tx
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.id, input.mandateId), eq(sepaMandates.customerId, input.customerId)));
  if (!mandate) throw paymentRefusal(404, "mandateNotFound");
  const to = mandate.status === "awaitingSignature" ? "expired" : "revoked";
  const changed = await changeMandateStatus(tx, {
    mandateId: mandate.id,
    to,
    cause: "staffDecision",
    reason: input.reason,
    now: input.now,
  });
  if (!changed) throw paymentRefusal(409, "mandateNotRevocable");
  await recordStaffAction(tx, input.actor, {
    action: "payment.mandate.revoke",
    target: { type: "customer", id: input.customerId },
    details: { mandate: mandate.reference, reason: input.reason },
  });
  return changed;
}

export type MandateWithAccount = { mandate: MandateRow; account: BankAccountRow };

/** The customer's mandates with their accounts, newest first. */
export async function listMandates(db: Reader, customerId: string): Promise<MandateWithAccount[]> {
  const rows = await db
    .select({ mandate: sepaMandates, account: bankAccounts })
    .from(sepaMandates)
    .innerJoin(bankAccounts, eq(bankAccounts.id, sepaMandates.bankAccountId))
    .where(eq(sepaMandates.customerId, customerId))
    .orderBy(desc(sepaMandates.createdAt));
  return rows;
}

/** The mandate debits are taken under today (null: none signed, nothing can be debited). */
export async function activeMandate(db: Reader, customerId: string): Promise<MandateWithAccount | null> {
  const [row] = await db
    .select({ mandate: sepaMandates, account: bankAccounts })
    .from(sepaMandates)
    .innerJoin(bankAccounts, eq(bankAccounts.id, sepaMandates.bankAccountId))
    .where(and(eq(sepaMandates.customerId, customerId), eq(sepaMandates.status, "active")));
  return row ?? null;
}

/** The active mandates of several customers at once (a collection run). */
export async function activeMandatesOf(db: Reader, customerIds: string[]) {
  if (customerIds.length === 0) return new Map<string, MandateWithAccount>();
  const rows = await db
    .select({ mandate: sepaMandates, account: bankAccounts })
    .from(sepaMandates)
    .innerJoin(bankAccounts, eq(bankAccounts.id, sepaMandates.bankAccountId))
    .where(and(inArray(sepaMandates.customerId, customerIds), eq(sepaMandates.status, "active")));
  return new Map(rows.map((row) => [row.mandate.customerId, row]));
}

/** A mandate of this customer, or null (another customer's is as unknown as a made-up id). */
export async function findCustomerMandate(db: Reader, customerId: string, mandateId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(mandateId)) return null;
  const [row] = await db
    .select({ mandate: sepaMandates, account: bankAccounts })
    .from(sepaMandates)
    .innerJoin(bankAccounts, eq(bankAccounts.id, sepaMandates.bankAccountId))
    .where(and(eq(sepaMandates.id, mandateId), eq(sepaMandates.customerId, customerId)));
  return row ?? null;
}
