import { Signer } from "@signpdf/utils";
import forge from "node-forge";

/**
 * @signpdf's P12Signer, with one correction: node-forge reads a certificate's UTF-8 name
 * attributes as raw bytes and encodes them again when it writes the signer's issuer, so a name
 * with "é" (the demo certificate's "démonstration", a broker's accented name) no longer matched
 * the certificate and verifiers found no signer. We hand forge the issuer decoded once. The
 * signing itself is forge's PKCS#7 (sha256, detached), attributes in P12Signer's order.
 */
export class SealSigner extends Signer {
  private readonly p12: forge.pkcs12.Pkcs12Pfx;

  constructor(p12: Buffer, passphrase: string) {
    super();
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString("binary")));
    this.p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const certBag = forge.pki.oids.certBag as string;
    const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string;
    const certificates = (this.p12.getBags({ bagType: certBag })[certBag] ?? []).flatMap((bag) =>
      bag.cert ? [bag.cert] : [],
    );
    const key = this.p12.getBags({ bagType: keyBag })[keyBag]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
    const certificate = certificates.find(
      (cert) => key && (cert.publicKey as forge.pki.rsa.PublicKey).n.compareTo(key.n) === 0,
    );
    if (!key || !certificate) throw new Error("the PKCS#12 holds no certificate matching its private key");
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString("binary"));
    for (const cert of certificates) p7.addCertificate(cert);
    const issuer = certificate.issuer.attributes.map((attribute) =>
      (attribute.valueTagClass as unknown) === forge.asn1.Type.UTF8
        ? { ...attribute, value: forge.util.decodeUtf8(String(attribute.value)) }
        : attribute,
    );
    // Issuer and serial given instead of the certificate: forge would take the issuer from it.
    p7.addSigner({
      key,
      issuer,
      serialNumber: certificate.serialNumber,
      digestAlgorithm: forge.pki.oids.sha256 as string,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType as string, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime as string, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest as string },
      ],
    } as unknown as Parameters<typeof p7.addSigner>[0]);
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), "binary");
  }
}
