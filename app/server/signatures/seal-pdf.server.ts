import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import { PDFDocument } from "pdf-lib";
import type { SignatureEvidence } from "./evidence";
import { appendEvidencePage } from "./evidence-page.server";
import { readSeal } from "./pdf-seal-reader";
import type { SealCertificate } from "./seal-certificate.server";
import { SealSigner } from "./seal-signer.server";
import { TimestampingSigner } from "./timestamp.server";

export type SealedPdf = { bytes: Buffer; sealDigest: string };

/**
 * Appends the evidence page to the document as the signer read it, then seals the whole as a
 * PAdES signature (ETSI.CAdES.detached) with the broker's certificate: @signpdf writes the
 * placeholder, node-forge writes and signs the CMS (seal-signer.server.ts) (no cryptography of ours). With a timestamp
 * authority, the signature also carries its RFC 3161 token.
 */
export async function sealPdf(
  original: Uint8Array,
  evidence: SignatureEvidence,
  certificate: SealCertificate,
  options: { tsaUrl?: string; brand: string },
): Promise<SealedPdf> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  await appendEvidencePage(pdf, evidence);
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: `Signature électronique simple de « ${evidence.title} » par ${evidence.signer.name}`,
    contactInfo: evidence.signer.email,
    name: options.brand,
    location: "France",
    signingTime: new Date(evidence.signedAt),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // A timestamp token (the authority's certificates included) needs room beside our CMS.
    signatureLength: options.tsaUrl ? 24_576 : 8_192,
    appName: options.brand,
  });
  const prepared = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const p12 = new SealSigner(certificate.p12, certificate.passphrase);
  const signer = options.tsaUrl ? new TimestampingSigner(p12, options.tsaUrl) : p12;
  // A fresh instance: the default export is a CommonJS default the bundler and Node read differently.
  const bytes = await new SignPdf().sign(prepared, signer, new Date(evidence.signedAt));
  const seal = readSeal(bytes);
  if (!seal) throw new Error("the sealed PDF carries no readable signature");
  return { bytes, sealDigest: seal.messageDigest };
}
