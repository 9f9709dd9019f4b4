import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  type CustomerActionResult,
  handleCustomerAction,
} from "~/features/backoffice-customers/customer-actions.server";
import { staffPaymentsOf } from "~/features/backoffice-customers/payment-staff.server";
import { bankDetailsAction } from "~/features/customer-payments/payments-page.server";
import "~/i18n/dictionaries.server";
import "~/signature-purposes.server";
import { staffContext } from "~/server/auth/guards.server";
import type { CustomerIdentity, StaffIdentity } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { notifications } from "~/server/db/schema/customer-area";
import { outbox } from "~/server/db/schema/outbox";
import { sepaMandates } from "~/server/db/schema/payments";
import { signatureRequests } from "~/server/db/schema/signatures";
import { changeBankDetails } from "~/server/payments/bank-details-change.server";
import { listMandates } from "~/server/payments/mandates.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { confirmSignature, sendSignatureCode } from "~/server/signatures/signing.server";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, createCustomer, createUser, formPost } from "../support/customers";

const uploads = mkdtempSync(path.join(tmpdir(), "payments-staff-"));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const RIB = { holder: "Camille Martin", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP" };
const OTHER = { holder: "Camille Martin", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX" };

async function staffMember(role: "adviser" | "admin") {
  const user = await createUser(await getDb(), role);
  return { id: user.id, email: user.email, name: `${role} ${user.id.slice(0, 4)}`, role } as StaffIdentity;
}

/** The customer page's form, posted as the back office posts it. */
async function post(staff: StaffIdentity, customerId: string, fields: Record<string, string>) {
  const context = requestContextFor("203.0.113.9");
  context.set(staffContext, staff);
  const request = formPost(`/backoffice/clients/${customerId}`, fields);
  return answerOf<CustomerActionResult>(await handleCustomerAction(request, context, customerId));
}

async function mailsTo(email: string, topic: string) {
  const rows = await (await getDb())
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.topic, topic), sql`${outbox.payload}->>'to' = ${email}`));
  return rows.map((row) => String(row.payload.text ?? ""));
}

/** The customer signs their mandate as in their area (consent, the e-mailed code). */
async function sign(customer: { id: string; email: string }, requestId: string) {
  const db = await getDb();
  const site = await siteConfig(db);
  const who = { signerId: customer.id, ip: "198.51.100.60", userAgent: "Mozilla/5.0 (Test)" };
  await sendSignatureCode(db, { ...who, requestId, consent: true, lang: "fr", site });
  const code = /\b(\d{6})\b/.exec((await mailsTo(customer.email, "signature.code")).at(-1) ?? "")?.[1] ?? "";
  return confirmSignature(db, { ...who, requestId, code, site });
}

const waitingOf = async (customerId: string) =>
  (await listMandates(await getDb(), customerId)).filter((row) => row.mandate.status === "awaitingSignature");

