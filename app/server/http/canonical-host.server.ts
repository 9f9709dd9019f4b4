import type { Request as ExpressRequest, RequestHandler } from "express";

/** Addresses a load balancer or a monitor calls by whatever name it knows the server under. */
const ANY_HOST_PATHS = new Set(["/healthz"]);

/**
 * Where a page read under another host name goes: the same path on SITE_URL, or nowhere (null).
 * Cookies and the same-origin check belong to one origin; a page read at `localhost` while
 * SITE_URL says `127.0.0.1` (or `www.` and not) would render, and then every form on it would be
 * refused. Sending the reader to the one address before anything renders prevents that.
 */
export function canonicalLocation(
  req: Pick<ExpressRequest, "method" | "path" | "originalUrl" | "host">,
  siteUrl: string,
): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (ANY_HOST_PATHS.has(req.path)) return null;
  const site = new URL(siteUrl);
  // No Host at all (HTTP/1.0, some probes): nothing to compare, nothing to fix.
  if (!req.host || req.host.toLowerCase() === site.host) return null;
  // originalUrl always starts with "/": the target cannot leave the site.
  return `${site.origin}${req.originalUrl}`;
}

/**
 * 308 (method and body kept) to SITE_URL for reads under another host name. Not in development,
 * where the server trusts whatever address the developer's browser used (localhost, a LAN IP).
 */
export function canonicalHost(siteUrl: string): RequestHandler {
  return (req, res, next) => {
    const location = canonicalLocation(req, siteUrl);
    if (!location) return next();
    res.redirect(308, location);
  };
}
