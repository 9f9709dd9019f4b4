import { type Cookie, type CookieOptions, createCookie } from "react-router";
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

function signedCookie(name: string, options: CookieOptions): Cookie {
  const settings = { ...cookieDefaults(), secrets: [env().SESSION_SECRET], ...options };
  const [current, ...older] = namesToRead(name).map((candidate) => createCookie(candidate, settings));
  const written = current as Cookie;
  return {
    name: written.name,
    isSigned: written.isSigned,
    get expires() {
      return written.expires;
    },
    serialize: (value, serializeOptions) => written.serialize(value, serializeOptions),
    async parse(header, parseOptions) {
      // null means absent; a present cookie (even with a bad signature: false) is the answer.
      for (const cookie of [written, ...older]) {
        const value = await cookie.parse(header, parseOptions);
        if (value !== null) return value;
      }
      return null;
    },
  };
}
