import type { Request, RequestHandler } from "express";
import onHeaders from "on-headers";

export function contentSecurityPolicy(nonce: string, production: boolean) {
  const script = production
    ? `script-src 'self' 'nonce-${nonce}'`
    : // Vite's dev server injects inline module scripts and evaluates modules.
      "script-src 'self' 'unsafe-inline' 'unsafe-eval'";
  return [
    "default-src 'self'",
    script,
    // Radix positions popovers with inline style attributes; sonner injects its stylesheet.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    production ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    "frame-ancestors 'none'",
    // No page of ours has a <base>: none may be injected to re-point relative script addresses (ASVS 3.4.3).
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/** Hashed build files (scripts, styles, fonts) under this path: never a document. */
export const BUILD_ASSETS_PATH = "/assets/";

/**
 * Whether the browser reached us over HTTPS. Behind a trusted proxy that says which protocol the
 * browser used (X-Forwarded-Proto), that answer; otherwise the scheme of SITE_URL, the public
 * address (a proxy terminating TLS without saying so still serves an https:// site).
 */
export function servedOverHttps(req: Pick<Request, "protocol" | "get">, siteUrl: string, trustProxy: unknown) {
  if (trustProxy && req.get("X-Forwarded-Proto")) return req.protocol === "https";
  return siteUrl.startsWith("https:");
}

/**
 * Headers that hold one value. React Router's Express adapter appends a route's headers to ours,
 * so a file's own `nosniff` went out as "nosniff, nosniff" (issue 27): the route's value, the
 * last one, replaces ours instead (a screen's stricter Referrer-Policy, for one).
 */
const ONE_VALUE_HEADERS = ["X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options"];

function keepOneValue(res: Parameters<RequestHandler>[1]) {
  for (const name of ONE_VALUE_HEADERS) {
    const value = res.getHeader(name);
    if (Array.isArray(value) && value.length > 1) res.setHeader(name, value[value.length - 1] as string);
  }
}

export type SecurityHeaderOptions = { production: boolean; overHttps: (req: Request) => boolean };

/**
 * Strict headers on every response; the nonce comes from the request-scope middleware. Build
 * files get only those that apply to a script, a stylesheet or a font (no sniffing, HTTPS): a
 * page's policies do nothing there, and repeating them cost about 1 KB per file on a first visit.
 * HSTS only in production over HTTPS: over plain http it means nothing to a browser, and on a
 * site not (yet) served over HTTPS it would promise what the site does not keep.
 */
export function securityHeaders({ production, overHttps }: SecurityHeaderOptions): RequestHandler {
  return (req, res, next) => {
    if (production && overHttps(req)) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    res.setHeader("X-Content-Type-Options", "nosniff");
    onHeaders(res, () => keepOneValue(res));
    if (req.path.startsWith(BUILD_ASSETS_PATH)) {
      next();
      return;
    }
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(res.locals.nonce as string, production));
    // A 304 leaves the browser on its stored page, whose scripts carry the nonce of the policy
    // stored with it: a new policy (a new nonce) would block them.
    onHeaders(res, () => {
      if (res.statusCode === 304) res.removeHeader("Content-Security-Policy");
    });
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(self), microphone=(), geolocation=(), payment=()");
    next();
  };
}
