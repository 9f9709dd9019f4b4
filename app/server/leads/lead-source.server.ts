import { z } from "zod";
import { cleanLine, queryOf } from "~/forms/form-reader";
import { readCookie, serializeCookie } from "~/server/cookies.server";
import type { LeadSource, Touch } from "./lead-types";

const COOKIE = "lead_src";
const MAX_AGE = 60 * 60 * 24 * 30;
/** Two full touches with long UTM values fit well within it; anything longer was not written by us. */
const MAX_COOKIE_CHARS = 4096;
const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
const UTM_MAX = 100;
const URL_MAX = 200;
const REFERRAL_CODE = /^[A-Z0-9_-]{2,32}$/;

/**
 * The cookie is written by `trackTouch` but comes back from the browser, where anyone can change
 * it: it is untrusted input (docs/decisions/0012). Each part is kept only if it has the shape
 * `trackTouch` gives it; anything else is dropped, so a tampered cookie can neither break a
 * request nor put markup, scripts or nested objects into a lead, its e-mails or its webhook.
 */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => value === cleanLine(value), "control characters");
const path = text(URL_MAX).regex(/^\/(?![/\\])/, "a path on this site");
const webAddress = text(URL_MAX).refine((value) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, "an http(s) address");
const dropped = <T extends z.ZodType>(schema: T) => schema.nullable().catch(null);

const UtmSchema = z
  .object(Object.fromEntries(UTM_KEYS.map((key) => [key, text(UTM_MAX).optional().catch(undefined)])))
  .catch({})
  .transform((utm): Touch["utm"] => Object.fromEntries(Object.entries(utm).filter(([, value]) => value)));

const TouchSchema = z.object({
  at: z.iso.datetime(),
  landing: path,
  referrer: dropped(webAddress),
  utm: UtmSchema,
});

const StoredSchema = z.object({
  first: dropped(TouchSchema),
  last: dropped(TouchSchema),
  parrain: dropped(text(32).regex(REFERRAL_CODE)),
});

type Stored = z.infer<typeof StoredSchema>;
const NOTHING: Stored = { first: null, last: null, parrain: null };

function clip(value: string | null, max = URL_MAX) {
  return value ? cleanLine(value).slice(0, max) : null;
}

/** The page that sent the visitor, when it is an http(s) page of another site. */
function outsideReferrer(request: Request, url: URL) {
  const referrer = clip(request.headers.get("Referer"));
  if (!referrer || !webAddress.safeParse(referrer).success) return null;
  return new URL(referrer).host === url.host ? null : referrer;
}

/** What the visitor's cookie holds that fits, and nothing else; never throws. */
export function readLeadSourceCookie(request: Request): Stored {
  const raw = readCookie(request, COOKIE);
  if (!raw || raw.length > MAX_COOKIE_CHARS) return NOTHING;
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : NOTHING;
  } catch {
    // Not base64 JSON: as if there were no cookie (the next touch replaces it).
    return NOTHING;
  }
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
    const value = clip(queryOf(url).get(`utm_${key}`), UTM_MAX);
    if (value) utm[key] = value;
  }
  const referrer = outsideReferrer(request, url);
  const parrainParam = queryOf(url).get("parrain")?.toUpperCase() ?? null;
  const parrain = parrainParam && REFERRAL_CODE.test(parrainParam) ? parrainParam : null;
  if (Object.keys(utm).length === 0 && !referrer && !parrain) return null;

  const stored = readLeadSourceCookie(request);
  const touch: Touch = { at: now.toISOString(), landing: clip(url.pathname) ?? "/", referrer, utm };
  const next: Stored = { first: stored.first ?? touch, last: touch, parrain: parrain ?? stored.parrain };
  const value = Buffer.from(JSON.stringify(next)).toString("base64url");
  return serializeCookie(COOKIE, value, { maxAge: MAX_AGE });
}

/** The source recorded with a lead: the form's page, the landing's referrer, touches, referral code. */
export function leadSourceOf(request: Request, page: string, lang: string): LeadSource {
  const stored = readLeadSourceCookie(request);
  return {
    page,
    referrer: stored.last?.referrer ?? stored.first?.referrer ?? null,
    firstTouch: stored.first,
    lastTouch: stored.last,
    referralCode: stored.parrain,
    lang,
  };
}
