import { createHash } from "node:crypto";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { refusalsIn } from "~/server/action-error";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database, Transaction } from "~/server/db/client.server";
import { catalogueProducts } from "~/server/db/schema/catalogue";
import { offerOptions } from "~/server/db/schema/offers";
import { checkUploadContent } from "~/server/files/checked-uploads.server";
import { isRecordId } from "~/server/record-ids";
import type { StaffActor } from "~/server/staff/staff-actor";
import type { FileStore, Upload } from "~/server/storage.server";
import { type CatalogueInput, checkCatalogueInput } from "./catalogue-input";

export type CatalogueProduct = typeof catalogueProducts.$inferSelect;
export type CatalogueDocumentKind = "ipid" | "conditions";

const refuse = refusalsIn("offers.catalogue.errors");

/** An IPID or general conditions: a PDF PDF.js can open, 10 MB at most. */
export const CATALOGUE_DOCUMENT_RULE = { folder: "catalogue", accept: ["pdf"] as const, maxBytes: 10 * 1024 * 1024 };

/** The products on offer (archived ones last, or left out), by line, insurer and name. */
export async function listCatalogue(
  db: Pick<Database, "select">,
  filter: { productLine?: CatalogueProduct["productLine"]; includeArchived?: boolean } = {},
) {
  const conditions = [
    filter.productLine ? eq(catalogueProducts.productLine, filter.productLine) : undefined,
    filter.includeArchived ? undefined : isNull(catalogueProducts.archivedAt),
  ];
  return db
    .select()
    .from(catalogueProducts)
    .where(and(...conditions))
    .orderBy(
      asc(catalogueProducts.archivedAt),
      asc(catalogueProducts.productLine),
      asc(catalogueProducts.insurer),
      asc(catalogueProducts.name),
    );
}

/** One product, archived or not; null for an unknown or malformed id. */
export async function findCatalogueProduct(db: Pick<Database, "select">, productId: string) {
  if (!isRecordId(productId)) return null;
  const [row] = await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, productId));
  return row ?? null;
}

/**
 * What the insurer pays the broker on this product, in basis points of the premium: the first
 * year's rate and the following years' (issue 43's commissions read them). Null for an unknown id.
 */
export async function commissionRates(
  tx: Pick<Database, "select">,
  productId: string,
): Promise<{ firstYearBp: number; renewalBp: number } | null> {
  const product = await findCatalogueProduct(tx, productId);
  return product ? { firstYearBp: product.firstYearCommissionBp, renewalBp: product.renewalCommissionBp } : null;
}

export async function createCatalogueProduct(db: Database, actor: StaffActor, input: CatalogueInput) {
  const values = checkCatalogueInput(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueProducts)
      .values({ ...values, updatedBy: actor.id })
      .returning();
    const product = row as CatalogueProduct;
    await recordStaffAction(tx, actor, {
      action: "catalogue.create",
      target: { type: "catalogueProduct", id: product.id },
      details: { insurer: product.insurer, name: product.name, line: product.productLine },
    });
    return product;
  });
}

/**
 * A product put right. Its line and contract product stay once an offer names it (the offers
 * were built on them); its rates and words may change, for the offers to come.
 */
export async function updateCatalogueProduct(
  db: Database,
  actor: StaffActor,
  productId: string,
  input: CatalogueInput,
) {
  const values = checkCatalogueInput(input);
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, productId);
    const used = await usedByOffers(tx, current.id);
    if (used && (values.productLine !== current.productLine || values.contractProduct !== current.contractProduct)) {
      throw refuse(409, "lineLocked", "productLine");
    }
    const [row] = await tx
      .update(catalogueProducts)
      .set({ ...values, updatedBy: actor.id, updatedAt: new Date() })
      .where(eq(catalogueProducts.id, current.id))
      .returning();
    await recordStaffAction(tx, actor, {
      action: "catalogue.update",
      target: { type: "catalogueProduct", id: current.id },
      details: { insurer: values.insurer, name: values.name },
    });
    return row as CatalogueProduct;
  });
}

