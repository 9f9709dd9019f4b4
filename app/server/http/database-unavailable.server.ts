import type { RequestHandler } from "express";
import { databaseIsDown } from "../db/availability.server";
import { languageOfCookies, standalonePage } from "./standalone-page.server";

/** Seconds a browser or a proxy is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 15;

/**
 * While the database is out of reach, every page and form answers 503 at once with a page that
 * says so and when to try again, instead of each one failing after its own time-out. Nothing is
 * acknowledged that was not stored: a form sent now is refused before it is read. `/healthz`
 * keeps answering for itself (503 too), and the built files are served before this.
 */
export function databaseUnavailablePage(): RequestHandler {
  return (req, res, next) => {
    if (!databaseIsDown() || req.path === "/healthz") return next();
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/") || req.path.endsWith(".data")) {
      res.status(503).type("text/plain").send("Service unavailable: the database is out of reach.");
      return;
    }
    const html = standalonePage(languageOfCookies(req.headers.cookie), (t) => ({
      title: t("errors.unavailable.metaTitle"),
      heading: t("errors.unavailable.title"),
      paragraphs: [t("errors.unavailable.body"), t("errors.unavailable.what")],
      link: { href: req.originalUrl, label: t("errors.unavailable.retry") },
    }));
    res.status(503).type("html").send(html);
  };
}
