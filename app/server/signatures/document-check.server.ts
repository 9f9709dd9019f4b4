import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { signatureRequests } from "~/server/db/schema/signatures";
import { verifySeal } from "./pdf-seal-reader";

/** What "Vérifier un document" says about a PDF. */
export type DocumentCheck =
  | { verdict: "unsigned" }
  /** Signed, and the signature holds, but not with our seal: we vouch for nothing. */
  | { verdict: "foreign"; certificate: string }
  /** A signature that does not verify and is not ours. */
  | { verdict: "broken" }
  | {
      verdict: "intact" | "changed";
      certificate: string;
      signer: string | null;
      title: string | null;
      signedAt: string | null;
      /** The RFC 3161 token's time (ISO), or null when the seal carries the server's time only. */
      timestampAt: string | null;
    };

/**
 * Checks a PDF: its last signature is verified with pkijs (the CMS, then the digest of the signed
 * ranges); it is ours when a request we sealed names that very digest and certificate. Who signed
 * and when come from our records, so they are told even for a copy changed since.
 */
export async function checkDocument(db: Pick<Database, "select">, bytes: Uint8Array): Promise<DocumentCheck> {
  const report = await verifySeal(bytes);
  if (!report) return { verdict: "unsigned" };
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.sealDigest, report.messageDigest))
    .limit(1);
  const ours =
    request?.status === "signed" &&
    report.certificate !== null &&
    request.sealFingerprint === report.certificate.fingerprint;
  if (!ours || !report.certificate) {
    return report.signatureValid && report.certificate
      ? { verdict: "foreign", certificate: report.certificate.subject }
      : { verdict: "broken" };
  }
  // Bytes appended after the seal, or a changed byte inside it: the seal is ours, the copy is not.
  const verdict = report.signatureValid && report.unchanged ? "intact" : "changed";
  return {
    verdict,
    certificate: report.certificate.subject,
    signer: request.evidence?.signer.name ?? null,
    title: request.title,
    signedAt: request.evidence?.signedAt ?? null,
    timestampAt: report.timestampTime?.toISOString() ?? null,
  };
}