/** Archived: no new offer may propose it; the offers and contracts that name it keep it. */
export async function archiveCatalogueProduct(db: Database, actor: StaffActor, productId: string, archived = true) {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, productId);
    const [row] = await tx
      .update(catalogueProducts)
      .set({ archivedAt: archived ? (current.archivedAt ?? new Date()) : null, updatedAt: new Date() })
      .where(eq(catalogueProducts.id, current.id))
      .returning();
    await recordStaffAction(tx, actor, {
      action: archived ? "catalogue.archive" : "catalogue.restore",
      target: { type: "catalogueProduct", id: current.id },
      details: { insurer: current.insurer, name: current.name },
    });
    return row as CatalogueProduct;
  });
}

/** A product no offer ever named may go (a typing mistake); one that was offered is archived instead. */
export async function deleteCatalogueProduct(db: Database, store: FileStore, actor: StaffActor, productId: string) {
  const removed = await db.transaction(async (tx) => {
    const current = await lockProduct(tx, productId);
    if (await usedByOffers(tx, current.id)) throw refuse(409, "inUse");
    await tx.delete(catalogueProducts).where(eq(catalogueProducts.id, current.id));
    await recordStaffAction(tx, actor, {
      action: "catalogue.delete",
      target: { type: "catalogueProduct", id: current.id },
      details: { insurer: current.insurer, name: current.name },
    });
    return current;
  });
  for (const path of [removed.ipidPath, removed.conditionsPath]) if (path) await store.remove(path);
}

/**
 * The product's IPID or general conditions: a real PDF (opened by PDF.js, not only its first
 * bytes), 10 MB at most, stored under a name the server makes with its SHA-256; the previous
 * file is removed once the new one is recorded.
 */
export async function attachCatalogueDocument(
  db: Database,
  store: FileStore,
  actor: StaffActor,
  productId: string,
  kind: CatalogueDocumentKind,
  file: Upload | null,
) {
  if (!file || file.bytes.byteLength === 0) throw refuse(400, "fileRequired", kind);
  if (file.bytes.byteLength > CATALOGUE_DOCUMENT_RULE.maxBytes) throw refuse(400, "fileTooLarge", kind);
  if (!(await findCatalogueProduct(db, productId))) throw refuse(404, "notFound");
  const checked = await checkUploadContent(file, CATALOGUE_DOCUMENT_RULE.accept, CATALOGUE_DOCUMENT_RULE.maxBytes);
  if (!checked.ok) throw refuse(400, "fileNotPdf", kind);
  const sha256 = createHash("sha256").update(checked.upload.bytes).digest("hex");
  const previous = await store.save(checked.upload, CATALOGUE_DOCUMENT_RULE, (stored) =>
    db.transaction(async (tx) => {
      const current = await lockProduct(tx, productId);
      const columns =
        kind === "ipid"
          ? { ipidPath: stored.storagePath, ipidName: stored.fileName, ipidSha256: sha256 }
          : { conditionsPath: stored.storagePath, conditionsName: stored.fileName, conditionsSha256: sha256 };
      await tx
        .update(catalogueProducts)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(catalogueProducts.id, current.id));
      await recordStaffAction(tx, actor, {
        action: "catalogue.document",
        target: { type: "catalogueProduct", id: current.id },
        details: { kind, fileName: stored.fileName, size: stored.size, sha256 },
      });
      return kind === "ipid" ? current.ipidPath : current.conditionsPath;
    }),
  );
  // An older offer's advice file holds its own copy; the catalogue keeps the current one only.
  if (previous) await store.remove(previous);
  return sha256;
}

async function lockProduct(tx: Transaction, productId: string) {
  if (!isRecordId(productId)) throw refuse(404, "notFound");
  const [row] = await tx.select().from(catalogueProducts).where(eq(catalogueProducts.id, productId)).for("update");
  if (!row) throw refuse(404, "notFound");
  return row;
}

async function usedByOffers(tx: Pick<Database, "select">, productId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(offerOptions)
    .where(eq(offerOptions.catalogueProductId, productId));
  return (row?.n ?? 0) > 0;
}
