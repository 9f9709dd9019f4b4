import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import "~/signature-purposes.server";
import { ActionError } from "~/server/action-error";
import { getDb } from "~/server/db/index.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { notifications } from "~/server/db/schema/customer-area";
import { outbox } from "~/server/db/schema/outbox";
import { paymentInstalments, sepaMandates } from "~/server/db/schema/payments";
import { signatureRequests } from "~/server/db/schema/signatures";
import { changeBankDetails } from "~/server/payments/bank-details-change.server";
import { activeMandate, listMandates } from "~/server/payments/mandates.server";
import { sendPrenotifications } from "~/server/payments/prenotifications.server";
import { saveSchedule } from "~/server/payments/schedules.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { confirmSignature, declineSignature, sendSignatureCode } from "~/server/signatures/signing.server";
import { appEngines, runAgainstApp } from "../support/app-under-test";
import { insertContract } from "../support/contract-factory";
import { createCustomer } from "../support/customers";

const uploads = mkdtempSync(path.join(tmpdir(), "payments-"));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const FIRST = { holder: "Camille Martin", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP" };
const SECOND = { holder: "Camille Martin", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX" };
const who = (signerId: string) => ({ signerId, ip: "198.51.100.44", userAgent: "Mozilla/5.0 (Test) Payments" });

async function lastMail(email: string, topic: string) {
  const db = await getDb();
  const [row] = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.topic, topic), sql`${outbox.payload}->>'to' = ${email}`))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row ? String(row.payload.text ?? "") : null;
}

/** The customer signs their mandate as in their area: consent, the e-mailed code, the seal. */
async function sign(customer: { id: string; email: string }, requestId: string) {
  const db = await getDb();
  const site = await siteConfig(db);
  await sendSignatureCode(db, { ...who(customer.id), requestId, consent: true, lang: "fr", site });
  const code = /\b(\d{6})\b/.exec((await lastMail(customer.email, "signature.code")) ?? "")?.[1] ?? "";
  return confirmSignature(db, { ...who(customer.id), requestId, code, site });
}

