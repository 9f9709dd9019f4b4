import { randomUUID } from "node:crypto";
import { readCookie, serializeCookie } from "~/server/cookies.server";
import type { Database } from "~/server/db/client.server";
import { consentLog } from "~/server/db/schema/consent";

export type ConsentChoice = "accepted" | "declined";

/** Bump when the banner's wording or purposes change: earlier choices stay provable as given. */
export const CONSENT_POLICY_VERSION = "2026-11";
/** The choice is asked again after 6 months (CNIL's recommendation). */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 182;

export function consentOf(request: Request): ConsentChoice | null {
  const value = readCookie(request, "cookieConsent");
  return value === "accepted" || value === "declined" ? value : null;
}

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === "accepted" || value === "declined";
}

/** Logs the choice as proof and returns the Set-Cookie headers that remember it. */
export async function recordConsent(db: Database, request: Request, choice: ConsentChoice) {
  const existing = readCookie(request, "consentId");
  // A pseudonymous id tying logged choices to one browser, and nothing else about the person.
  const clientId = existing && /^[0-9a-f-]{36}$/.test(existing) ? existing : randomUUID();
  await db.insert(consentLog).values({ clientId, choice, policyVersion: CONSENT_POLICY_VERSION });
  // The bare word as value (the spec's `cookieConsent` = accepted | declined), readable by scripts.
  return [
    serializeCookie("cookieConsent", choice, { maxAge: CONSENT_MAX_AGE, httpOnly: false }),
    serializeCookie("consentId", clientId, { maxAge: CONSENT_MAX_AGE }),
  ];
}
