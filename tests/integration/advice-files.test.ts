import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { ActionError } from "~/server/action-error";
import { sha256Of } from "~/server/advice-file/advice-file-pdf.server";
import { attachAdviceFile, findAdviceFileOf } from "~/server/advice-file/advice-files.server";
import { createContractByStaff } from "~/server/contracts/contract-admin.server";
import { startSignedContracts } from "~/server/contracts/contract-starts.server";
import { changeContractStatus } from "~/server/contracts/contract-status.server";
import { createContract } from "~/server/contracts/contracts.server";
import { getDb } from "~/server/db/index.server";
import { contractDocuments } from "~/server/db/schema/contract-records";
import { contracts } from "~/server/db/schema/customer-area";
import { env } from "~/server/env.server";
import { eraseSubject } from "~/server/privacy/erasure.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { fileStore } from "~/server/storage.server";
import { appEngines, runAgainstApp } from "../support/app-under-test";
import { contractDraft } from "../support/contract-factory";
import { createCustomer, createUser } from "../support/customers";
import { readPdf } from "../support/pdf-reader";
import { samplePdf } from "../support/signature-pdfs";

const uploads = mkdtempSync(path.join(tmpdir(), "advice-files-"));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const NOW = new Date("2027-03-01T08:00:00Z");

async function offerContract(customerId: string, overrides: Record<string, unknown> = {}) {
  const db = await getDb();
  return createContract(
    db,
    contractDraft(customerId, "home", {
      origin: "offer",
      offerId: crypto.randomUUID(),
      status: "pending",
      startDate: "2027-03-01",
      anniversaryDate: "2028-03-01",
      ...overrides,
    }),
  );
}

async function documents() {
  return [
    { title: "Document d'entrée en relation", bytes: await samplePdf("DER du cabinet") },
    { title: "Fiche conseil", bytes: await samplePdf("Fiche conseil et recommandation") },
    { title: "IPID Habitation Confort", bytes: await samplePdf("IPID habitation") },
  ];
}

async function attach(contract: { id: string; reference: string; offerId: string | null }) {
  const db = await getDb();
  return db.transaction(async (tx) =>
    attachAdviceFile(tx, {
      contractId: contract.id,
      offerId: contract.offerId ?? "",
      lang: "fr",
      actorId: null,
      brokerLine: "Cabinet de démonstration · ORIAS 00 000 000",
      customerName: "Léa Conseil",
      contractReference: contract.reference,
      offerReference: "PROP-TEST-1",
      choice: "Assureur Démo — Habitation Confort",
      documents: await documents(),
      times: {
        sentAt: new Date("2027-02-20T09:00:00Z"),
        openedAt: new Date("2027-02-21T18:30:00Z"),
        signedAt: new Date("2027-02-22T10:15:00Z"),
      },
      now: NOW,
    }),
  );
}