describe.each(appEngines())("staff and the customer's mandates (issue 43), on %s", (engine) => {
  runAgainstApp(engine, () => ({ UPLOADS_DIR: uploads, SITE_SEPA_CREDITOR_ID: "FR72 ZZZ 123456" }));

  it("an adviser types a RIB given by phone: checked, sent to the customer to sign, shown masked", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const adviser = await staffMember("adviser");

    const bad = await post(adviser, customer.id, { intent: "bankDetails", holder: "", iban: "FR76 1234", bic: "X" });
    expect(bad.status).toBe(400);
    expect(bad.data?.errors).toEqual({
      holder: "payments.errors.holderMissing",
      iban: "payments.errors.ibanInvalid",
      bic: "payments.errors.bicInvalid",
    });
    expect(await listMandates(db, customer.id)).toEqual([]);

    const sent = await post(adviser, customer.id, { intent: "bankDetails", ...RIB });
    expect(sent).toMatchObject({ status: 303, location: `/backoffice/clients/${customer.id}?fait=bankDetails` });
    const [waiting] = await waitingOf(customer.id);
    const [request] = await db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, waiting?.mandate.signatureRequestId ?? ""));
    // Staff cannot sign for the customer: the request is theirs to sign, made by the adviser.
    expect(request).toMatchObject({ purpose: "sepa-mandate", signerId: customer.id, createdBy: adviser.id });
    expect(await mailsTo(customer.email, "signature.requested")).toHaveLength(1);
    const page = await staffPaymentsOf(db, customer.id, "fr", "2026-11-28");
    expect(page.mandates[0]).toMatchObject({ status: "awaitingSignature", iban: "FR76 •••• •••• 0189" });
    expect(JSON.stringify(page)).not.toContain("30006000011234567890189");
  }, 60_000);

  it("repeats the same RIB without a second e-mail; a different one replaces it with one", async () => {
    const db = await getDb();
    const site = await siteConfig(db);
    const customer = await createCustomer(db);
    const adviser = await staffMember("adviser");
    const actor = { id: customer.id, email: customer.email, ip: "198.51.100.61" };

    // The customer submits twice at once, then again, and their adviser types the same RIB.
    const [one, two] = await Promise.all([
      changeBankDetails(db, { customerId: customer.id, form: RIB, actor, site }),
      changeBankDetails(db, { customerId: customer.id, form: RIB, actor, site }),
    ]);
    const again = await changeBankDetails(db, {
      customerId: customer.id,
      form: { ...RIB, iban: RIB.iban.replace(/ /g, "").toLowerCase() },
      actor,
      site,
    });
    expect((await post(adviser, customer.id, { intent: "bankDetails", ...RIB })).status).toBe(303);
    if (!one.ok || !two.ok || !again.ok) throw new Error("refused");
    expect(new Set([one.signatureRequestId, two.signatureRequestId, again.signatureRequestId]).size).toBe(1);
    expect([one.reused, two.reused].sort()).toEqual([false, true]);
    expect(again.reused).toBe(true);
    expect(await listMandates(db, customer.id)).toHaveLength(1);
    expect(await mailsTo(customer.email, "signature.requested")).toHaveLength(1);

    // Another IBAN: the waiting request is withdrawn and one new e-mail goes.
    const other = await changeBankDetails(db, { customerId: customer.id, form: OTHER, actor, site });
    if (!other.ok) throw new Error("refused");
    expect(other.reused).toBe(false);
    const [first] = await db
      .select({ status: signatureRequests.status })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, one.signatureRequestId));
    expect(first?.status).toBe("withdrawn");
    expect((await waitingOf(customer.id)).map((row) => row.mandate.id)).toEqual([other.mandateId]);
    expect(await mailsTo(customer.email, "signature.requested")).toHaveLength(2);

    // The same RIB after the window: the first e-mail may be lost, so a new request goes.
    const later = await changeBankDetails(db, {
      customerId: customer.id,
      form: OTHER,
      actor,
      site,
      now: new Date(Date.now() + 16 * 60_000),
    });
    expect(later.ok && later.reused).toBe(false);
  }, 90_000);

  it('the customer\'s "Changer de RIB" submitted twice lands on the same signature, with one e-mail', async () => {
    const db = await getDb();
    const site = await siteConfig(db);
    const customer = await createCustomer(db);
    const identity = { id: customer.id, email: customer.email, name: "Camille", role: "customer" } as CustomerIdentity;
    const submit = async (form: Record<string, string>) =>
      answerOf(
        await bankDetailsAction(
          db,
          formPost("/espace-client/paiements/rib", form),
          identity,
          site,
          "198.51.100.63",
        ).catch((thrown: unknown) => thrown),
      );
    const first = await submit(RIB);
    const second = await submit(RIB);
    expect(first.status).toBe(302);
    expect(second.location).toBe(first.location);
    expect(await mailsTo(customer.email, "signature.requested")).toHaveLength(1);
    const third = await submit(OTHER);
    expect(third.location).not.toBe(first.location);
    expect(await mailsTo(customer.email, "signature.requested")).toHaveLength(2);
  }, 60_000);

  it("an admin revokes the active mandate with a reason: audited, the customer told, nothing more debited", async () => {
    const db = await getDb();
    const site = await siteConfig(db);
    const customer = await createCustomer(db);
    const stranger = await createCustomer(db);
    const adviser = await staffMember("adviser");
    const admin = await staffMember("admin");
    const actor = { id: customer.id, email: customer.email, ip: "198.51.100.62" };
    const change = await changeBankDetails(db, { customerId: customer.id, form: RIB, actor, site });
    if (!change.ok) throw new Error("refused");
    expect((await sign(customer, change.signatureRequestId)).ok).toBe(true);
    const revoke = (staff: StaffIdentity, fields: Record<string, string>, customerId = customer.id) =>
      post(staff, customerId, { intent: "revokeMandate", mandateId: change.mandateId, ...fields });

    // An adviser may not; a reason is required; another customer's page does not know the mandate.
    expect((await revoke(adviser, { reason: "Demande de la banque" })).status).toBe(403);
    const empty = await revoke(admin, { reason: "   " });
    expect(empty.status).toBe(400);
    expect(empty.data?.errors).toEqual({ reason: "payments.errors.revokeReasonMissing" });
    expect((await revoke(admin, { reason: "x".repeat(501) })).status).toBe(400);
    expect((await revoke(admin, { reason: "Demande" }, stranger.id)).status).toBe(404);
    expect((await revoke(admin, { reason: "Demande", mandateId: "pas-un-id" })).status).toBe(404);
    // A NUL byte in the address (the fuzz drill found it a 500: PostgreSQL refuses the byte).
    const hostile = await revoke(admin, { reason: "Demande" }, "/\u0000");
    expect(hostile.status).toBe(404);
    expect(hostile.data?.errors).toEqual({ form: "customers-admin.errors.notFound" });

    const done = await revoke(admin, { reason: "Le client a fermé ce compte (appel du 28/11)" });
    expect(done).toMatchObject({ status: 303, location: `/backoffice/clients/${customer.id}?fait=revokeMandate` });
    const [mandate] = await db.select().from(sepaMandates).where(eq(sepaMandates.id, change.mandateId));
    expect(mandate).toMatchObject({ status: "revoked", revokedReason: "Le client a fermé ce compte (appel du 28/11)" });
    const [audit] = await db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "payment.mandate.revoke"), eq(staffAuditLog.targetId, customer.id)));
    expect(audit).toMatchObject({ actorId: admin.id });
    const notes = await db.select().from(notifications).where(eq(notifications.customerId, customer.id));
    expect(notes.map((note) => note.kind)).toContain("mandateRevoked");
    const [mail] = await mailsTo(customer.email, "payments.mandateRevoked");
    expect(mail).toContain("FR76 •••• •••• 0189");
    expect(mail).not.toContain("30006000011234567890189");
    expect(mail).not.toContain("appel du 28/11");
    const page = await staffPaymentsOf(db, customer.id, "fr", "2026-11-28");
    expect(page.mandates[0]).toMatchObject({ status: "revoked", revokedReason: expect.stringContaining("fermé") });

    // Twice is refused, said on the form.
    const twice = await revoke(admin, { reason: "Encore" });
    expect(twice.status).toBe(409);
    expect(twice.data?.errors.form).toBe("payments.errors.mandateNotRevocable");
  }, 90_000);

  it("revoking a mandate still waiting withdraws its signature request: the customer can no longer sign it", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const admin = await staffMember("admin");
    expect((await post(admin, customer.id, { intent: "bankDetails", ...RIB })).status).toBe(303);
    const [waiting] = await waitingOf(customer.id);
    if (!waiting) throw new Error("no mandate");
    const answer = await post(admin, customer.id, {
      intent: "revokeMandate",
      mandateId: waiting.mandate.id,
      reason: "RIB mal compris au téléphone",
    });
    expect(answer.status).toBe(303);
    const [request] = await db
      .select({ status: signatureRequests.status })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, waiting.mandate.signatureRequestId ?? ""));
    expect(request?.status).toBe("withdrawn");
    expect((await listMandates(db, customer.id))[0]?.mandate.status).toBe("expired");
    expect((await sign(customer, waiting.mandate.signatureRequestId ?? "")).ok).toBe(false);
  }, 60_000);
});
