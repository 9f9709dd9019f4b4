import { randomUUID } from "node:crypto";
import { readCookie, serializeCookie } from "~/server/cookies.server";
import type { Database } from "~/server/db/client.server";
import { consentLog } from "~/server/db/schema/consent";

import { CONSENT_COOKIE, CONSENT_MAX_AGE, type ConsentChoice, isConsentChoice } from "./consent-cookie";

export { type ConsentChoice, isConsentChoice };

/** Bump when the banner's wording or purposes change: earlier choices stay provable as given. */
export const CONSENT_POLICY_VERSION = "2026-11";

export function consentOf(request: Request): ConsentChoice | null {
  const value = readCookie(request, CONSENT_COOKIE);
  return isConsentChoice(value) ? value : null;
}

/** Logs the choice as proof and returns the Set-Cookie headers that remember it. */
export async function recordConsent(db: Database, request: Request, choice: ConsentChoice) {
  const existing = readCookie(request, "consentId");
  // A pseudonymous id tying logged choices to one browser, and nothing else about the person.
  const clientId = existing && /^[0-9a-f-]{36}$/.test(existing) ? existing : randomUUID();
  await db.insert(consentLog).values({ clientId, choice, policyVersion: CONSENT_POLICY_VERSION });
  // The bare word as value (the spec's `cookieConsent` = accepted | declined), readable by scripts.
  return [
    serializeCookie(CONSENT_COOKIE, choice, { maxAge: CONSENT_MAX_AGE, httpOnly: false }),
    serializeCookie("consentId", clientId, { maxAge: CONSENT_MAX_AGE }),
  ];
}