describe.each(appEngines())("a contract's origin and the advice file on %s", (engine) => {
  runAgainstApp(engine, () => ({ UPLOADS_DIR: uploads }));

  it("refuses to make an offer's contract active without its advice file, and writes nothing", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const contract = await offerContract(customer.id);
    expect(contract).toMatchObject({ status: "pending", origin: "offer" });
    const refused = await db
      .transaction((tx) =>
        changeContractStatus(tx, { contractId: contract.id, to: "active", cause: "offerSigned", actorId: null }, NOW),
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ActionError);
    expect(refused).toMatchObject({ status: 409, code: "adviceFileMissing" });
    const [after] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(after?.status).toBe("pending");

    // Staff cannot force it either.
    await expect(
      db.transaction((tx) =>
        changeContractStatus(
          tx,
          { contractId: contract.id, to: "active", cause: "staffDecision", actorId: null, reason: "forcer" },
          NOW,
        ),
      ),
    ).rejects.toMatchObject({ code: "adviceFileMissing" });

    // With its advice file, it runs.
    await attach(contract);
    const outcome = await db.transaction((tx) =>
      changeContractStatus(tx, { contractId: contract.id, to: "active", cause: "offerSigned", actorId: null }, NOW),
    );
    expect(outcome).toMatchObject({ changed: true, from: "pending", to: "active" });
  });

  it("assembles one PDF: the cover listing the parts and times, every page, its SHA-256 kept", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const contract = await offerContract(customer.id);
    const attached = await attach(contract);
    const found = await findAdviceFileOf(db, contract.id);
    expect(found?.sha256).toBe(attached.sha256);
    const bytes = await fileStore(env().UPLOADS_DIR).read(found?.storagePath ?? "");
    expect(sha256Of(bytes)).toBe(found?.sha256);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1 + 3);
    expect(pdf.getTitle()).toBe("Dossier de conseil");
    const read = await readPdf(bytes);
    const cover = read.pageTexts[0] ?? "";
    for (const words of ["Dossier de conseil", "Léa Conseil", contract.reference, "PROP-TEST-1", "Fiche conseil"]) {
      expect(cover).toContain(words);
    }
    expect(cover).toMatch(/2\.\s*Fiche conseil \(pages 3 à 3\)/);
    expect(read.pageTexts[1]).toContain("DER du cabinet");
    expect(found?.parts).toEqual([
      { title: "Document d'entrée en relation", pages: 1 },
      { title: "Fiche conseil", pages: 1 },
      { title: "IPID Habitation Confort", pages: 1 },
    ]);
    // It is one of the contract's documents: the customer and staff read it there.
    const rows = await db.select().from(contractDocuments).where(eq(contractDocuments.contractId, contract.id));
    expect(rows.map((row) => row.title)).toEqual(["Dossier de conseil"]);
    // One advice file per contract: a second is refused.
    await expect(attach(contract)).rejects.toThrow(/advice file already/);
  });

  it("requires staff's reason for a contract typed by hand, and records it", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const admin = await createUser(db, "admin");
    const actor: StaffActor = { id: admin.id, name: "Admin", email: admin.email, ip: "203.0.113.9" };
    const draft = contractDraft(customer.id, "vehicle");
    await expect(createContractByStaff(db, actor, draft)).rejects.toMatchObject({
      status: 400,
      code: "originReasonRequired",
      field: "originReason",
    });
    const contract = await createContractByStaff(db, actor, { ...draft, originReason: "Repris d'un autre courtier" });
    expect(contract).toMatchObject({ origin: "manual", originReason: "Repris d'un autre courtier", offerId: null });
    // Typed by hand, it never waits for an advice file.
    await expect(
      createContractByStaff(db, actor, { ...contractDraft(customer.id), status: "pending", originReason: "x" }),
    ).rejects.toMatchObject({ code: "contractInvalid" });
  });

  it("starts a signed offer's contract on its start date, with its advice file only", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const later = await offerContract(customer.id, { startDate: "2027-04-01", anniversaryDate: "2028-04-01" });
    const withoutFile = await offerContract(customer.id, { startDate: "2027-02-01", anniversaryDate: "2028-02-01" });
    await attach(later);
    const statuses = async () =>
      Object.fromEntries(
        (await db.select().from(contracts).where(eq(contracts.customerId, customer.id))).map((row) => [
          row.id,
          row.status,
        ]),
      );
    await startSignedContracts(db, NOW);
    expect(await statuses()).toEqual({ [later.id]: "pending", [withoutFile.id]: "pending" });
    await startSignedContracts(db, new Date("2027-04-01T06:00:00Z"));
    expect(await statuses()).toEqual({ [later.id]: "active", [withoutFile.id]: "pending" });
    // Again: nothing more changes.
    await startSignedContracts(db, new Date("2027-04-02T06:00:00Z"));
    expect(await statuses()).toEqual({ [later.id]: "active", [withoutFile.id]: "pending" });
  });

  it("keeps the advice file and the signatures of a held contract through the erasure", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const contract = await offerContract(customer.id, { startDate: "2020-01-01", anniversaryDate: "2021-01-01" });
    const attached = await attach(contract);
    await db.transaction((tx) =>
      changeContractStatus(tx, { contractId: contract.id, to: "active", cause: "offerSigned", actorId: null }, NOW),
    );
    await db.transaction((tx) =>
      changeContractStatus(
        tx,
        {
          contractId: contract.id,
          to: "cancelled",
          cause: "staffDecision",
          actorId: null,
          reason: "fin",
          endDate: "2026-12-31",
        },
        NOW,
      ),
    );
    const plan = await eraseSubject(db, null, { email: null, phone: null, customerId: customer.id }, { now: NOW });
    expect(plan.holds).toEqual([expect.objectContaining({ recordType: "contract", recordId: contract.id })]);
    const kept = await findAdviceFileOf(db, contract.id);
    expect(kept?.sha256).toBe(attached.sha256);
    const bytes = await fileStore(env().UPLOADS_DIR).read(kept?.storagePath ?? "");
    expect(sha256Of(bytes)).toBe(attached.sha256);
  });
});
