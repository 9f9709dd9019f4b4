import { createHash, randomBytes } from "node:crypto";
import { Signer } from "@signpdf/utils";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";

const SHA256 = "2.16.840.1.101.3.4.2.1";
const TIMESTAMP_TOKEN = "1.2.840.113549.1.9.16.2.14";
const TSA_TIMEOUT_MS = 15_000;

export class TimestampError extends Error {
  override name = "TimestampError";
}

/** Asks the authority for an RFC 3161 token over `digest` (SHA-256); checks it answers for it. */
export async function requestTimestamp(url: string, digest: Uint8Array): Promise<pkijs.ContentInfo> {
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: digest.slice().buffer }),
    }),
    nonce: new asn1js.Integer({ valueHex: new Uint8Array([1, ...randomBytes(8)]).buffer }),
    certReq: true,
  });
  let reply: pkijs.TimeStampResp;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/timestamp-query", Accept: "application/timestamp-reply" },
      body: new Uint8Array(request.toSchema().toBER(false)),
      signal: AbortSignal.timeout(TSA_TIMEOUT_MS),
    });
    if (!response.ok) throw new TimestampError(`the timestamp authority answered ${response.status}`);
    reply = pkijs.TimeStampResp.fromBER(await response.arrayBuffer());
  } catch (error) {
    // Out of reach, too slow, or an answer that is not a TimeStampResp: the same for the signer.
    if (error instanceof TimestampError) throw error;
    throw new TimestampError(`the timestamp authority could not be reached: ${String(error)}`);
  }
  const status = reply.status.status;
  if (status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods) {
    throw new TimestampError(`the timestamp authority refused (status ${status})`);
  }
  const token = reply.timeStampToken;
  if (!token) throw new TimestampError("the timestamp authority sent no token");
  const content = new pkijs.SignedData({ schema: token.content }).encapContentInfo.eContent;
  const info = content ? pkijs.TSTInfo.fromBER(content.getValue()) : null;
  const imprint = info ? Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView) : null;
  if (!imprint?.equals(Buffer.from(digest))) throw new TimestampError("the token is for another document");
  return token;
}

/**
 * Adds an RFC 3161 signature timestamp (CAdES-T: the token over the signature value, as an
 * unsigned attribute) to a CMS made by another signer. Unsigned attributes are outside what the
 * signature covers, so the signature stays as it was.
 */
export async function addSignatureTimestamp(cms: Buffer, url: string): Promise<Buffer> {
  const info = pkijs.ContentInfo.fromBER(new Uint8Array(cms));
  const signedData = new pkijs.SignedData({ schema: info.content });
  const signer = signedData.signerInfos[0];
  if (!signer) throw new TimestampError("the signature has no signer");
  const digest = createHash("sha256").update(signer.signature.valueBlock.valueHexView).digest();
  const token = await requestTimestamp(url, digest);
  signer.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 1,
    attributes: [new pkijs.Attribute({ type: TIMESTAMP_TOKEN, values: [token.toSchema()] })],
  });
  const wrapped = new pkijs.ContentInfo({
    contentType: pkijs.ContentInfo.SIGNED_DATA,
    content: signedData.toSchema(true),
  });
  return Buffer.from(wrapped.toSchema().toBER(false));
}

/** A @signpdf signer that has another sign, then timestamps the signature (TSA_URL). */
export class TimestampingSigner extends Signer {
  private readonly inner: Signer;
  private readonly url: string;
  constructor(inner: Signer, url: string) {
    super();
    this.inner = inner;
    this.url = url;
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    return addSignatureTimestamp(await this.inner.sign(pdfBuffer, signingTime), this.url);
  }
}
