import "~/i18n/dictionaries.server";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import type { Database, Transaction } from "~/server/db/client.server";
import { adviceFiles } from "~/server/db/schema/advice-files";
import { contractDocuments, contractEvents } from "~/server/db/schema/contract-records";
import { contracts } from "~/server/db/schema/customer-area";
import { env } from "~/server/env.server";
import { databaseBlobs, fileStore, fileStoreOn } from "~/server/storage.server";
import { type AdviceFileInput, assembleAdviceFile } from "./advice-file-pdf.server";

/** Where the file goes: with the contracts' documents. A merged sale can be larger than an upload. */
export const ADVICE_FILE_RULE = { folder: "contracts", accept: ["pdf"] as const, maxBytes: 60 * 1024 * 1024 };

/**
 * The file store inside the transaction when files live in the database (row and file commit
 * together; PGlite's one connection would otherwise wait on the transaction holding it).
 */
export function storeFor(tx: Transaction) {
  if (env().FILE_STORAGE === "database") return fileStoreOn(databaseBlobs(async () => tx as unknown as Database));
  return fileStore(env().UPLOADS_DIR);
}

export type AttachAdviceFile = Omit<AdviceFileInput, "lang"> & {
  contractId: string;
  offerId: string;
  lang: Lang;
  /** Who acted (the signer, for a signature); null for the system. */
  actorId: string | null;
};

/**
 * Builds the sale's advice file and attaches it to its contract, in the caller's transaction:
 * a contract document (read where the contract's documents are, by staff and the customer, and
 * kept with the contract under its legal hold) and its row here with the SHA-256 and the times.
 * A contract has one advice file: a second is refused (the first stays the proof).
 */
export async function attachAdviceFile(tx: Transaction, input: AttachAdviceFile) {
  const [existing] = await tx
    .select({ id: adviceFiles.id })
    .from(adviceFiles)
    .where(eq(adviceFiles.contractId, input.contractId));
  if (existing) throw new Error(`contract ${input.contractId} has its advice file already`);
  const assembled = await assembleAdviceFile(input);
  const t = createTranslator(input.lang);
  const fileName = `${t("documents.adviceFile.file")}-${input.contractReference}.pdf`;
  const stored = await storeFor(tx).save(
    { fileName, bytes: assembled.bytes },
    { ...ADVICE_FILE_RULE, accept: [...ADVICE_FILE_RULE.accept] },
    async (file) => file,
  );
  const title = t("documents.adviceFile.title");
  const [document] = await tx
    .insert(contractDocuments)
    .values({
      id: randomUUID(),
      contractId: input.contractId,
      title,
      fileName: stored.fileName,
      storagePath: stored.storagePath,
      size: stored.size,
      uploadedBy: null,
    })
    .returning();
  if (!document) throw new Error("advice file document not recorded");
  await tx.insert(contractEvents).values({
    contractId: input.contractId,
    kind: "document",
    details: { title, sha256: assembled.sha256 },
    actorId: input.actorId,
  });
  const [row] = await tx
    .insert(adviceFiles)
    .values({
      contractId: input.contractId,
      documentId: document.id,
      offerId: input.offerId,
      sha256: assembled.sha256,
      parts: assembled.parts,
      sentAt: input.times.sentAt,
      openedAt: input.times.openedAt,
      signedAt: input.times.signedAt,
    })
    .returning();
  if (!row) throw new Error("advice file not recorded");
  return { ...row, storagePath: stored.storagePath, size: stored.size, bytes: assembled.bytes };
}

/** A contract's advice file (its document's id, SHA-256, parts and times), or null. */
export async function findAdviceFileOf(db: Pick<Database, "select">, contractId: string) {
  const [row] = await db
    .select({
      id: adviceFiles.id,
      documentId: adviceFiles.documentId,
      sha256: adviceFiles.sha256,
      parts: adviceFiles.parts,
      offerId: adviceFiles.offerId,
      sentAt: adviceFiles.sentAt,
      openedAt: adviceFiles.openedAt,
      signedAt: adviceFiles.signedAt,
      storagePath: contractDocuments.storagePath,
      fileName: contractDocuments.fileName,
    })
    .from(adviceFiles)
    .innerJoin(contractDocuments, eq(contractDocuments.id, adviceFiles.documentId))
    .where(eq(adviceFiles.contractId, contractId));
  return row ?? null;
}

/** The advice file of this customer's contract (by its reference), for their area; another's is null. */
export async function findCustomerAdviceFile(db: Database, customerId: string, reference: string) {
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.customerId, customerId), eq(contracts.reference, reference)));
  return contract ? findAdviceFileOf(db, contract.id) : null;
}
