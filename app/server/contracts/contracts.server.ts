import { randomInt } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { type Database, preparedQuery } from "../db/client.server";
import { contracts } from "../db/schema/customer-area";
import { type ContractDraft, ContractDraftSchema } from "./contract-draft";
import { productLineOf } from "./contract-types";

export type ContractRow = typeof contracts.$inferSelect;

/** Checks a draft and records it; returns the stored contract. */
export async function createContract(db: Database, input: ContractDraft): Promise<ContractRow> {
  const draft = ContractDraftSchema.parse(input);
  const productLine = productLineOf(draft.product);
  const [row] = await db
    .insert(contracts)
    .values({
      customerId: draft.customerId,
      reference: draft.reference,
      productLine,
      product: draft.product,
      formula: draft.formula ?? null,
      insurer: draft.insurer,
      status: draft.status,
      monthlyPremiumCents: draft.monthlyPremiumCents,
      startDate: draft.startDate,
      anniversaryDate: draft.anniversaryDate,
      endDate: draft.endDate ?? null,
      guarantees: draft.guarantees,
      vehicleRegistration: productLine === "vehicle" ? (draft.vehicle?.registration ?? null) : null,
      vehicleMake: productLine === "vehicle" ? (draft.vehicle?.make ?? null) : null,
      vehicleModel: productLine === "vehicle" ? (draft.vehicle?.model ?? null) : null,
      loanAmountCents: productLine === "borrower" ? (draft.loan?.amountCents ?? null) : null,
      loanBank: productLine === "borrower" ? (draft.loan?.bank ?? null) : null,
      peopleCovered: productLine === "health" ? (draft.peopleCovered ?? null) : null,
      origin: draft.origin,
      originReason: draft.origin === "manual" ? (draft.originReason ?? null) : null,
      offerId: draft.origin === "offer" ? (draft.offerId ?? null) : null,
    })
    .returning();
  return row as ContractRow;
}

/** Running contracts first (active, being cancelled, suspended, ended), then the newest first. */
const STATUS_ORDER = sql`case ${contracts.status} when 'active' then 0 when 'cancelling' then 1 when 'suspended' then 2 else 3 end`;

const contractsOf = preparedQuery("contracts_of_customer", (db) =>
  db
    .select()
    .from(contracts)
    .where(eq(contracts.customerId, sql.placeholder("customerId")))
    .orderBy(STATUS_ORDER, sql`${contracts.startDate} desc`, asc(contracts.reference)),
);

export async function listContracts(db: Database, customerId: string): Promise<ContractRow[]> {
  return contractsOf(db).execute({ customerId });
}

/**
 * One of this customer's contracts by its reference (the address of its page and PDFs), or
 * null: another customer's contract is as unknown as a made-up reference (the route answers 404).
 */
export async function findCustomerContract(db: Database, customerId: string, reference: string) {
  if (!/^[A-Z0-9-]{4,40}$/.test(reference)) return null;
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.reference, reference), eq(contracts.customerId, customerId)));
  return row ?? null;
}

/** This customer's contract by its id (an offer names the contract its signature made), or null. */
export async function findContractById(db: Database, customerId: string, contractId: string) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.customerId, customerId)));
  return row ?? null;
}

/**
 * A new contract's reference, printed on its documents and in its address: MC-<year>-<10
 * characters>, 50 random bits (issue 48: with the holder's e-mail, a reference was enough to ask
 * a public cancellation, and references looked sequential). References given earlier, the demo's
 * included, keep working: nothing reads their shape but `checkContractReference`'s wide pattern.
 */
export function newContractReference(now: Date) {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const suffix = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `MC-${now.getUTCFullYear()}-${suffix}`;
}
