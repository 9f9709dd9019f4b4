import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  type ContractActionResult,
  handleContractAction,
  handleNewContract,
} from "~/features/backoffice-customers/contract-actions.server";
import { loadContractPage } from "~/features/customer-area/contract-page.server";
import "~/i18n/dictionaries.server";
import { staffContext } from "~/server/auth/guards.server";
import type { CustomerIdentity, StaffIdentity } from "~/server/auth/session.server";
import {
  customerContractDocumentResponse,
  staffContractDocumentResponse,
} from "~/server/contracts/contract-document-files.server";
import { loadCustomerFile } from "~/server/customers/customer-file.server";
import { getDb } from "~/server/db/index.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { contracts, notifications } from "~/server/db/schema/customer-area";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { uniqueReference } from "../support/contract-factory";
import { answerOf, createCustomer, createUser } from "../support/customers";
import { PDF } from "../support/lead-forms";

const uploads = mkdtempSync(path.join(tmpdir(), "contract-documents-"));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

async function staffMember() {
  const user = await createUser(await getDb(), "adviser");
  return { id: user.id, email: user.email, name: "Conseil Test", role: "adviser" } as StaffIdentity;
}

function contextOf(staff: StaffIdentity) {
  const context = requestContextFor("203.0.113.9");
  context.set(staffContext, staff);
  return context;
}

const VEHICLE = {
  product: "vehiclesPremium",
  insurer: "AXA",
  formula: "Tous risques",
  monthlyPremium: "89,90",
  startDate: "2026-01-15",
  anniversaryDate: "2027-01-15",
  vehicleRegistration: "gh-456-jk",
  vehicleMake: "BMW",
  vehicleModel: "X5",
  originReason: "Repris d'un autre courtier",
};

