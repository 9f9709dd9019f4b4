import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "~/server/env.server";

/**
 * Secrets kept in the database (webhook signing secrets) are sealed with AES-256-GCM: a dump or
 * a backup alone does not reveal them. The key comes from the environment: SETTINGS_SECRET_KEY,
 * or else SESSION_SECRET, stretched by HKDF-SHA256 under a label of its own so it is never the
 * cookies' key. Changing that variable makes the stored secrets unreadable: generate new ones.
 */
const VERSION = "v1";

function key() {
  const config = env();
  const material = config.SETTINGS_SECRET_KEY ?? config.SESSION_SECRET;
  return Buffer.from(hkdfSync("sha256", material, "maison-courtage", "settings-secrets/v1", 32));
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64")}`;
}

/** The secret, or an error when it was sealed under another key or altered. */
export function openSecret(stored: string): string {
  const [version, payload] = stored.split(":");
  if (version !== VERSION || !payload) throw new Error("unknown sealed secret format");
  const bytes = Buffer.from(payload, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key(), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}

/** A new Standard Webhooks secret: whsec_ and 32 random bytes in base64. */
export function newWebhookSecret() {
  return `whsec_${randomBytes(32).toString("base64")}`;
}
