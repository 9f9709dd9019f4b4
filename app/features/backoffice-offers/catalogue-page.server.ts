import { data, type RouterContextProvider, redirect } from "react-router";
import { type FormInput, readFormInput } from "~/forms/form-reader";
import { catalogueProductPath, STAFF_PATHS } from "~/paths/backoffice";
import { ActionError } from "~/server/action-error";
import { staffContext } from "~/server/auth/guards.server";
import { hasStaffRole } from "~/server/auth/roles";
import {
  archiveCatalogueProduct,
  attachCatalogueDocument,
  createCatalogueProduct,
  deleteCatalogueProduct,
  findCatalogueProduct,
  listCatalogue,
  updateCatalogueProduct,
} from "~/server/catalogue/catalogue.server";
import type { CatalogueInput } from "~/server/catalogue/catalogue-input";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { staffActorOf } from "~/server/staff/staff-actor";
import { fileStore } from "~/server/storage.server";
import { pdfResponse } from "./offer-pdfs.server";
import { CATALOGUE_INTENT_ROLES } from "./screens";

const percent = (bp: number) => (bp / 100).toString().replace(".", ",");

function view(product: NonNullable<Awaited<ReturnType<typeof findCatalogueProduct>>>) {
  return {
    id: product.id,
    insurer: product.insurer,
    name: product.name,
    productLine: product.productLine,
    contractProduct: product.contractProduct,
    guarantees: product.guarantees as string[],
    limits: product.limits,
    firstYearCommission: percent(product.firstYearCommissionBp),
    renewalCommission: percent(product.renewalCommissionBp),
    archived: product.archivedAt !== null,
    ipid: product.ipidName ? { name: product.ipidName, sha256: product.ipidSha256 } : null,
    conditions: product.conditionsName ? { name: product.conditionsName, sha256: product.conditionsSha256 } : null,
  };
}
export type CatalogueProductView = ReturnType<typeof view>;

const isAdmin = (context: Readonly<RouterContextProvider>) => hasStaffRole(context.get(staffContext).role, "admin");

export async function loadCatalogue(context: Readonly<RouterContextProvider>) {
  const products = await listCatalogue(await getDb(), { includeArchived: true });
  return { products: products.map(view), admin: isAdmin(context) };
}

export async function loadCatalogueProduct(context: Readonly<RouterContextProvider>, productId: string | undefined) {
  const product = productId ? await findCatalogueProduct(await getDb(), productId) : null;
  if (!product) throw data({ error: "notFound" }, { status: 404 });
  return { product: view(product), admin: isAdmin(context) };
}

export type CatalogueActionResult = { ok: false; intent: string; error: string; field?: string };

const fail = (intent: string, status: number, error: string, field?: string) =>
  data<CatalogueActionResult>({ ok: false, intent, error, field }, { status });

function readProduct(form: FormInput): CatalogueInput {
  return {
    insurer: form.line("insurer") ?? "",
    name: form.line("name") ?? "",
    contractProduct: form.line("contractProduct") ?? "",
    guarantees: form.all("guarantees"),
    limits: form.lines("limits") ?? "",
    firstYearCommission: form.line("firstYearCommission") ?? "",
    renewalCommission: form.line("renewalCommission") ?? "",
  };
}

/**
 * Changes to the catalogue: admins only (403 for other staff, who read it). `create` from the
 * list; on a product's page `update`, `ipid` and `conditions` (PDF uploads), `archive`,
 * `restore`, `delete` (a product never offered only).
 */
export async function handleCatalogueAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  productId?: string,
) {
  const form = await readFormInput(request);
  const intent = form?.line("intent") ?? "unknown";
  // Every catalogue intent asks for an admin (CATALOGUE_INTENT_ROLES): advisers read only.
  const needed = Object.hasOwn(CATALOGUE_INTENT_ROLES, intent)
    ? CATALOGUE_INTENT_ROLES[intent as keyof typeof CATALOGUE_INTENT_ROLES]
    : "admin";
  if (!hasStaffRole(context.get(staffContext).role, needed)) {
    return fail(intent, 403, "offers.catalogue.errors.adminOnly");
  }
  if (!form) return fail("unknown", 400, "offers.catalogue.errors.badRequest");
  const db = await getDb();
  const actor = staffActorOf(context);
  const store = fileStore(env().UPLOADS_DIR);
  try {
    if (!productId) {
      if (intent !== "create") return fail(intent, 400, "offers.catalogue.errors.badRequest");
      const product = await createCatalogueProduct(db, actor, readProduct(form));
      throw redirect(catalogueProductPath(product.id));
    }
    switch (intent) {
      case "update":
        await updateCatalogueProduct(db, actor, productId, readProduct(form));
        break;
      case "ipid":
      case "conditions": {
        const file = form.file("file");
        await attachCatalogueDocument(
          db,
          store,
          actor,
          productId,
          intent,
          file ? { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null,
        );
        break;
      }
      case "archive":
      case "restore":
        await archiveCatalogueProduct(db, actor, productId, intent === "archive");
        break;
      case "delete":
        await deleteCatalogueProduct(db, store, actor, productId);
        throw redirect(STAFF_PATHS.catalogue);
      default:
        return fail(intent, 400, "offers.catalogue.errors.badRequest");
    }
  } catch (error) {
    if (error instanceof ActionError) {
      const status = error.code === "fileTooLarge" ? 413 : error.status;
      return fail(intent, status, error.messageKey, error.field);
    }
    throw error;
  }
  throw redirect(`${catalogueProductPath(productId)}?fait=${intent}`);
}

/** A product's IPID or general conditions, for staff. */
export async function catalogueDocumentResponse(productId: string | undefined, kind: "ipid" | "conditions") {
  const product = productId ? await findCatalogueProduct(await getDb(), productId) : null;
  const path = kind === "ipid" ? product?.ipidPath : product?.conditionsPath;
  const name = kind === "ipid" ? product?.ipidName : product?.conditionsName;
  if (!path || !name) throw data(null, { status: 404 });
  const bytes = await fileStore(env().UPLOADS_DIR).read(path);
  return pdfResponse({ bytes, fileName: name });
}
