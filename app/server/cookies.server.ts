import { type CookieOptions, createCookie } from "react-router";
import { env } from "./env.server";

/** Cookies are `Secure` whenever the site is served over HTTPS (SITE_URL decides). */
export function cookieDefaults(): CookieOptions {
  return { path: "/", sameSite: "lax", httpOnly: true, secure: env().SITE_URL.startsWith("https:") };
}

/** A cookie signed with SESSION_SECRET; created on first use, once the environment is valid. */
export function lazySignedCookie(name: string, options: CookieOptions = {}) {
  let cookie: ReturnType<typeof createCookie> | undefined;
  return () => {
    cookie ??= createCookie(name, { ...cookieDefaults(), secrets: [env().SESSION_SECRET], ...options });
    return cookie;
  };
}

/** A plain (unsigned, unencoded) cookie value from the request. */
export function readCookie(request: Request, name: string): string | undefined {
  const match = request.headers.get("Cookie")?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match?.[1];
}
