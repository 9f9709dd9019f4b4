import { createHmac, timingSafeEqual } from "node:crypto";
import { lazySignedCookie } from "~/server/cookies.server";
import type { Database } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { hitRateLimit, refundRateLimit } from "~/server/rate-limit.server";

/** At most 10 wrong codes per client in 15 minutes (four digits are only 10,000 guesses). */
export const GATE_RATE_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

const accessCookie = lazySignedCookie("site_access", { maxAge: 60 * 60 * 24 * 30 });

export function gateEnabled() {
  return Boolean(env().SITE_ACCESS_CODE);
}

/**
 * The cookie carries a fingerprint of the current code, so changing SITE_ACCESS_CODE
 * sends everyone back to the gate.
 */
function codeFingerprint(code: string) {
  return createHmac("sha256", env().SESSION_SECRET).update(`site-access:${code}`).digest("base64url").slice(0, 22);
}

export async function isAdmitted(request: Request) {
  const code = env().SITE_ACCESS_CODE;
  if (!code) return true;
  const value = await accessCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value === codeFingerprint(code);
}

export function admissionCookie() {
  const code = env().SITE_ACCESS_CODE;
  if (!code) throw new Error("the access gate is off");
  return accessCookie().serialize(codeFingerprint(code));
}

function sameCode(given: string, expected: string) {
  const a = createHmac("sha256", "compare").update(given).digest();
  const b = createHmac("sha256", "compare").update(expected).digest();
  return timingSafeEqual(a, b);
}

export type GateAttempt =
  | { outcome: "admitted" }
  | { outcome: "wrong" }
  | { outcome: "limited"; retryAfterSeconds: number };

/** Checks a code typed at the gate; a limited client is refused even with the right code. */
export async function attemptAccess(db: Database, clientIp: string, code: string): Promise<GateAttempt> {
  const expected = env().SITE_ACCESS_CODE;
  if (!expected) return { outcome: "admitted" };
  const key = `gate:${clientIp}`;
  // Counted before the code is compared, in one statement, so a parallel burst gets no more
  // tries than the limit; the right code gives its try back.
  const attempt = await hitRateLimit(db, key, GATE_RATE_LIMIT);
  if (attempt.limited) return { outcome: "limited", retryAfterSeconds: attempt.retryAfterSeconds };
  if (!sameCode(code, expected)) return { outcome: "wrong" };
  await refundRateLimit(db, key);
  return { outcome: "admitted" };
}
