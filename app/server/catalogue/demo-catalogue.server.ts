import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { DEMO_CATALOGUE, type DemoCatalogueProduct } from "~/demo/demo-catalogue";
import { productLineOf } from "~/server/contracts/contract-types";
import { PdfWriter } from "~/server/contracts/documents/pdf-layout.server";
import type { Database } from "~/server/db/client.server";
import { catalogueProducts } from "~/server/db/schema/catalogue";
import type { FileStore } from "~/server/storage.server";
import { CATALOGUE_DOCUMENT_RULE } from "./catalogue.server";

/** A one-page PDF standing for the fictitious insurer's document, so the demo has something to read. */
async function demoDocument(product: DemoCatalogueProduct, title: string) {
  const writer = new PdfWriter({
    title: `${title} — ${product.name}`,
    subject: product.insurer,
    author: product.insurer,
    lang: "fr",
    footer: "Document de démonstration : assureur fictif",
    pageLabel: "Page {page} sur {pages}",
    createdAt: new Date("2026-01-01T00:00:00Z"),
  });
  writer.title(title, `${product.insurer} — ${product.name}`);
  writer.paragraph("Document de démonstration. Cet assureur et ce produit n'existent pas.", { strong: true });
  // No dictionaries here: the seed runs outside Vite (its import.meta.glob), so the facts only.
  writer.heading("Plafonds et limites");
  writer.paragraph(product.limits);
  return writer.finish();
}

/**
 * The demo catalogue in the database: each product once (found again by insurer and name), with
 * a demonstration IPID and general conditions. Safe to run on every start; returns the products'
 * ids by name.
 */
export async function seedDemoCatalogue(db: Database, store: FileStore) {
  const ids: Record<string, string> = {};
  for (const product of DEMO_CATALOGUE) {
    const [existing] = await db
      .select({ id: catalogueProducts.id })
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.insurer, product.insurer), eq(catalogueProducts.name, product.name)));
    if (existing) {
      ids[product.name] = existing.id;
      continue;
    }
    const files: Record<string, { path: string; name: string; sha256: string }> = {};
    for (const [kind, title] of [
      ["ipid", "Document d'information sur le produit d'assurance (IPID)"],
      ["conditions", "Conditions générales"],
    ] as const) {
      const bytes = await demoDocument(product, title);
      const stored = await store.save(
        { fileName: `${kind}-${product.name}.pdf`, bytes },
        CATALOGUE_DOCUMENT_RULE,
        async (file) => file,
      );
      files[kind] = {
        path: stored.storagePath,
        name: stored.fileName,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      };
    }
    const [row] = await db
      .insert(catalogueProducts)
      .values({
        insurer: product.insurer,
        name: product.name,
        productLine: productLineOf(product.contractProduct),
        contractProduct: product.contractProduct,
        guarantees: product.guarantees,
        limits: product.limits,
        firstYearCommissionBp: product.firstYearBp,
        renewalCommissionBp: product.renewalBp,
        ipidPath: files.ipid?.path,
        ipidName: files.ipid?.name,
        ipidSha256: files.ipid?.sha256,
        conditionsPath: files.conditions?.path,
        conditionsName: files.conditions?.name,
        conditionsSha256: files.conditions?.sha256,
      })
      .returning({ id: catalogueProducts.id });
    if (row) ids[product.name] = row.id;
  }
  return ids;
}
