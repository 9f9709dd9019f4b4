import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";

const TST_INFO = "1.2.840.113549.1.9.16.1.4";

/**
 * A small RFC 3161 timestamp authority for the tests, built with pkijs: it answers a
 * TimeStampReq with a token signed by its own self-signed certificate (extended key usage
 * timeStamping), or refuses every request when asked to.
 */
export async function startTsa(options: { refuse?: boolean } = {}) {
  const keys = await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  );
  const name = new pkijs.RelativeDistinguishedNames({
    typesAndValues: [
      new pkijs.AttributeTypeAndValue({ type: "2.5.4.3", value: new asn1js.Utf8String({ value: "TSA de test" }) }),
    ],
  });
  const cert = new pkijs.Certificate();
  cert.version = 2;
  cert.serialNumber = new asn1js.Integer({ value: 7 });
  cert.issuer = name;
  cert.subject = name;
  cert.notBefore.value = new Date(Date.now() - 60_000);
  cert.notAfter.value = new Date(Date.now() + 86_400_000);
  const usage = new pkijs.ExtKeyUsage({ keyPurposes: ["1.3.6.1.5.5.7.3.8"] });
  cert.extensions = [
    new pkijs.Extension({
      extnID: "2.5.29.37",
      critical: true,
      extnValue: usage.toSchema().toBER(false),
      parsedValue: usage,
    }),
  ];
  await cert.subjectPublicKeyInfo.importKey(keys.publicKey);
  await cert.sign(keys.privateKey, "SHA-256");
  let serial = 1;
  const requests: Buffer[] = [];

  async function answer(body: Buffer) {
    if (options.refuse) {
      return new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.rejection }) });
    }
    const request = pkijs.TimeStampReq.fromBER(new Uint8Array(body));
    const info = new pkijs.TSTInfo({
      version: 1,
      policy: "1.3.6.1.4.1.99999.1",
      messageImprint: request.messageImprint,
      serialNumber: new asn1js.Integer({ value: serial++ }),
      genTime: new Date(),
      nonce: request.nonce,
    });
    const content = info.toSchema().toBER(false);
    const signed = new pkijs.SignedData({
      version: 3,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({
        eContentType: TST_INFO,
        eContent: new asn1js.OctetString({ valueHex: content }),
      }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              new pkijs.Attribute({
                type: "1.2.840.113549.1.9.3",
                values: [new asn1js.ObjectIdentifier({ value: TST_INFO })],
              }),
              new pkijs.Attribute({
                type: "1.2.840.113549.1.9.4",
                values: [
                  new asn1js.OctetString({ valueHex: createHash("sha256").update(new Uint8Array(content)).digest() }),
                ],
              }),
            ],
          }),
        }),
      ],
      certificates: [cert],
    });
    await signed.sign(keys.privateKey, 0, "SHA-256");
    return new pkijs.TimeStampResp({
      status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
      timeStampToken: new pkijs.ContentInfo({
        contentType: pkijs.ContentInfo.SIGNED_DATA,
        content: signed.toSchema(true),
      }),
    });
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      requests.push(body);
      answer(body).then(
        (reply) => {
          res.writeHead(200, { "Content-Type": "application/timestamp-reply" });
          res.end(Buffer.from(reply.toSchema().toBER(false)));
        },
        () => {
          res.writeHead(400);
          res.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsr`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
