import { createHash } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";

const OID = {
  messageDigest: "1.2.840.113549.1.9.4",
  signingTime: "1.2.840.113549.1.9.5",
  timestampToken: "1.2.840.113549.1.9.16.2.14",
  commonName: "2.5.4.3",
} as const;

/** What a PDF's last signature says, read but not yet verified. */
export type ReadSeal = {
  byteRange: [number, number, number, number];
  /** The CMS (DER) from /Contents, without its zero padding. */
  cms: Uint8Array;
  /** The bytes the signature covers (the file less the /Contents hole). */
  signed: Uint8Array;
  signedData: pkijs.SignedData;
  /** The digest the signer's attributes carry (hex): what the signature vouches for. */
  messageDigest: string;
  /** False when bytes were appended after the signed range (an incremental update). */
  coversWholeFile: boolean;
};

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

function hex(bytes: ArrayBuffer | Uint8Array) {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("hex");
}

/**
 * Finds the last signature of a PDF and parses its CMS with pkijs; null when the file carries no
 * signature, or one nobody could read (a /ByteRange pointing outside the file, bad DER).
 */
export function readSeal(bytes: Uint8Array): ReadSeal | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const ranges = [...text.matchAll(BYTE_RANGE)];
  const last = ranges.at(-1);
  if (!last) return null;
  const byteRange = last.slice(1, 5).map(Number) as [number, number, number, number];
  const [start, firstLength, second, secondLength] = byteRange;
  const holeEnd = second;
  const holeStart = start + firstLength;
  if (start !== 0 || holeStart >= holeEnd || second + secondLength > bytes.byteLength) return null;
  const hole = text.slice(holeStart, holeEnd).trim();
  if (!/^<[0-9A-Fa-f]*>$/.test(hole)) return null;
  const contents = Buffer.from(hole.slice(1, -1), "hex");
  try {
    const asn1 = asn1js.fromBER(new Uint8Array(contents));
    if (asn1.offset === -1) return null;
    const cms = new Uint8Array(contents.subarray(0, asn1.offset));
    const info = new pkijs.ContentInfo({ schema: asn1.result });
    if (info.contentType !== pkijs.ContentInfo.SIGNED_DATA) return null;
    const signedData = new pkijs.SignedData({ schema: info.content });
    const digest = signedData.signerInfos[0]?.signedAttrs?.attributes.find((a) => a.type === OID.messageDigest);
    const value = digest?.values[0] as asn1js.OctetString | undefined;
    if (!value) return null;
    const signed = new Uint8Array(firstLength + secondLength);
    signed.set(bytes.subarray(0, firstLength), 0);
    signed.set(bytes.subarray(second, second + secondLength), firstLength);
    return {
      byteRange,
      cms,
      signed,
      signedData,
      messageDigest: hex(value.valueBlock.valueHexView),
      coversWholeFile: second + secondLength === bytes.byteLength,
    };
  } catch {
    return null;
  }
}

/** A verified seal: is the CMS signature good, are the bytes the ones signed, by whom, when. */
export type SealReport = {
  /**
   * pkijs verified the whole CMS: the signed bytes hash to the digest the signer vouched for,
   * and the signature over that digest checks out with the embedded certificate's key.
   */
  signatureValid: boolean;
  /** The signed bytes hash to the digest the signature carries, and nothing was appended after. */
  unchanged: boolean;
  messageDigest: string;
  certificate: { subject: string; fingerprint: string; notAfter: Date } | null;
  /** The signing time the signer claims (its clock). */
  signingTime: Date | null;
  /** The RFC 3161 token's time, when the signature carries one. */
  timestampTime: Date | null;
};

function signerCertificate(signedData: pkijs.SignedData) {
  const sid = signedData.signerInfos[0]?.sid;
  const certificates = (signedData.certificates ?? []).filter(
    (cert): cert is pkijs.Certificate => cert instanceof pkijs.Certificate,
  );
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return certificates.find((cert) => cert.serialNumber.isEqual(sid.serialNumber)) ?? null;
  }
  return certificates[0] ?? null;
}

function describeCertificate(cert: pkijs.Certificate) {
  const cn = cert.subject.typesAndValues.find((tv) => tv.type === OID.commonName);
  const der = cert.toSchema().toBER(false);
  return {
    subject: String(cn?.value.valueBlock.value ?? ""),
    fingerprint: createHash("sha256").update(new Uint8Array(der)).digest("hex"),
    notAfter: cert.notAfter.value,
  };
}

function timestampTime(signedData: pkijs.SignedData): Date | null {
  const attribute = signedData.signerInfos[0]?.unsignedAttrs?.attributes.find((a) => a.type === OID.timestampToken);
  if (!attribute) return null;
  try {
    const token = new pkijs.ContentInfo({ schema: attribute.values[0] });
    const inner = new pkijs.SignedData({ schema: token.content });
    const content = inner.encapContentInfo.eContent;
    if (!content) return null;
    const info = pkijs.TSTInfo.fromBER(content.getValue());
    return info.genTime;
  } catch {
    return null;
  }
}

/**
 * Verifies a PDF's last signature with pkijs (the CMS signature with the embedded certificate's
 * key, then the digest of the signed byte ranges): null when it carries none we can read.
 */
export async function verifySeal(bytes: Uint8Array): Promise<SealReport | null> {
  const seal = readSeal(bytes);
  if (!seal) return null;
  const actualDigest = createHash("sha256").update(seal.signed).digest("hex");
  const cert = signerCertificate(seal.signedData);
  let signatureValid = false;
  try {
    // pkijs hashes the signed ranges, compares with the messageDigest attribute, then checks the
    // signature over the attributes with the certificate's key: one changed byte fails it.
    const result = await seal.signedData.verify({
      signer: 0,
      data: seal.signed.slice().buffer,
      checkChain: false,
      extendedMode: true,
    });
    signatureValid = result.signatureVerified === true;
  } catch {
    signatureValid = false;
  }
  const signingTime = seal.signedData.signerInfos[0]?.signedAttrs?.attributes.find((a) => a.type === OID.signingTime);
  const time = signingTime?.values[0] as asn1js.UTCTime | undefined;
  const unchanged = actualDigest === seal.messageDigest && seal.coversWholeFile;
  return {
    signatureValid,
    unchanged,
    messageDigest: seal.messageDigest,
    certificate: cert ? describeCertificate(cert) : null,
    signingTime: time?.toDate?.() ?? null,
    timestampTime: timestampTime(seal.signedData),
  };
}
