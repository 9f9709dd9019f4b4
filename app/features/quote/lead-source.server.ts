import { readCookie, serializeCookie } from "~/server/cookies.server";
import type { LeadSource, Touch } from "~/server/leads/lead-types";

const COOKIE = "lead_src";
const MAX_AGE = 60 * 60 * 24 * 30;
const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;

type Stored = { first: Touch | null; last: Touch | null; parrain: string | null };

function clip(value: string | null, max = 200) {
  return value ? value.slice(0, max) : null;
}

function readStored(request: Request): Stored {
  const raw = readCookie(request, COOKIE);
  if (raw) {
    try {
      const parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
      if (parsed && typeof parsed === "object")
        return { first: parsed.first ?? null, last: parsed.last ?? null, parrain: parsed.parrain ?? null };
    } catch {
      // A damaged cookie is replaced below.
    }
  }
  return { first: null, last: null, parrain: null };
}

/**
 * On a landing with UTM parameters, a referral code (`?parrain=CODE`) or an outside referrer,
 * remembers it as the last touch (and the first, once). Returns the Set-Cookie header, if any.
 */
export function trackTouch(request: Request, now = new Date()): string | null {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.pathname.endsWith(".data")) return null;
  const utm: Touch["utm"] = {};
  for (const key of UTM_KEYS) {
    const value = clip(url.searchParams.get(`utm_${key}`), 100);
    if (value) utm[key] = value;
  }
  const referrerHeader = request.headers.get("Referer");
  let referrer: string | null = null;
  try {
    if (referrerHeader && new URL(referrerHeader).host !== url.host) referrer = clip(referrerHeader);
  } catch {
    // Not a URL: ignore it.
  }
  const parrainParam = url.searchParams.get("parrain");
  const parrain = parrainParam && /^[A-Za-z0-9_-]{2,32}$/.test(parrainParam) ? parrainParam.toUpperCase() : null;
  if (Object.keys(utm).length === 0 && !referrer && !parrain) return null;

  const stored = readStored(request);
  const touch: Touch = { at: now.toISOString(), landing: clip(url.pathname) ?? "/", referrer, utm };
  const next: Stored = { first: stored.first ?? touch, last: touch, parrain: parrain ?? stored.parrain };
  const value = Buffer.from(JSON.stringify(next)).toString("base64url");
  return serializeCookie(COOKIE, value, { maxAge: MAX_AGE });
}

/** The source recorded with a lead: the form's page, the landing's referrer, touches, referral code. */
export function leadSourceOf(request: Request, page: string, lang: string): LeadSource {
  const stored = readStored(request);
  return {
    page,
    referrer: stored.last?.referrer ?? stored.first?.referrer ?? null,
    firstTouch: stored.first,
    lastTouch: stored.last,
    referralCode: stored.parrain,
    lang,
  };
}
