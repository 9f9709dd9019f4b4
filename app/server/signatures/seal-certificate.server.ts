import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import forge from "node-forge";
import type { Database } from "~/server/db/client.server";
import { sealCertificates } from "~/server/db/schema/signatures";
import { env } from "~/server/env.server";
import { openSecret, sealSecret } from "~/server/settings/secret-box.server";

/** The broker's seal: the PKCS#12 the signer reads, and what the screens say about it. */
export type SealCertificate = {
  p12: Buffer;
  passphrase: string;
  /** The certificate's common name ("Certificat de démonstration — …" for the demo one). */
  subject: string;
  /** SHA-256 of the certificate (DER), hex: how a sealed PDF is recognised as ours. */
  fingerprint: string;
  notAfter: Date;
  demo: boolean;
};

const DEMO_NAME = "demo";
const DEMO_YEARS = 3;
/** A certificate this close to its end shows in the back office's settings. */
export const SEAL_EXPIRY_WARNING_DAYS = 30;

/** Reads what the screens need from a PKCS#12, with node-forge; throws when it cannot be opened. */
export function describeP12(p12: Buffer, passphrase: string) {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString("binary")));
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  const certBag = forge.pki.oids.certBag as string;
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const bags: forge.pkcs12.Bag[] = parsed.getBags({ bagType: certBag })[certBag] ?? [];
  const keyBags = parsed.getBags({ bagType: keyBag })[keyBag];
  const key = keyBags?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  // The signer's certificate is the one whose public key matches the private key (as P12Signer finds it).
  const cert = bags
    .map((bag) => bag.cert)
    .find((candidate?: forge.pki.Certificate) => {
      const publicKey = candidate?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return key && publicKey && key.n.compareTo(publicKey.n) === 0;
    });
  if (!cert) throw new Error("the PKCS#12 holds no certificate matching its private key");
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  const subject =
    cert.subject.getField("CN")?.value ?? cert.subject.attributes.map((a: { value?: unknown }) => a.value).join(", ");
  return {
    subject: forge.util.decodeUtf8(String(subject)),
    fingerprint: createHash("sha256").update(Buffer.from(der, "binary")).digest("hex"),
    notAfter: cert.validity.notAfter,
  };
}

/**
 * A self-signed certificate named as a demo one, and its PKCS#12. The key pair comes from Node's
 * crypto (fast, native); node-forge writes the certificate and the PKCS#12. Subject attributes are
 * UTF-8 strings, or accented names come out garbled in verifiers (STACK.md).
 */
export function makeDemoP12(brand: string, now = new Date()) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs8", format: "pem" }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  cert.serialNumber = `01${randomBytes(15).toString("hex")}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setFullYear(now.getFullYear() + DEMO_YEARS);
  const utf8 = forge.asn1.Type.UTF8;
  const attributes = [
    { name: "commonName", value: `Certificat de démonstration — ${brand}`, valueTagClass: utf8 },
    { name: "organizationName", value: brand, valueTagClass: utf8 },
    { name: "countryName", value: "FR" },
  ] as forge.pki.CertificateField[];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], "", { algorithm: "3des" });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}

/** The passphrase as configured: in clear, or sealed ("v1:…") with the settings key. */
function configuredPassphrase(value: string | undefined) {
  if (!value) return "";
  return value.startsWith("v1:") ? openSecret(value) : value;
}

// One certificate per open database (tests open several), read once per process.
const cache = new WeakMap<Database, Promise<SealCertificate>>();

/**
 * The seal in use: SEAL_P12_PATH's PKCS#12 in production; otherwise the demo certificate,
 * made on first run and kept sealed in the database, so restarts and every instance on the
 * same PostgreSQL seal with one certificate (the first instance to insert it wins).
 */
export function sealCertificate(db: Database, brand: string): Promise<SealCertificate> {
  let loading = cache.get(db);
  if (!loading) {
    loading = loadSealCertificate(db, brand);
    loading.catch(() => cache.delete(db));
    cache.set(db, loading);
  }
  return loading;
}

async function loadSealCertificate(db: Database, brand: string): Promise<SealCertificate> {
  const config = env();
  if (config.SEAL_P12_PATH) {
    const p12 = await readFile(config.SEAL_P12_PATH);
    const passphrase = configuredPassphrase(config.SEAL_P12_PASSPHRASE);
    return { p12, passphrase, ...describeP12(p12, passphrase), demo: false };
  }
  const stored = async () =>
    (await db.select().from(sealCertificates).where(eq(sealCertificates.name, DEMO_NAME)))[0] ?? null;
  let row = await stored();
  if (!row) {
    const p12 = makeDemoP12(brand);
    const described = describeP12(p12, "");
    await db
      .insert(sealCertificates)
      .values({
        name: DEMO_NAME,
        sealedP12: sealSecret(p12.toString("base64")),
        fingerprint: described.fingerprint,
        notAfter: described.notAfter,
      })
      .onConflictDoNothing();
    row = await stored();
  }
  if (!row) throw new Error("the demo seal certificate could not be stored");
  const p12 = Buffer.from(openSecret(row.sealedP12), "base64");
  return { p12, passphrase: "", ...describeP12(p12, ""), demo: true };
}

/** Days left before the seal's certificate ends, when that is within the warning period; else null. */
export function sealExpiryWarning(certificate: Pick<SealCertificate, "notAfter">, now = new Date()) {
  const days = Math.floor((certificate.notAfter.getTime() - now.getTime()) / 86_400_000);
  return days <= SEAL_EXPIRY_WARNING_DAYS ? Math.max(0, days) : null;
}
