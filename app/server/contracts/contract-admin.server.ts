import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { refusalsIn } from "~/server/action-error";
import { assertNotFrozen } from "~/server/asset-freeze/screening.server";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database, Transaction as Tx } from "~/server/db/client.server";
import { contractDocuments, contractEvents } from "~/server/db/schema/contract-records";
import { contracts } from "~/server/db/schema/customer-area";
import { checkUploadContent } from "~/server/files/checked-uploads.server";
import { REASON_MAX, TITLE_MAX } from "~/server/limits";
import { createNotification } from "~/server/notifications/notifications.server";
import { isAccountId, isRecordId } from "~/server/record-ids";
import type { StaffActor } from "~/server/staff/staff-actor";
import type { FileStore } from "~/server/storage.server";
import { type ContractDraft, ContractDraftSchema } from "./contract-draft";
import { changeContractStatus } from "./contract-status.server";
import { type ContractStatus, productLineOf } from "./contract-types";
import { type ContractRow, createContract } from "./contracts.server";

const asDb = (tx: Tx) => tx as unknown as Database;

/** A contract change the rules refuse: its 4xx, the key of its message (`customers-admin.errors`), the field it is about. */
export const contractRefusal = refusalsIn("customers-admin.errors");

/** What staff may set on a contract: every field the customer area shows. */
const EDITABLE = [
  "reference",
  "product",
  "formula",
  "insurer",
  "monthlyPremiumCents",
  "startDate",
  "anniversaryDate",
  "guarantees",
  "vehicleRegistration",
  "vehicleMake",
  "vehicleModel",
  "loanAmountCents",
  "loanBank",
  "peopleCovered",
] as const;

/** A draft's columns, as createContract writes them (line-specific ones only for their line). */
function columnsOf(draft: z.output<typeof ContractDraftSchema>) {
  const line = productLineOf(draft.product);
  return {
    reference: draft.reference,
    productLine: line,
    product: draft.product,
    formula: draft.formula ?? null,
    insurer: draft.insurer,
    monthlyPremiumCents: draft.monthlyPremiumCents,
    startDate: draft.startDate,
    anniversaryDate: draft.anniversaryDate,
    guarantees: draft.guarantees,
    vehicleRegistration: line === "vehicle" ? (draft.vehicle?.registration ?? null) : null,
    vehicleMake: line === "vehicle" ? (draft.vehicle?.make ?? null) : null,
    vehicleModel: line === "vehicle" ? (draft.vehicle?.model ?? null) : null,
    loanAmountCents: line === "borrower" ? (draft.loan?.amountCents ?? null) : null,
    loanBank: line === "borrower" ? (draft.loan?.bank ?? null) : null,
    peopleCovered: line === "health" ? (draft.peopleCovered ?? null) : null,
  };
}

function parseDraft(input: ContractDraft) {
  const parsed = ContractDraftSchema.safeParse(input);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "form");
    throw contractRefusal(400, "contractInvalid", field);
  }
  return parsed.data;
}

async function referenceTaken(db: Database | Tx, reference: string, except?: string) {
  const [row] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.reference, reference));
  return Boolean(row && row.id !== except);
}

/** Staff record a contract for a customer: checked as the seed's and conversion's, with its first event; audited. */
export async function createContractByStaff(db: Database, actor: StaffActor, input: ContractDraft) {
  const draft = parseDraft(input);
  return db.transaction(async (tx) => {
    if (await referenceTaken(tx, draft.reference)) throw contractRefusal(409, "referenceTaken", "reference");
    // A possible match with the asset-freeze register not cleared by an admin, or confirmed: no contract (CMF L562-4).
    await assertNotFrozen(tx, draft.customerId);
    const contract = await createContract(asDb(tx), draft);
    await tx.insert(contractEvents).values({ contractId: contract.id, kind: "created", actorId: actor.id });
    await recordStaffAction(tx, actor, {
      action: "contract.create",
      target: { type: "contract", id: contract.id },
      details: { customerId: contract.customerId, after: columnsOf(draft) },
    });
    return contract;
  });
}

/** A customer's contract, for the back office (another customer's is not found). */
export async function findContractOf(db: Database | Tx, customerId: string, contractId: string) {
  if (!isRecordId(contractId) || !isAccountId(customerId)) return null;
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.customerId, customerId)));
  return (row as ContractRow | undefined) ?? null;
}

/**
 * Staff edit a contract's facts (not its status, which changes with a reason): the fields that
 * changed are recorded as an event on its timeline and, before and after, in the audit log.
 */
export async function updateContractByStaff(
  db: Database,
  actor: StaffActor,
  customerId: string,
  contractId: string,
  input: ContractDraft,
  now = new Date(),
) {
  if (!isRecordId(contractId) || !isAccountId(customerId)) throw contractRefusal(404, "contractNotFound");
  const draft = parseDraft({ ...input, customerId });
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, contractId), eq(contracts.customerId, customerId)))
      .for("update");
    if (!current) throw contractRefusal(404, "contractNotFound");
    if (await referenceTaken(tx, draft.reference, contractId)) {
      throw contractRefusal(409, "referenceTaken", "reference");
    }
    const next = columnsOf(draft);
    const changed = EDITABLE.filter((field) => JSON.stringify(current[field]) !== JSON.stringify(next[field]));
    if (changed.length === 0) return [];
    await tx
      .update(contracts)
      .set({ ...next, updatedAt: now })
      .where(eq(contracts.id, contractId));
    await tx
      .insert(contractEvents)
      .values({ contractId, kind: "edited", details: { fields: changed }, actorId: actor.id, at: now });
    await recordStaffAction(tx, actor, {
      action: "contract.edit",
      target: { type: "contract", id: contractId },
      details: {
        before: Object.fromEntries(changed.map((field) => [field, current[field]])),
        after: Object.fromEntries(changed.map((field) => [field, next[field]])),
      },
    });
    return changed;
  });
}

