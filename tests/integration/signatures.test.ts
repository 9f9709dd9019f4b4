import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import "~/signature-purposes.server";
import { getDb } from "~/server/db/index.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { notifications } from "~/server/db/schema/customer-area";
import { outbox } from "~/server/db/schema/outbox";
import { signatureEvents, signatureRequests } from "~/server/db/schema/signatures";
import { resetEnvCache } from "~/server/env.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { checkDocument } from "~/server/signatures/document-check.server";
import type { SignatureEvidence } from "~/server/signatures/evidence";
import { verifySeal } from "~/server/signatures/pdf-seal-reader";
import { registerSignaturePurpose } from "~/server/signatures/purposes.server";
import { describeP12, makeDemoP12, sealCertificate } from "~/server/signatures/seal-certificate.server";
import { sealPdf } from "~/server/signatures/seal-pdf.server";
import { expireSignatureRequests, sendSignatureReminders } from "~/server/signatures/signature-jobs.server";
import { requestSignature, SignatureAskRefused } from "~/server/signatures/signature-requests.server";
import { sendDocumentForSignature, withdrawSignature } from "~/server/signatures/signature-staff.server";
import { signatureFiles } from "~/server/signatures/signature-store.server";
import { confirmSignature, declineSignature, sendSignatureCode } from "~/server/signatures/signing.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { appEngines, runAgainstApp } from "../support/app-under-test";
import { createCustomer, createUser } from "../support/customers";
import { ensurePdfsig, pdfsig, samplePdf } from "../support/signature-pdfs";
import { startTsa } from "../support/tsa-server";

const uploads = mkdtempSync(path.join(tmpdir(), "signatures-"));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));
beforeAll(() => ensurePdfsig());

// A purpose of the test's own, as the offers and mandates will register theirs.
const calls: Array<{ event: string; subjectId: string | null }> = [];
registerSignaturePurpose("test-purpose", {
  onSigned: async (_tx, request) => void calls.push({ event: "signed", subjectId: request.subjectId }),
  onDeclined: async (_tx, request) => void calls.push({ event: "declined", subjectId: request.subjectId }),
  onExpired: async (_tx, request) => void calls.push({ event: "expired", subjectId: request.subjectId }),
  onWithdrawn: async (_tx, request) => void calls.push({ event: "withdrawn", subjectId: request.subjectId }),
});

async function newRequest(options: { validityDays?: number; now?: Date } = {}) {
  const db = await getDb();
  const customer = await createCustomer(db);
  const subjectId = crypto.randomUUID();
  const bytes = await samplePdf();
  const site = await siteConfig(db);
  const request = await db.transaction(async (tx) =>
    requestSignature(
      tx,
      {
        signerId: customer.id,
        document: { fileName: "offre.pdf", bytes },
        title: "Offre assurance habitation",
        summary: "J'accepte l'offre et ses conditions générales.",
        validityDays: options.validityDays ?? 7,
        purpose: "test-purpose",
        subjectId,
        now: options.now,
      },
      site,
    ),
  );
  return { db, customer, request, subjectId };
}

