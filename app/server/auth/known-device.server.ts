import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../env.server";

/**
 * "This browser signed in to this account before" (NIST SP 800-63B, 5.2.2: throttle guessing
 * without locking the owner out). A right password or code leaves a signed cookie naming the
 * account by a digest; while the account's budget of wrong passwords is spent by others (twenty
 * addresses were enough to keep the administrator out for 15 minutes, issue 48), a browser
 * carrying it spends a budget of its own instead. The cookie opens nothing by itself: the
 * password is still checked, and it only chooses which counter a wrong one goes to.
 */
export const KNOWN_DEVICE_DAYS = 180;
const COOKIE_PREFIX = "mc.device.";

/** The account's part of the cookie's name and of its per-device counter: no address in either. */
function accountDigest(email: string) {
  return createHash("sha256").update(`known-device:${email.trim().toLowerCase()}`).digest("base64url").slice(0, 16);
}

function sign(digest: string, issuedAt: string) {
  return createHmac("sha256", env().SESSION_SECRET).update(`known-device:${digest}.${issuedAt}`).digest("base64url");
}

/** The cookie a successful sign-in to `email` leaves: its name, value and lifetime. */
export function knownDeviceCookie(email: string, now = Date.now()) {
  const digest = accountDigest(email);
  const issuedAt = String(now);
  return {
    name: `${COOKIE_PREFIX}${digest}`,
    value: `${issuedAt}.${sign(digest, issuedAt)}`,
    maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
  };
}

/**
 * The per-device counter's key when this request carries a valid cookie for `email` (signed by
 * us, for this account, not older than its lifetime), else null. `kind` names the budget (wrong
 * passwords, e-mails sent), each a counter of its own.
 */
export function knownDeviceKey(
  cookieHeader: string | null | undefined,
  email: string,
  now = Date.now(),
  kind = "signin",
) {
  if (!cookieHeader) return null;
  const digest = accountDigest(email);
  const name = `${COOKIE_PREFIX}${digest}=`;
  const value = cookieHeader
    .split(/;\s*/)
    .find((part) => part.startsWith(name))
    ?.slice(name.length);
  const [issuedAt, signature] = value?.split(".") ?? [];
  if (!issuedAt || !signature || !/^\d{1,15}$/.test(issuedAt)) return null;
  const age = now - Number(issuedAt);
  if (age < 0 || age > KNOWN_DEVICE_DAYS * 86_400_000) return null;
  const expected = Buffer.from(sign(digest, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return `${kind}:device:${createHash("sha256").update(`${digest}.${signature}`).digest("base64url").slice(0, 22)}`;
}
