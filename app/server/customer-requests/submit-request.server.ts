import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { changeContractStatus } from "~/server/contracts/contract-status.server";
import type { Database, Transaction } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import {
  type CustomerRequestKind,
  customerRequestFiles,
  customerRequests,
  type RequestChannel,
} from "~/server/db/schema/customer-requests";
import { enqueueOutbox, type OutboxMessage } from "~/server/outbox/outbox.server";
import type { FileStore, StoredFile, Upload, UploadRule } from "~/server/storage.server";
import { REQUEST_FILE_MAX_BYTES, REQUEST_FILE_TYPES } from "./request-forms";
import { openInInbox } from "./request-handling.server";

/** Where request files go under UPLOADS_DIR, and what they may be (checked by content again). */
export const REQUEST_UPLOAD: UploadRule = {
  folder: "requests",
  accept: REQUEST_FILE_TYPES,
  maxBytes: REQUEST_FILE_MAX_BYTES,
};

export type RequestDetails = Record<string, string | number | boolean | null>;

export type RequestDraft = {
  /** Null only for a public complaint whose writer matched no account. */
  customerId: string | null;
  /** The customer area (default) or a public page. */
  channel?: RequestChannel;
  /** Who wrote on a public page, as they said (kept even when matched to an account). */
  submitter?: { name: string; email: string } | null;
  kind: CustomerRequestKind;
  /** The contract it is about (cancellation, claim): it must be this customer's. */
  contractId: string | null;
  details: RequestDetails;
  lang: string;
  submissionKey: string;
  uploads: Upload[];
  /** A cancellation marks its contract "En cours de résiliation", ending on this day. */
  cancellation?: { effectDate: string };
  /** More of the request's own work, in its transaction: an appointment takes its slot's seat. */
  reserve?: (tx: Transaction, requestId: string) => Promise<void>;
};

export type StoredRequest = {
  id: string;
  reference: string;
  createdAt: Date;
  files: Array<Omit<StoredFile, "storagePath">>;
} & Omit<RequestDraft, "uploads" | "reserve">;

/** Messages announcing a new request; built by the caller (it knows the texts and addresses). */
export type RequestAnnouncer = (request: StoredRequest) => OutboxMessage[];

export type SubmittedRequest = { id: string; reference: string; createdAt: Date; outcome: "created" | "replayed" };

/** The request cannot be taken as asked: the contract is not this customer's, or not running. */
export class RequestRefused extends Error {
  readonly reason: "contract" | "notCancellable";
  constructor(reason: RequestRefused["reason"]) {
    super(`request refused: ${reason}`);
    this.name = "RequestRefused";
    this.reason = reason;
  }
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const PREFIX: Record<CustomerRequestKind, string> = {
  cancellation: "RES",
  document: "DOC",
  appointment: "RDV",
  claim: "SIN",
  message: "MSG",
  complaint: "REC",
};
function newReference(kind: CustomerRequestKind) {
  return `${PREFIX[kind]}-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;
}

/**
 * Stores a customer's request: its files first (storage.server.ts: checked by content, written
 * under server-made names), then, in one transaction, the request, its files' rows, the
 * contract's new status for a cancellation, and its outbox messages. Any failure — a contract
 * that is not the customer's, already being cancelled, the database — removes the files again,
 * and so does a replay (the same submission key answers with the first request).
 */
export function submitCustomerRequest(
  db: Database,
  draft: RequestDraft,
  announce: RequestAnnouncer,
  files: FileStore,
  now = new Date(),
): Promise<SubmittedRequest> {
  const record = (stored: StoredFile[]) =>
    db.transaction(async (tx): Promise<SubmittedRequest> => {
      // Two copies of one submission (a double click) wait for each other here: the second sees the first.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`request:${draft.submissionKey}`}))`);
      const [previous] = await tx
        .select({
          id: customerRequests.id,
          reference: customerRequests.reference,
          createdAt: customerRequests.createdAt,
          customerId: customerRequests.customerId,
        })
        .from(customerRequests)
        .where(eq(customerRequests.submissionKey, draft.submissionKey));
      if (previous) {
        if (previous.customerId !== draft.customerId) throw new RequestRefused("contract");
        return { id: previous.id, reference: previous.reference, createdAt: previous.createdAt, outcome: "replayed" };
      }
      if (draft.contractId && draft.customerId) {
        const [contract] = await tx
          .select({ id: contracts.id, status: contracts.status })
          .from(contracts)
          .where(and(eq(contracts.id, draft.contractId), eq(contracts.customerId, draft.customerId)))
          .for("update");
        if (!contract) throw new RequestRefused("contract");
        if (draft.cancellation && contract.status !== "active") throw new RequestRefused("notCancellable");
      } else if (draft.cancellation || draft.contractId) {
        throw new RequestRefused("contract");
      }

      let created: { id: string; reference: string } | undefined;
      for (let attempt = 0; !created && attempt < 5; attempt++) {
        [created] = await tx
          .insert(customerRequests)
          .values({
            reference: newReference(draft.kind),
            customerId: draft.customerId,
            channel: draft.channel ?? "area",
            submitterName: draft.submitter?.name ?? null,
            submitterEmail: draft.submitter?.email ?? null,
            kind: draft.kind,
            contractId: draft.contractId,
            details: draft.details,
            lang: draft.lang,
            submissionKey: draft.submissionKey,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: customerRequests.reference })
          .returning({ id: customerRequests.id, reference: customerRequests.reference });
      }
      if (!created) throw new Error("could not draw a free request reference");
      if (stored.length > 0) {
        await tx.insert(customerRequestFiles).values(
          stored.map((file) => ({
            requestId: (created as { id: string }).id,
            storagePath: file.storagePath,
            fileName: file.fileName,
            contentType: file.type,
            size: file.size,
            createdAt: now,
          })),
        );
      }
      if (draft.cancellation && draft.contractId) {
        // The contract turns "En cours de résiliation" through its status's owner, which records why.
        const outcome = await changeContractStatus(
          tx,
          {
            contractId: draft.contractId,
            to: "cancelling",
            cause: "cancellationRequested",
            // Signed in, the customer acted; on the public page nobody signed in did.
            actorId: (draft.channel ?? "area") === "area" ? draft.customerId : null,
            request: created.reference,
            endDate: draft.cancellation.effectDate,
          },
          now,
        );
        if (!outcome.changed) throw new RequestRefused("notCancellable");
      }
      await draft.reserve?.(tx, created.id);
      await openInInbox(
        tx,
        {
          ...created,
          kind: draft.kind,
          customerId: draft.customerId,
          contractId: draft.contractId,
          submitter: draft.submitter,
        },
        now,
      );
      const { uploads: _uploads, reserve: _reserve, ...rest } = draft;
      await enqueueOutbox(
        tx,
        announce({
          ...rest,
          ...created,
          createdAt: now,
          files: stored.map(({ storagePath: _path, ...file }) => file),
        }),
      );
      return { ...created, createdAt: now, outcome: "created" };
    });

  // Each file is saved around the next one's save, the transaction innermost: whatever fails,
  // every file written so far is removed on the way out.
  const saveFrom = (index: number, stored: StoredFile[]): Promise<SubmittedRequest> => {
    const upload = draft.uploads[index];
    if (!upload) return record(stored);
    return files.save(
      upload,
      REQUEST_UPLOAD,
      (file) => saveFrom(index + 1, [...stored, file]),
      (result) => result.outcome === "created",
    );
  };
  return saveFrom(0, []);
}