/** The code from the last signature e-mail to this address (as the signer reads it). */
async function lastCode(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.topic, "signature.code"), sql`${outbox.payload}->>'to' = ${email}`))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const text = String(row?.payload.text ?? "");
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const from = (signerId: string, ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`) => ({
  signerId,
  ip,
  userAgent: "Mozilla/5.0 (Test) Signature",
});

describe.each(appEngines())("signatures on %s", (engine) => {
  runAgainstApp(engine, () => ({ UPLOADS_DIR: uploads }));

  it("signs: consent, code by e-mail, sealed PDF valid for pdfsig, purpose called back once", async () => {
    const { db, customer, request, subjectId } = await newRequest();
    const site = await siteConfig(db);
    const who = from(customer.id);
    expect(await sendSignatureCode(db, { ...who, requestId: request.id, consent: false, lang: "fr", site })).toEqual({
      ok: false,
      reason: "consent",
    });
    expect(
      await sendSignatureCode(db, { ...who, requestId: request.id, consent: true, lang: "fr", site }),
    ).toMatchObject({ ok: true });
    const code = await lastCode(customer.email);
    const signed = await confirmSignature(db, { ...who, requestId: request.id, code, site });
    expect(signed).toMatchObject({ ok: true, request: { status: "signed" } });
    expect(calls.filter((c) => c.subjectId === subjectId)).toEqual([{ event: "signed", subjectId }]);

    const [row] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, request.id));
    expect(row?.evidence).toMatchObject({
      signer: { email: customer.email, accountId: customer.id },
      ip: who.ip,
      timeSource: { kind: "server" },
      documentSha256: request.documentSha256,
    });
    const sealedBytes = await signatureFiles().read(row?.signedPath as string);
    const report = pdfsig(sealedBytes);
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
    const seal = await verifySeal(sealedBytes);
    expect(seal).toMatchObject({ signatureValid: true, unchanged: true, messageDigest: row?.sealDigest });
    expect(seal?.certificate?.fingerprint).toBe((await sealCertificate(db, site.brandName)).fingerprint);

    // "Vérifier un document": ours and intact; one byte changed; signed by someone else; unsigned.
    expect(await checkDocument(db, sealedBytes)).toMatchObject({
      verdict: "intact",
      signer: `${customer.firstName} ${customer.lastName}`,
      title: "Offre assurance habitation",
      timestampAt: null,
    });
    const tampered = Buffer.from(sealedBytes);
    const at = tampered.indexOf("stream") + 20;
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    expect(await checkDocument(db, tampered)).toMatchObject({ verdict: "changed", signer: expect.any(String) });
    const p12 = makeDemoP12("Autre cabinet");
    const foreign = await sealPdf(
      await samplePdf(),
      row?.evidence as SignatureEvidence,
      {
        p12,
        passphrase: "",
        ...describeP12(p12, ""),
        demo: true,
      },
      { brand: "Autre" },
    );
    expect(await checkDocument(db, foreign.bytes)).toEqual({
      verdict: "foreign",
      certificate: "Certificat de démonstration — Autre cabinet",
    });
    expect(await checkDocument(db, await samplePdf())).toEqual({ verdict: "unsigned" });

    // The code is spent: replayed, it signs nothing; nor does a new attempt on a signed request.
    expect(await confirmSignature(db, { ...who, requestId: request.id, code, site })).toEqual({
      ok: false,
      reason: "signed",
    });
    expect(await declineSignature(db, { ...who, requestId: request.id })).toEqual({ ok: false, reason: "signed" });
    const mine = await db.select().from(notifications).where(eq(notifications.customerId, customer.id));
    expect(mine.map((n) => n.kind).sort()).toEqual(["signatureRequested", "signatureSigned"]);
  });

  it("refuses another request's code, ends the attempt after five wrong codes, and never signs twice", async () => {
    const first = await newRequest();
    const site = await siteConfig(first.db);
    const db = first.db;
    const who = from(first.customer.id);
    // A second request of the same customer, with its own code.
    const mandate = await samplePdf("Mandat");
    const second = await db.transaction(async (tx) =>
      requestSignature(
        tx,
        {
          signerId: first.customer.id,
          document: { fileName: "mandat.pdf", bytes: mandate },
          title: "Mandat",
          summary: "J'autorise le prélèvement.",
          validityDays: 3,
          purpose: "test-purpose",
        },
        site,
      ),
    );
    await sendSignatureCode(db, { ...who, requestId: first.request.id, consent: true, lang: "fr", site });
    const firstCode = await lastCode(first.customer.email);
    await sendSignatureCode(db, { ...who, requestId: second.id, consent: true, lang: "fr", site });
    const secondCode = await lastCode(first.customer.email);
    const other = firstCode === secondCode ? String((Number(firstCode) + 1) % 1_000_000).padStart(6, "0") : firstCode;
    expect(await confirmSignature(db, { ...who, requestId: second.id, code: other, site })).toEqual({
      ok: false,
      reason: "wrongCode",
      triesLeft: 4,
    });
    for (const left of [3, 2, 1]) {
      expect(await confirmSignature(db, { ...who, requestId: second.id, code: other, site })).toMatchObject({
        triesLeft: left,
      });
    }
    expect(await confirmSignature(db, { ...who, requestId: second.id, code: other, site })).toEqual({
      ok: false,
      reason: "attemptEnded",
    });
    // Even the right code no longer works for that attempt: a new code is needed.
    expect(await confirmSignature(db, { ...who, requestId: second.id, code: secondCode, site })).toEqual({
      ok: false,
      reason: "attemptEnded",
    });

    // Two tabs sign the first request at once: exactly one signature.
    const both = await Promise.all([
      confirmSignature(db, { ...who, requestId: first.request.id, code: firstCode, site }),
      confirmSignature(db, { ...who, requestId: first.request.id, code: firstCode, site }),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(both.find((result) => !result.ok)).toMatchObject({ reason: expect.stringMatching(/signed|attemptEnded/) });
    const events = await db.select().from(signatureEvents).where(eq(signatureEvents.requestId, first.request.id));
    expect(events.filter((event) => event.kind === "signed")).toHaveLength(1);
  });

  it("refuses a code after ten minutes, and another customer's request is not found", async () => {
    const { db, customer, request } = await newRequest();
    const site = await siteConfig(db);
    const who = from(customer.id);
    const sentAt = new Date();
    await sendSignatureCode(db, { ...who, requestId: request.id, consent: true, lang: "fr", site, now: sentAt });
    const code = await lastCode(customer.email);
    const late = new Date(sentAt.getTime() + 10 * 60_000 + 1000);
    expect(await confirmSignature(db, { ...who, requestId: request.id, code, site, now: late })).toEqual({
      ok: false,
      reason: "codeExpired",
    });
    const stranger = await createCustomer(db);
    expect(await confirmSignature(db, { ...from(stranger.id), requestId: request.id, code, site })).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(
      await sendSignatureCode(db, { ...from(stranger.id), requestId: request.id, consent: true, lang: "fr", site }),
    ).toEqual({ ok: false, reason: "notFound" });
  });

  it("counts wrong codes against the address's budget, shared with sign-in codes", async () => {
    const { db, customer, request } = await newRequest();
    const site = await siteConfig(db);
    const who = from(customer.id, "192.0.2.77");
    await sendSignatureCode(db, { ...who, requestId: request.id, consent: true, lang: "fr", site });
    const results = [];
    // Ten wrong guesses per address per 15 minutes (AUTH_LIMITS.codeCheckPerClient), over new attempts.
    for (let i = 0; i < 11; i += 1) {
      if (i === 5) await sendSignatureCode(db, { ...who, requestId: request.id, consent: true, lang: "fr", site });
      results.push(await confirmSignature(db, { ...who, requestId: request.id, code: "000000", site }));
    }
    expect(results.at(-1)).toMatchObject({ ok: false, reason: "tooMany" });
  });

  it("declines, expires and withdraws, each once, with the purpose told", async () => {
    const declined = await newRequest();
    const db = declined.db;
    expect(
      await declineSignature(db, { ...from(declined.customer.id), requestId: declined.request.id, reason: "Non" }),
    ).toMatchObject({ ok: true, request: { status: "declined", endReason: "Non" } });

    const expiring = await newRequest({ validityDays: 1 });
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await expireSignatureRequests(db, later)).toBeGreaterThanOrEqual(1);
    expect(await expireSignatureRequests(db, later)).toBe(0);
    const site = await siteConfig(db);
    expect(
      await sendSignatureCode(db, {
        ...from(expiring.customer.id),
        requestId: expiring.request.id,
        consent: true,
        lang: "fr",
        site,
      }),
    ).toEqual({ ok: false, reason: "expired" });

    const withdrawn = await newRequest();
    const admin = await createUser(db, "admin");
    const actor: StaffActor = { id: admin.id, email: admin.email, name: "Admin", ip: "203.0.113.1" };
    expect(
      await withdrawSignature(db, actor, { customerId: withdrawn.customer.id, id: withdrawn.request.id }),
    ).toMatchObject({ status: "withdrawn" });
    expect(
      await withdrawSignature(db, actor, { customerId: withdrawn.customer.id, id: withdrawn.request.id }),
    ).toBeNull();
    expect(
      await confirmSignature(db, {
        ...from(withdrawn.customer.id),
        requestId: withdrawn.request.id,
        code: "123456",
        site,
      }),
    ).toEqual({ ok: false, reason: "withdrawn" });
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, withdrawn.request.id));
    expect(audit.map((a) => a.action)).toEqual(["signature.withdraw"]);
    for (const [subject, event] of [
      [declined.subjectId, "declined"],
      [expiring.subjectId, "expired"],
      [withdrawn.subjectId, "withdrawn"],
    ]) {
      expect(calls.filter((c) => c.subjectId === subject)).toEqual([{ event, subjectId: subject }]);
    }
  });

  it("reminds once, two days before the end", async () => {
    const created = new Date(Date.now() - 3 * 86_400_000);
    const { db, request, customer } = await newRequest({ validityDays: 4, now: created });
    const site = await siteConfig(db);
    expect(await sendSignatureReminders(db, site)).toBeGreaterThanOrEqual(1);
    expect(await sendSignatureReminders(db, site)).toBe(0);
    const mails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, "signature.reminder"), sql`${outbox.payload}->>'to' = ${customer.email}`));
    expect(mails).toHaveLength(1);
    expect(String(mails[0]?.payload.text)).toContain(`/espace-client/signatures/${request.id}`);
  });

  it("refuses bad requests: not a PDF, a broken PDF, staff as signer, a validity out of bounds", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const admin = await createUser(db, "admin");
    const actor: StaffActor = { id: admin.id, email: admin.email, name: "Admin", ip: "203.0.113.1" };
    const site = await siteConfig(db);
    const ask = { customerId: customer.id, fileName: "x.pdf", title: "T", summary: "S", validityDays: 7 };
    const refusal = async (input: Partial<typeof ask> & { bytes: Uint8Array }) =>
      sendDocumentForSignature(db, actor, site, { ...ask, ...input }).then(
        () => "accepted",
        (error) => (error instanceof SignatureAskRefused ? error.reason : String(error)),
      );
    expect(await refusal({ bytes: Buffer.from("hello") })).toBe("type");
    expect(await refusal({ bytes: Buffer.from("%PDF-1.7\nnot really") })).toBe("unreadable");
    expect(await refusal({ bytes: await samplePdf(), customerId: admin.id })).toBe("signer");
    expect(await refusal({ bytes: await samplePdf(), validityDays: 0 })).toBe("validity");
    expect(await refusal({ bytes: await samplePdf(), validityDays: 91 })).toBe("validity");
    expect(await refusal({ bytes: Buffer.alloc(11 * 1024 * 1024, 0x25) })).toBe("tooLarge");
    expect(await refusal({ bytes: await samplePdf() })).toBe("accepted");
  });
});

describe("signatures with a timestamp authority", () => {
  let tsa: Awaited<ReturnType<typeof startTsa>>;
  runAgainstApp("pglite", async () => {
    tsa = await startTsa();
    return { UPLOADS_DIR: uploads, TSA_URL: tsa.url };
  });
  afterAll(() => tsa.close());

  it("seals with the authority's RFC 3161 token and says so on the evidence; down, signs nothing and keeps the code", async () => {
    const { db, customer, request } = await newRequest();
    const site = await siteConfig(db);
    const who = from(customer.id);
    await sendSignatureCode(db, { ...who, requestId: request.id, consent: true, lang: "fr", site });
    const code = await lastCode(customer.email);
    await tsa.close();
    expect(await confirmSignature(db, { ...who, requestId: request.id, code, site })).toEqual({
      ok: false,
      reason: "sealUnavailable",
    });
    tsa = await startTsa();
    process.env.TSA_URL = tsa.url;
    resetEnvCache();
    const signed = await confirmSignature(db, { ...who, requestId: request.id, code, site });
    expect(signed).toMatchObject({ ok: true, request: { evidence: { timeSource: { kind: "tsa", url: tsa.url } } } });
    const [row] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, request.id));
    const bytes = await signatureFiles().read(row?.signedPath as string);
    expect(pdfsig(bytes)).toContain("Signature Validation: Signature is Valid.");
    expect(await checkDocument(db, bytes)).toMatchObject({ verdict: "intact", timestampAt: expect.any(String) });
  });
});
