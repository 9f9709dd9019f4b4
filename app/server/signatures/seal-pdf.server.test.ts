import { beforeAll, describe, expect, it } from "vitest";
import { ensurePdfsig, pdfsig, samplePdf } from "../../../tests/support/signature-pdfs";
import { startTsa } from "../../../tests/support/tsa-server";
import type { SignatureEvidence } from "./evidence";
import { verifySeal } from "./pdf-seal-reader";
import { describeP12, makeDemoP12, type SealCertificate, sealExpiryWarning } from "./seal-certificate.server";
import { sealPdf } from "./seal-pdf.server";
import { TimestampError } from "./timestamp.server";

const evidence = (documentSha256: string): SignatureEvidence => ({
  requestId: "5b0c1f7e-8a55-4f5e-9a3f-1c2d3e4f5a6b",
  title: "Mandat de prélèvement SEPA",
  signer: { name: "Hélène Ôzdemir-Łukasik Иванова", email: "helene@example.fr", accountId: "acc_123" },
  signedAt: "2026-11-28T11:14:05.000Z",
  consentAt: "2026-11-28T11:12:00.000Z",
  codeSentAt: "2026-11-28T11:12:01.000Z",
  codeEnteredAt: "2026-11-28T11:14:04.000Z",
  codeSentTo: "helene@example.fr",
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) 📱",
  documentSha256,
  timeSource: { kind: "server" },
});

let certificate: SealCertificate;

beforeAll(() => {
  ensurePdfsig();
  const p12 = makeDemoP12("Maison Courtage Éàü");
  certificate = { p12, passphrase: "", ...describeP12(p12, ""), demo: true };
});

describe("the seal", () => {
  it("names the demo certificate as such, in UTF-8", () => {
    expect(certificate.subject).toBe("Certificat de démonstration — Maison Courtage Éàü");
    expect(certificate.notAfter.getTime()).toBeGreaterThan(Date.now() + 2 * 365 * 86_400_000);
    expect(certificate.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // The settings page warns within 30 days of the end, not before.
    const now = new Date("2026-01-01T00:00:00Z");
    expect(sealExpiryWarning({ notAfter: new Date("2026-01-31T12:00:00Z") }, now)).toBe(30);
    expect(sealExpiryWarning({ notAfter: new Date("2026-02-02T00:00:00Z") }, now)).toBeNull();
    expect(sealExpiryWarning({ notAfter: new Date("2025-12-01T00:00:00Z") }, now)).toBe(0);
  });

  it("appends the evidence page and seals as PAdES: pdfsig says valid and unchanged; one byte changed, invalid", async () => {
    const original = await samplePdf();
    const sealed = await sealPdf(original, evidence("ab".repeat(32)), certificate, { brand: "Maison Courtage" });
    const report = pdfsig(sealed.bytes);
    expect(report).toContain("ETSI.CAdES.detached");
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
    expect(report).toContain("Certificat de démonstration");

    const ours = await verifySeal(sealed.bytes);
    expect(ours).toMatchObject({ signatureValid: true, unchanged: true, messageDigest: sealed.sealDigest });
    expect(ours?.certificate?.fingerprint).toBe(certificate.fingerprint);

    // One byte of the signed range changed (in the original's content stream, far from the hole).
    const tampered = Buffer.from(sealed.bytes);
    const at = tampered.indexOf("stream") + 20;
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    expect(pdfsig(tampered)).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
    expect(await verifySeal(tampered)).toMatchObject({ signatureValid: false, unchanged: false });
  });

  it("reports bytes appended after the seal as a change", async () => {
    const sealed = await sealPdf(await samplePdf(), evidence("cd".repeat(32)), certificate, { brand: "MC" });
    const appended = Buffer.concat([sealed.bytes, Buffer.from("\n% appended\n")]);
    expect(await verifySeal(appended)).toMatchObject({ signatureValid: true, unchanged: false });
  });

  it("carries an RFC 3161 timestamp from the configured authority, and stays valid for pdfsig", async () => {
    const tsa = await startTsa();
    try {
      const before = Date.now();
      const stamped = { ...evidence("ef".repeat(32)), timeSource: { kind: "tsa" as const, url: tsa.url } };
      const sealed = await sealPdf(await samplePdf(), stamped, certificate, { brand: "MC", tsaUrl: tsa.url });
      expect(tsa.requests).toHaveLength(1);
      expect(pdfsig(sealed.bytes)).toContain("Signature Validation: Signature is Valid.");
      const report = await verifySeal(sealed.bytes);
      expect(report).toMatchObject({ signatureValid: true, unchanged: true });
      expect(report?.timestampTime?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(report?.timestampTime?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    } finally {
      await tsa.close();
    }
  });

  it("seals nothing when the authority refuses: the signer is told to try again", async () => {
    const tsa = await startTsa({ refuse: true });
    try {
      await expect(
        sealPdf(await samplePdf(), evidence("12".repeat(32)), certificate, { brand: "MC", tsaUrl: tsa.url }),
      ).rejects.toBeInstanceOf(TimestampError);
    } finally {
      await tsa.close();
    }
  });

  it("finds no seal in a PDF that has none", async () => {
    expect(await verifySeal(await samplePdf())).toBeNull();
  });
});