describe.each(appEngines())("SEPA mandates signed through the signatures module, on %s", (engine) => {
  runAgainstApp(engine, () => ({ UPLOADS_DIR: uploads, SITE_SEPA_CREDITOR_ID: "FR72 ZZZ 123456" }));

  it("changes the RIB: a mandate to sign, active once signed, the old one revoked; told and audited", async () => {
    const db = await getDb();
    const site = await siteConfig(db);
    expect(site.creditorIdentifier).toBe("FR72ZZZ123456");
    const customer = await createCustomer(db);
    const actor = { id: customer.id, email: customer.email, ip: "198.51.100.44" };
    // Bad input: each field's problem, nothing stored.
    expect(
      await changeBankDetails(db, {
        customerId: customer.id,
        form: { holder: "", iban: "FR76 1234", bic: "X" },
        actor,
        site,
      }),
    ).toEqual({ ok: false, errors: { holder: "holderMissing", iban: "ibanInvalid", bic: "bicInvalid" } });
    expect(await listMandates(db, customer.id)).toEqual([]);

    const first = await changeBankDetails(db, { customerId: customer.id, form: FIRST, actor, site });
    if (!first.ok) throw new Error("refused");
    const [request] = await db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, first.signatureRequestId));
    expect(request).toMatchObject({ purpose: "sepa-mandate", subjectId: first.mandateId, status: "pending" });
    expect(request?.title).toContain("FR76 •••• •••• 0189");
    // Not signed: nothing can be debited.
    expect(await activeMandate(db, customer.id)).toBeNull();
    expect((await sign(customer, first.signatureRequestId)).ok).toBe(true);
    expect((await activeMandate(db, customer.id))?.mandate.id).toBe(first.mandateId);

    // A new IBAN: the old mandate runs until the new one is signed, then is revoked with its date.
    const second = await changeBankDetails(db, { customerId: customer.id, form: SECOND, actor, site });
    if (!second.ok) throw new Error("refused");
    expect((await activeMandate(db, customer.id))?.mandate.id).toBe(first.mandateId);
    expect((await sign(customer, second.signatureRequestId)).ok).toBe(true);
    const mandates = await listMandates(db, customer.id);
    expect(mandates.find((row) => row.mandate.id === first.mandateId)?.mandate).toMatchObject({
      status: "revoked",
      revokedReason: "replaced",
    });
    expect(mandates.find((row) => row.mandate.id === first.mandateId)?.mandate.revokedAt).toBeInstanceOf(Date);
    expect((await activeMandate(db, customer.id))?.account.iban).toBe("DE89370400440532013000");

    // Told by e-mail (account masked, the old one named) and in the area; audited twice per change.
    const mail = await lastMail(customer.email, "payments.bankDetailsChanged");
    expect(mail).toContain("DE89 •••• •••• 3000");
    expect(mail).toContain("FR76 •••• •••• 0189");
    expect(mail).not.toContain("DE89370400440532013000");
    const notes = await db.select().from(notifications).where(eq(notifications.customerId, customer.id));
    expect(notes.filter((note) => note.kind === "bankDetailsChanged")).toHaveLength(2);
    const journal = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, customer.id));
    expect(journal.map((row) => row.action).sort()).toEqual([
      "payment.bankAccount.add",
      "payment.bankAccount.add",
      "payment.mandate.signed",
      "payment.mandate.signed",
    ]);
  }, 60_000);

  it("a declined mandate debits nothing; a second change withdraws the one still waiting", async () => {
    const db = await getDb();
    const site = await siteConfig(db);
    const customer = await createCustomer(db);
    const actor = { id: customer.id, email: customer.email, ip: "198.51.100.45" };
    const first = await changeBankDetails(db, { customerId: customer.id, form: FIRST, actor, site });
    const second = await changeBankDetails(db, { customerId: customer.id, form: SECOND, actor, site });
    if (!first.ok || !second.ok) throw new Error("refused");
    const [withdrawn] = await db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, first.signatureRequestId));
    expect(withdrawn?.status).toBe("withdrawn");
    await declineSignature(db, { ...who(customer.id), requestId: second.signatureRequestId, reason: "Pas mon compte" });
    const statuses = await db
      .select({ id: sepaMandates.id, status: sepaMandates.status })
      .from(sepaMandates)
      .where(eq(sepaMandates.customerId, customer.id));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [first.mandateId]: "expired",
      [second.mandateId]: "declined",
    });
    expect(await activeMandate(db, customer.id)).toBeNull();
  }, 60_000);

  it("refuses a change without the broker's creditor identifier", async () => {
    const db = await getDb();
    const site = { ...(await siteConfig(db)), creditorIdentifier: null };
    const customer = await createCustomer(db);
    const actor = { id: customer.id, email: customer.email, ip: "198.51.100.46" };
    await expect(changeBankDetails(db, { customerId: customer.id, form: FIRST, actor, site })).rejects.toBeInstanceOf(
      ActionError,
    );
  });

  it("announces each debit once, 14 days ahead, only under a signed mandate, whichever process runs", async () => {
    const db = await getDb();
    const site = await siteConfig(db);
    const customer = await createCustomer(db);
    const actor = { id: customer.id, email: customer.email, ip: "198.51.100.47" };
    const contract = await insertContract(db, customer.id, "health", {
      startDate: "2026-01-01",
      anniversaryDate: "2026-01-01",
    });
    const now = new Date("2027-03-01T06:00:00Z");
    await db.transaction((tx) =>
      saveSchedule(
        tx,
        {
          contractId: contract.id,
          frequency: "monthly",
          firstDueDate: "2027-03-10",
          premiumCents: 8900,
          feesCents: 100,
        },
        actor,
        now,
      ),
    );
    // No mandate yet: nothing announced.
    expect(await sendPrenotifications(db, site, now)).toBe(0);
    const change = await changeBankDetails(db, { customerId: customer.id, form: FIRST, actor, site });
    if (!change.ok) throw new Error("refused");
    expect((await sign(customer, change.signatureRequestId)).ok).toBe(true);
    // Two processes at once, then again: one e-mail for the 10 March debit, none for April's.
    const runs = await Promise.all([sendPrenotifications(db, site, now), sendPrenotifications(db, site, now)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await sendPrenotifications(db, site, now)).toBe(0);
    const rows = await db.select().from(paymentInstalments).where(eq(paymentInstalments.contractId, contract.id));
    expect(rows.filter((row) => row.status === "notified").map((row) => row.dueDate)).toEqual(["2027-03-10"]);
    const mail = await lastMail(customer.email, "payments.prenotification");
    expect(mail).toMatch(/prélèverons 90\s€ le 10\smars 2027/);
    expect(mail).toContain("FR72ZZZ123456");
    expect(mail).toContain("FR76 •••• •••• 0189");
  }, 60_000);
});