/**
 * A contract's status changed by staff, always with a reason: on the contract's timeline, in the
 * audit log, and told to the customer. The change itself, its end date and its event are
 * contract-status.server.ts's: cancelling sets the end date to the day given when none is set;
 * going back to active clears it.
 */
export async function changeContractStatusByStaff(
  db: Database,
  actor: StaffActor,
  customerId: string,
  contractId: string,
  change: { status: ContractStatus; reason: string; today: string },
  now = new Date(),
) {
  const reason = change.reason.trim();
  if (!reason) throw contractRefusal(400, "reasonRequired", "reason");
  if (reason.length > REASON_MAX) throw contractRefusal(400, "tooLong", "reason");
  if (!isRecordId(contractId) || !isAccountId(customerId)) throw contractRefusal(404, "contractNotFound");
  await db.transaction(async (tx) => {
    const outcome = await changeContractStatus(
      tx,
      {
        contractId,
        customerId,
        to: change.status,
        cause: "staffDecision",
        actorId: actor.id,
        reason,
        today: change.today,
      },
      now,
    );
    if (!outcome.changed) {
      if (outcome.refusal === "notFound") throw contractRefusal(404, "contractNotFound");
      throw contractRefusal(409, outcome.refusal === "unchanged" ? "statusUnchanged" : "statusTransition", "status");
    }
    await recordStaffAction(tx, actor, {
      action: "contract.status",
      target: { type: "contract", id: contractId },
      details: { before: outcome.from, after: outcome.to, reason },
    });
    await createNotification(asDb(tx), {
      customerId,
      kind: "contractStatus",
      params: { reference: outcome.contract.reference, status: outcome.to },
      contractId,
      createdAt: now,
    });
  });
}

/** What a contract document may be: a PDF (read by PDF.js, not only its first bytes), 10 MB at most. */
export const CONTRACT_DOCUMENT_RULE = { folder: "contracts", accept: ["pdf"] as const, maxBytes: 10 * 1024 * 1024 };

/**
 * A PDF staff attach to a contract: checked by its content, stored under a name the server
 * makes, then recorded with its event and audit record (the file is removed if that fails). The
 * customer sees it on their contract's page.
 */
export async function attachContractDocument(
  db: Database,
  store: FileStore,
  actor: StaffActor,
  customerId: string,
  contractId: string,
  input: { title: string; file: { fileName: string; bytes: Uint8Array } | null },
) {
  const title = input.title.trim();
  if (!title) throw contractRefusal(400, "required", "title");
  if (title.length > TITLE_MAX) throw contractRefusal(400, "tooLong", "title");
  if (!input.file || input.file.bytes.byteLength === 0) throw contractRefusal(400, "fileRequired", "file");
  if (input.file.bytes.byteLength > CONTRACT_DOCUMENT_RULE.maxBytes) throw contractRefusal(400, "fileTooLarge", "file");
  if (!(await findContractOf(db, customerId, contractId))) throw contractRefusal(404, "contractNotFound");
  const checked = await checkUploadContent(input.file, CONTRACT_DOCUMENT_RULE.accept, CONTRACT_DOCUMENT_RULE.maxBytes);
  if (!checked.ok) throw contractRefusal(400, "fileNotPdf", "file");
  return store.save(checked.upload, CONTRACT_DOCUMENT_RULE, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contractDocuments)
        .values({
          contractId,
          title,
          fileName: stored.fileName,
          storagePath: stored.storagePath,
          size: stored.size,
          uploadedBy: actor.id,
        })
        .returning();
      await tx.insert(contractEvents).values({ contractId, kind: "document", details: { title }, actorId: actor.id });
      await recordStaffAction(tx, actor, {
        action: "contract.document",
        target: { type: "contract", id: contractId },
        details: { documentId: row?.id, title, fileName: stored.fileName, size: stored.size },
      });
      return row as typeof contractDocuments.$inferSelect;
    }),
  );
}

/** A contract's documents, oldest first (the order they were attached). */
export async function listContractDocuments(db: Database, contractId: string) {
  return db
    .select()
    .from(contractDocuments)
    .where(eq(contractDocuments.contractId, contractId))
    .orderBy(asc(contractDocuments.createdAt), asc(contractDocuments.id));
}

/** One document of one contract, or null (a made-up or another contract's id). */
export async function findContractDocument(db: Database, contractId: string, documentId: string) {
  if (!isRecordId(documentId) || !isRecordId(contractId)) return null;
  const [row] = await db
    .select()
    .from(contractDocuments)
    .where(and(eq(contractDocuments.id, documentId), eq(contractDocuments.contractId, contractId)));
  return row ?? null;
}

/** A contract's events, newest first, for its page in the back office. */
export async function listContractEvents(db: Database, contractId: string) {
  return db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(asc(contractEvents.at));
}
