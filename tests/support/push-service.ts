import { createDecipheriv, createECDH, createHmac, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import https from "node:https";
import type { AddressInfo } from "node:net";
import forge from "node-forge";

/**
 * A push service of our own for the tests (issue 45): an HTTPS server, as every push service is
 * (web-push speaks nothing else), that checks each push's VAPID JWT (RFC 8292), decrypts its
 * payload with the browser's private key and auth secret (RFC 8291, aes128gcm) and answers what
 * the test scripted for the endpoint: 201 by default, 404, 410, 429 (with a Retry-After).
 */

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushManager makes them. */
export type TestBrowser = { ecdh: ECDH; auth: Buffer; p256dh: string; authText: string };

export function newBrowser(): TestBrowser {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString("base64url"), authText: auth.toString("base64url") };
}

export type ReceivedPush = {
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The JWT's claims once its signature was checked against the `k` it came with. */
  jwt: { aud: string; exp: number; sub: string } | null;
  vapidKey: string | null;
  /** The payload decrypted with the browser's keys, or null when it could not be. */
  content: unknown;
};

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 section 3 and RFC 8188: one aes128gcm record, decrypted with the browser's keys. */
export function decryptPush(body: Buffer, browser: TestBrowser): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] as number;
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const uaPublic = browser.ecdh.getPublicKey();
  const ecdhSecret = browser.ecdh.computeSecret(asPublic);
  const prkKey = hmac(browser.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): ES256 over the header and claims. */
export function checkVapid(header: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match) return null;
  const [token, key] = [match[1] as string, match[2] as string];
  const [head, claims, signature] = token.split(".") as [string, string, string];
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok || JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") return null;
  return { jwt: JSON.parse(Buffer.from(claims, "base64url").toString()), key };
}

/** A self-signed certificate for localhost, and the agent that trusts it (web-push takes an https.Agent). */
function selfSigned() {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = "01";
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const name = [{ name: "commonName", value: "localhost" }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: "subjectAltName", altNames: [{ type: 2, value: "localhost" }] }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { key: forge.pki.privateKeyToPem(keys.privateKey), cert: forge.pki.certificateToPem(cert) };
}

export type PushAnswer = number | { status: number; headers: Record<string, string> };

export async function startPushService() {
  const tls = selfSigned();
  const browsers = new Map<string, TestBrowser>();
  const scripts = new Map<string, PushAnswer[]>();
  const received: ReceivedPush[] = [];
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "";
      const answer = scripts.get(path)?.shift() ?? 201;
      const { status, headers } = typeof answer === "number" ? { status: answer, headers: {} } : answer;
      const vapid = checkVapid(req.headers.authorization);
      const browser = browsers.get(path);
      let content: unknown = null;
      try {
        if (browser && req.headers["content-encoding"] === "aes128gcm") {
          content = JSON.parse(decryptPush(Buffer.concat(chunks), browser));
        }
      } catch {
        content = null;
      }
      received.push({
        path,
        status,
        headers: req.headers,
        jwt: vapid?.jwt ?? null,
        vapidKey: vapid?.key ?? null,
        content,
      });
      res.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    agent: new https.Agent({ ca: tls.cert }),
    received,
    /** A new browser subscribed at this service, its endpoint answering `answers` in turn, then 201. */
    subscribe(name: string, answers: PushAnswer[] = []) {
      const browser = newBrowser();
      const path = `/push/${name}`;
      browsers.set(path, browser);
      scripts.set(path, answers);
      return { endpoint: `${origin}${path}`, path, browser };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
