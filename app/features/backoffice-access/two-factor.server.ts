import { generateRandomString, symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { encode } from "uqr";
import { getAuth, TOTP_DIGITS } from "~/server/auth/auth.server";
import type { Database } from "~/server/db/client.server";
import { sessions, twoFactors, users } from "~/server/db/schema/auth";

/**
 * A member of staff's TOTP enrolment, stored exactly as better-auth's two-factor plugin stores it
 * (secret and backup codes encrypted with BETTER_AUTH_SECRET) so that the plugin's own endpoints
 * verify the codes. We write the pending row ourselves instead of calling /two-factor/enable,
 * which asks for the password again right after the sign-in that just checked it, and would
 * draw a new secret on every reload of the enrolment screen.
 */
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps read a secret. */
export function base32(text: string) {
  const bytes = new TextEncoder().encode(text);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function otpauthUri(issuer: string, email: string, secret: string) {
  const params = new URLSearchParams({ secret: base32(secret), issuer, digits: String(TOTP_DIGITS), period: "30" });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(email)}?${params}`;
}

function newBackupCodes() {
  return Array.from({ length: 10 }, () => generateRandomString(10, "a-z", "0-9", "A-Z")).map(
    (code) => `${code.slice(0, 5)}-${code.slice(5)}`,
  );
}

async function secretKey() {
  return (await (await getAuth()).$context).secretConfig;
}

export type Enrolment = { secret: string; secretText: string; uri: string; backupCodes: string[] };

/**
 * The enrolment waiting for its first code: the same secret and codes on every visit until a code
 * proves it (then the plugin marks it verified and they are never shown again).
 */
export async function pendingEnrolment(db: Database, user: { id: string; email: string }, issuer: string) {
  const key = await secretKey();
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
  if (row?.verified) return null;
  let secret: string;
  let backupCodes: string[];
  if (row) {
    secret = await symmetricDecrypt({ key, data: row.secret });
    backupCodes = JSON.parse(await symmetricDecrypt({ key, data: row.backupCodes })) as string[];
  } else {
    secret = generateRandomString(32);
    backupCodes = newBackupCodes();
    await db
      .insert(twoFactors)
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        secret: await symmetricEncrypt({ key, data: secret }),
        backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(backupCodes) }),
        verified: false,
      })
      .onConflictDoNothing({ target: twoFactors.userId });
    // Two tabs at once: the first row wins, and both show it.
    return pendingEnrolment(db, user, issuer);
  }
  const secretText = base32(secret);
  return { secret, secretText, uri: otpauthUri(issuer, user.email, secret), backupCodes } satisfies Enrolment;
}

/**
 * An enrolment already verified with a secret the caller knows: the demo seed's accounts stay
 * unenrolled, but end-to-end tests create members of staff this way and compute the codes.
 */
export async function enrolWithSecret(db: Database, userId: string, secret: string, backupCodes = newBackupCodes()) {
  const key = await secretKey();
  const values = {
    secret: await symmetricEncrypt({ key, data: secret }),
    backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(backupCodes) }),
    verified: true,
    failedVerificationCount: 0,
    lockedUntil: null,
  };
  await db
    .insert(twoFactors)
    .values({ id: crypto.randomUUID(), userId, ...values })
    .onConflictDoUpdate({ target: twoFactors.userId, set: values });
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
  return { secretText: base32(secret), backupCodes };
}

type Writer = Pick<Database, "delete" | "update">;

/** An admin's reset: the second factor and every session go; the next sign-in enrols again. */
export async function removeSecondFactor(tx: Writer, userId: string) {
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** The QR code of a TOTP address, as the dark modules' path of a square SVG (no HTML injected). */
export function qrPath(text: string) {
  const { data, size } = encode(text, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { path, size };
}
