import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client.server";
import type { signatureCodes } from "~/server/db/schema/signatures";
import { signatureRequests } from "~/server/db/schema/signatures";
import { env } from "~/server/env.server";
import { createNotification } from "~/server/notifications/notifications.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { SignatureEvidence } from "./evidence";
import { type SignatureRequestRow, signaturePurpose } from "./purposes.server";
import { sealCertificate } from "./seal-certificate.server";
import { sealPdf } from "./seal-pdf.server";
import {
  recordSignatureEvent,
  SIGNATURE_FILES,
  sha256Hex,
  signatureFiles,
  signedFileName,
  signerOf,
} from "./signature-store.server";

type Attempt = typeof signatureCodes.$inferSelect;

/** The document exactly as the signer was shown it: its digest must still be the one recorded. */
async function documentAsRead(tx: Transaction, request: SignatureRequestRow) {
  const bytes = await signatureFiles(tx).read(request.documentPath);
  if (sha256Hex(bytes) !== request.documentSha256) {
    throw new Error(`signature request ${request.id}: the stored document no longer matches its digest`);
  }
  return bytes;
}

/**
 * The code was right: record the evidence, seal the document with it, keep the sealed copy and
 * mark the request signed, then call the purpose back; all in the caller's transaction, under the
 * request's row lock. Anything failing here (the seal, the storage, the callback) leaves the
 * request pending and the code spent: the signer asks for a new one.
 */
export async function sealSignedRequest(
  tx: Transaction,
  request: SignatureRequestRow,
  attempt: Attempt,
  context: { signerId: string; ip: string; userAgent: string; now: Date; site: SiteConfig },
): Promise<SignatureRequestRow> {
  const { now, site } = context;
  const signer = await signerOf(tx, context.signerId);
  if (!signer) throw new Error("the signer's account is gone");
  const tsaUrl = env().TSA_URL;
  const evidence: SignatureEvidence = {
    requestId: request.id,
    title: request.title,
    signer: { name: signer.name, email: signer.email, accountId: signer.id },
    signedAt: now.toISOString(),
    consentAt: attempt.consentAt.toISOString(),
    codeSentAt: attempt.sentAt.toISOString(),
    codeEnteredAt: now.toISOString(),
    codeSentTo: attempt.sentTo,
    ip: context.ip,
    userAgent: context.userAgent.slice(0, 300),
    documentSha256: request.documentSha256,
    timeSource: tsaUrl ? { kind: "tsa", url: tsaUrl } : { kind: "server" },
  };
  const certificate = await sealCertificate(tx as unknown as Database, site.brandName);
  const sealed = await sealPdf(await documentAsRead(tx, request), evidence, certificate, {
    tsaUrl,
    brand: site.brandName,
  });
  const fileName = signedFileName(request.documentName);
  return signatureFiles(tx).save({ fileName, bytes: sealed.bytes }, SIGNATURE_FILES, async (file) => {
    const [signed] = await tx
      .update(signatureRequests)
      .set({
        status: "signed",
        endedAt: now,
        signedPath: file.storagePath,
        signedSha256: sha256Hex(sealed.bytes),
        sealDigest: sealed.sealDigest,
        sealFingerprint: certificate.fingerprint,
        evidence,
      })
      .where(and(eq(signatureRequests.id, request.id), eq(signatureRequests.status, "pending")))
      .returning();
    // The row is locked by our caller: another signature cannot have slipped in.
    if (!signed) throw new Error(`signature request ${request.id} was no longer pending`);
    await recordSignatureEvent(tx, request.id, {
      kind: "signed",
      actorId: signer.id,
      ip: context.ip,
      userAgent: context.userAgent,
      at: now,
      details: { signedSha256: signed.signedSha256, timeSource: evidence.timeSource.kind },
    });
    await createNotification(tx as unknown as Database, {
      customerId: signer.id,
      kind: "signatureSigned",
      params: { title: request.title },
      createdAt: now,
    });
    await signaturePurpose(signed.purpose).onSigned(tx, signed);
    return signed;
  });
}
