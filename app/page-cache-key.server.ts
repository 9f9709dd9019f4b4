import type { Request as ExpressRequest } from "express";
import { isAdmitted } from "./features/access-gate/access-gate.server";
import { consentOf } from "./features/consent/consent.server";
import { languageOf } from "./i18n/lang.server";
import { PUBLIC_PAGES, SITE_PATHS } from "./paths/site";
import { readCookie } from "./server/cookies.server";
import { getDb } from "./server/db/index.server";
import { env } from "./server/env.server";
import { trackTouch } from "./server/leads/lead-source.server";
import { storedSiteSettings } from "./server/settings/site-settings.server";

/**
 * The marketing pages, whose HTML depends on nothing personal: the complaint and cancellation
 * forms are left out (they answer to what was just sent).
 */
const KEPT_PATHS = new Set(PUBLIC_PAGES.filter((path) => path !== SITE_PATHS.complaint && path !== SITE_PATHS.cancel));

/**
 * Which kept page answers a request (app/server/http/page-cache.server.ts), or null when it must
 * be rendered: everything the root's middleware and loader read from a visitor's request is
 * either in the key (the language and consent cookies, the site settings' version) or sends the
 * request to the renderer (a query string, a one-shot flash message, a touch to remember from
 * another site's link, a visitor the access gate would stop).
 */
export async function keptPageKey(req: ExpressRequest): Promise<string | null> {
  if (!KEPT_PATHS.has(req.path) || req.originalUrl !== req.path) return null;
  const request = new Request(new URL(req.path, env().SITE_URL), {
    headers: { cookie: req.get("Cookie") ?? "", referer: req.get("Referer") ?? "" },
  });
  if (readCookie(request, "flash") !== undefined) return null;
  if (trackTouch(request) !== null) return null;
  if (!(await isAdmitted(request))) return null;
  const { version } = await storedSiteSettings(await getDb());
  return `${req.path} ${languageOf(request)} ${consentOf(request) ?? "unset"} ${version}`;
}
