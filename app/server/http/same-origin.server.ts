import type { Request as ExpressRequest, RequestHandler } from "express";
import { log } from "../logger.server";
import { crossSitePage } from "./cross-site-page.server";
import type { CrossSiteRefusal } from "./cross-site-refusal";

/** Methods that only read; every other one may change something and must come from the site. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Everything under it speaks JSON: a body of another type is refused before anyone reads it. */
export const JSON_API_PREFIX = "/api/";

export type SameOriginOptions = {
  /** SITE_URL's origin: the only page origin allowed to change state here. */
  siteOrigin: string;
  /** Development only: also trust the address the browser used (localhost vs 127.0.0.1, a LAN IP). */
  trustRequestHost?: boolean;
};

export type Verdict = { allowed: true } | { allowed: false; status: 403 | 415; reason: string };

const ALLOWED: Verdict = { allowed: true };

/**
 * Who may change state. Browsers say where a request comes from: `Origin` on every POST (forms
 * without JavaScript included, same-origin or not) and `Sec-Fetch-Site` on every request. A
 * request carrying neither comes from no browser (curl, a server, a monitoring probe): it cannot
 * ride on a visitor's cookies, which is what this guard is about, so it is let through and meets
 * the same validation, limits and authentication as anyone.
 */
export function judgeRequest(
  req: Pick<ExpressRequest, "method" | "path" | "headers" | "protocol">,
  options: SameOriginOptions,
): Verdict {
  if (SAFE_METHODS.has(req.method)) return ALLOWED;
  const origin = header(req, "origin");
  const fetchSite = header(req, "sec-fetch-site");
  if (origin !== undefined) {
    if (!trustedOrigin(origin, req, options)) return { allowed: false, status: 403, reason: "cross-origin" };
  } else if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") {
    return { allowed: false, status: 403, reason: "cross-site" };
  }
  if (req.path.startsWith(JSON_API_PREFIX) && hasBody(req) && !isJson(header(req, "content-type"))) {
    // A JSON body forces a cross-origin script through a CORS preflight, which nobody answers here;
    // text/plain or a form would not. Refusing other types closes that door behind the Origin check.
    return { allowed: false, status: 415, reason: "not JSON" };
  }
  return ALLOWED;
}

/**
 * The Express guard, logged as a warning with what was seen. A JSON API (and a 415) gets a short
 * message; a page's form a 403 page in the visitor's language that says what to do.
 */
export function sameOriginGuard(options: SameOriginOptions): RequestHandler {
  return (req, res, next) => {
    const verdict = judgeRequest(req, options);
    if (verdict.allowed) return next();
    log.warn("request refused", {
      reason: verdict.reason,
      method: req.method,
      path: req.path,
      origin: header(req, "origin") ?? null,
      secFetchSite: header(req, "sec-fetch-site") ?? null,
      contentType: header(req, "content-type") ?? null,
    });
    if (verdict.status === 403 && !req.path.startsWith(JSON_API_PREFIX)) {
      const retry = retryAddress(header(req, "referer"), options.siteOrigin);
      // A form sent by the app's scripts: React Router hands a 4xx body it did not write to the
      // error boundary as it is, which explains the refusal from it.
      if (req.path.endsWith(".data")) {
        const refusal: CrossSiteRefusal = { reason: "cross-site", retry };
        res.status(403).type("text/plain").send(JSON.stringify(refusal));
        return;
      }
      res
        .status(403)
        .type("html")
        .send(crossSitePage(header(req, "cookie"), retry));
      return;
    }
    const message =
      verdict.status === 415 ? "This endpoint accepts application/json only." : "Cross-site request refused.";
    res.status(verdict.status).type("text/plain").send(message);
  };
}

/**
 * Where the visitor starts again: the page they were on (the Referer's path), on the site's own
 * address. Only the path is kept, so a hostile Referer can never send them elsewhere.
 */
export function retryAddress(referer: string | undefined, siteOrigin: string): string {
  try {
    const page = new URL(referer ?? "/", siteOrigin);
    return new URL(`${page.pathname}${page.search}`, siteOrigin).href;
  } catch {
    return new URL("/", siteOrigin).href;
  }
}

function trustedOrigin(origin: string, req: Pick<ExpressRequest, "headers" | "protocol">, options: SameOriginOptions) {
  // "null" comes from sandboxed frames, file:// pages and some cross-site redirects: never ours.
  if (origin === options.siteOrigin) return true;
  if (!options.trustRequestHost) return false;
  const host = header(req, "host");
  return host !== undefined && origin === `${req.protocol}://${host}`;
}

function header(req: Pick<ExpressRequest, "headers">, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

function hasBody(req: Pick<ExpressRequest, "headers">) {
  const length = header(req, "content-length");
  return (length !== undefined && length !== "0") || header(req, "transfer-encoding") !== undefined;
}

/** application/json, or any `+json` type (application/problem+json...), with parameters. */
function isJson(contentType: string | undefined) {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json" || Boolean(type?.startsWith("application/") && type.endsWith("+json"));
}