describe.each(appEngines())("contracts in the back office on %s", (engine) => {
  runAgainstApp(engine, () => ({ UPLOADS_DIR: uploads }));

  it("creates, edits, changes the status with a reason and attaches a PDF the customer downloads", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const identity = { id: customer.id, email: customer.email, name: "x", role: "customer" } as CustomerIdentity;
    const staff = await staffMember();
    const reference = uniqueReference("MC");
    const form = new URLSearchParams({ ...VEHICLE, reference });
    form.append("guarantees", "civilLiability");
    form.append("guarantees", "theftFire");
    const post = (url: string, body: URLSearchParams | FormData) =>
      new Request(`http://localhost:3000${url}`, { method: "POST", body });

    // Missing vehicle facts are field errors, not a 500.
    const incomplete = await answerOf<ContractActionResult>(
      await handleNewContract(
        post("/x", new URLSearchParams({ ...VEHICLE, reference, vehicleMake: "", monthlyPremium: "abc" })),
        contextOf(staff),
        customer.id,
      ),
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.data?.errors).toMatchObject({
      vehicleMake: "customers-admin.errors.required",
      monthlyPremium: "customers-admin.errors.amountInvalid",
    });
    // Typed by hand (issue 42): without its reason, a field error.
    const withoutOrigin = await answerOf<ContractActionResult>(
      await handleNewContract(
        post("/x", new URLSearchParams({ ...VEHICLE, reference, originReason: " " })),
        contextOf(staff),
        customer.id,
      ),
    );
    expect(withoutOrigin).toMatchObject({
      status: 400,
      data: { errors: { originReason: "customers-admin.errors.originReasonRequired" } },
    });

    const created = await answerOf(await handleNewContract(post("/x", form), contextOf(staff), customer.id));
    expect(created.status).toBe(303);
    const [row] = await db.select().from(contracts).where(eq(contracts.reference, reference));
    expect(row).toMatchObject({
      customerId: customer.id,
      productLine: "vehicle",
      monthlyPremiumCents: 8990,
      vehicleRegistration: "GH-456-JK",
      guarantees: ["civilLiability", "theftFire"],
      origin: "manual",
      originReason: "Repris d'un autre courtier",
    });
    const contractId = row?.id ?? "";
    // The same reference twice is a 409 by the field.
    const twice = await answerOf<ContractActionResult>(
      await handleNewContract(post("/x", form), contextOf(staff), customer.id),
    );
    expect(twice).toMatchObject({
      status: 409,
      data: { errors: { reference: "customers-admin.errors.referenceTaken" } },
    });

    const edit = new URLSearchParams({
      ...VEHICLE,
      reference,
      intent: "save",
      insurer: "Allianz",
      monthlyPremium: "95",
    });
    expect(
      (await answerOf(await handleContractAction(post("/x", edit), contextOf(staff), customer.id, contractId))).status,
    ).toBe(303);
    const noReason = await answerOf<ContractActionResult>(
      await handleContractAction(
        post("/x", new URLSearchParams({ intent: "status", status: "suspended", reason: "  " })),
        contextOf(staff),
        customer.id,
        contractId,
      ),
    );
    expect(noReason).toMatchObject({
      status: 400,
      data: { errors: { reason: "customers-admin.errors.reasonRequired" } },
    });
    const suspended = await handleContractAction(
      post("/x", new URLSearchParams({ intent: "status", status: "suspended", reason: "Impayé de deux mois" })),
      contextOf(staff),
      customer.id,
      contractId,
    );
    expect((await answerOf(suspended)).status).toBe(303);

    const notPdf = new FormData();
    notPdf.append("intent", "document");
    notPdf.append("title", "Faux");
    notPdf.append(
      "file",
      new File([new TextEncoder().encode("%PDF-1.4 <html>")], "faux.pdf", { type: "application/pdf" }),
    );
    const refused = await answerOf<ContractActionResult>(
      await handleContractAction(post("/x", notPdf), contextOf(staff), customer.id, contractId),
    );
    expect(refused).toMatchObject({ status: 400, data: { errors: { file: "customers-admin.errors.fileNotPdf" } } });
    const upload = new FormData();
    upload.append("intent", "document");
    upload.append("title", "Conditions générales");
    upload.append("file", new File([PDF], "conditions generales.pdf", { type: "application/pdf" }));
    expect(
      (await answerOf(await handleContractAction(post("/x", upload), contextOf(staff), customer.id, contractId)))
        .status,
    ).toBe(303);

    // The customer's contract page lists it, and the customer downloads it; another customer cannot.
    const page = await loadContractPage(db, identity, reference, "fr");
    expect(page).toMatchObject({ insurer: "Allianz", status: "suspended" });
    expect(page?.attachments).toEqual([expect.objectContaining({ title: "Conditions générales" })]);
    const documentId = page?.attachments[0]?.id ?? "";
    const download = await customerContractDocumentResponse(db, customer.id, reference, documentId);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    const stranger = await createCustomer(db);
    await expect(customerContractDocumentResponse(db, stranger.id, reference, documentId)).rejects.toMatchObject({
      init: { status: 404 },
    });
    await staffContractDocumentResponse(
      db,
      { ...staff, ip: "203.0.113.9" },
      { customerId: customer.id, contractId, documentId },
    );

    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, contractId));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        "contract.create",
        "contract.edit",
        "contract.status",
        "contract.document",
        "contract.document.download",
      ]),
    );
    expect(audit.find((entry) => entry.action === "contract.edit")?.details).toMatchObject({
      before: { insurer: "AXA", monthlyPremiumCents: 8990 },
      after: { insurer: "Allianz", monthlyPremiumCents: 9500 },
    });
    const [told] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, customer.id), eq(notifications.kind, "contractStatus")));
    expect(told?.params).toMatchObject({ reference, status: "suspended" });
    const file = await loadCustomerFile(db, customer.id);
    expect(
      file?.timeline.filter((entry) => entry.kind === "contractEvent").map((entry) => entry.details?.event),
    ).toEqual(expect.arrayContaining(["edited", "status"]));
  });
});
