import { createHmac, timingSafeEqual } from "node:crypto";
import { parse, serialize } from "cookie-es";
import type { Cookie, CookieOptions } from "react-router";
import { env } from "./env.server";

/** Cookies are `Secure` whenever the site is served over HTTPS (SITE_URL decides). */
export function cookieDefaults(): CookieOptions {
  return { path: "/", sameSite: "lax", httpOnly: true, secure: env().SITE_URL.startsWith("https:") };
}

const HOST_PREFIX = "__Host-";

/**
 * The name a cookie of ours is written under. Over HTTPS it takes the `__Host-` prefix: browsers
 * then accept it only when Secure, for Path=/ and without Domain, so neither a sibling subdomain
 * nor a plain-http page on the network can plant or overwrite it. Every cookie of ours fits
 * (path "/", no domain); better-auth names its session cookie itself.
 */
export function cookieName(name: string): string {
  return cookieDefaults().secure ? `${HOST_PREFIX}${name}` : name;
}

/**
 * The names to read, newest first: the prefixed one, then the bare one that a browser may still
 * hold from before the prefix (a year at most, the longest Max-Age we set). Remove the bare name
 * here once that year has passed since the switch to HTTPS.
 */
function namesToRead(name: string) {
  const current = cookieName(name);
  return current === name ? [name] : [current, name];
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
}

/** A plain (unsigned, unencoded) cookie value from the request. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const candidate of namesToRead(name)) {
    const match = header.match(new RegExp(`(?:^|;\\s*)${escapeRegExp(candidate)}=([^;]*)`));
    if (match) return match[1];
  }
  return undefined;
}

export type PlainCookieOptions = { maxAge: number; httpOnly?: boolean };

/** The Set-Cookie line of a plain cookie: our defaults (Path=/, Lax, Secure over HTTPS), our name. */
export function serializeCookie(name: string, value: string, options: PlainCookieOptions): string {
  const { secure } = cookieDefaults();
  const attributes = [`${cookieName(name)}=${value}`, "Path=/", `Max-Age=${options.maxAge}`, "SameSite=Lax"];
  if (options.httpOnly !== false) attributes.push("HttpOnly");
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** A cookie signed with SESSION_SECRET; created on first use, once the environment is valid. */
export function lazySignedCookie(name: string, options: CookieOptions = {}) {
  let cookie: Cookie | undefined;
  return () => {
    cookie ??= signedCookie(name, options);
    return cookie;
  };
}

function signedCookie(name: string, { secrets: _ignored, ...options }: CookieOptions): Cookie {
  const settings: CookieOptions = { ...cookieDefaults(), ...options };
  const secret = env().SESSION_SECRET;
  const [current, ...older] = namesToRead(name);
  const written = current as string;
  return {
    name: written,
    isSigned: true,
    get expires() {
      return settings.maxAge !== undefined ? new Date(Date.now() + settings.maxAge * 1000) : settings.expires;
    },
    async serialize(value, serializeOptions) {
      return serialize(written, value === "" ? "" : sign(encodeData(value), secret), {
        ...settings,
        ...serializeOptions,
      });
    },
    async parse(header, parseOptions) {
      if (!header) return null;
      const cookies = parse(header, { ...settings, ...parseOptions });
      // The newest name first; one with a bad signature counts as absent, as React Router reads it.
      for (const candidate of [written, ...older]) {
        const value = cookies[candidate];
        if (value === undefined) continue;
        if (value === "") return "";
        const unsigned = unsign(value, secret);
        if (unsigned !== false) return decodeData(unsigned);
      }
      return null;
    },
  };
}

/*
 * React Router's signed cookies, in the same format (`base64(JSON).base64(HMAC-SHA256)`, padding
 * dropped), so that cookies written before still read: its version imports the key through
 * WebCrypto for every cookie, 6 % of a quote request's CPU (issue 29); node's HMAC is synchronous.
 */
function sign(value: string, secret: string) {
  return `${value}.${createHmac("sha256", secret).update(value).digest("base64").replace(/=+$/, "")}`;
}

function unsign(signed: string, secret: string): string | false {
  const dot = signed.lastIndexOf(".");
  if (dot < 0) return false;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1).replace(/=+$/, ""));
  const expected = Buffer.from(sign(value, secret).slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : false;
}

function encodeData(value: unknown) {
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64");
}

function decodeData(value: string): unknown {
  try {
    return JSON.parse(Buffer.from(value, "base64").toString("utf8"));
  } catch {
    return {};
  }
}
