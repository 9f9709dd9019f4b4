import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { env } from "~/server/env.server";
import { notePerResponseValue } from "~/server/http/page-cache.server";

/**
 * Each rendered public form carries a signed token: a random idempotency key (double clicks and
 * replays of this form make one submission) and the time it was shown (bots submit faster than
 * people). The intake (intake.server.ts) checks both.
 */
export function issueFormToken(now = Date.now()) {
  const payload = `${randomUUID()}.${now}`;
  const token = `${payload}.${sign(payload)}`;
  // A page kept for other visitors must not hand out this one again (page-cache.server.ts).
  notePerResponseValue(token, () => issueFormToken());
  return token;
}

// The "quote-form" label predates the other forms; kept so tokens already shown stay valid.
function sign(payload: string) {
  return createHmac("sha256", env().SESSION_SECRET).update(`quote-form:${payload}`).digest("base64url");
}

export function readFormToken(token: unknown): { key: string; issuedAt: number } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [key, issuedAt, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${key}.${issuedAt}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { key, issuedAt: Number(issuedAt) };
}
