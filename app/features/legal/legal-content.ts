import { formatDate } from "~/i18n/format";
/**
 * The date this notice's text last changed (PRODUCT.md 17: a real date, never "today").
 * Update it with every change to the legal texts of legal.json.
 */
export const LEGAL_LAST_UPDATED = "2026-11-21";

/** The nine sections, in order; `id` is the anchor (the quote forms link to #donnees-personnelles). */
export const LEGAL_SECTIONS = [
  { id: "editeur", key: "publisher" },
  { id: "hebergement", key: "hosting" },
  { id: "propriete-intellectuelle", key: "ip" },
  { id: "donnees-personnelles", key: "data" },
  { id: "cookies", key: "cookies" },
  { id: "responsabilite", key: "liability" },
  { id: "liens", key: "links" },
  { id: "droit-applicable", key: "law" },
  { id: "contact", key: "contact" },
] as const;

export const GDPR_RIGHTS = ["access", "rectification", "erasure", "restriction", "portability", "objection"] as const;

/** The last update in the reader's language, e.g. "21 novembre 2026" (UTC: the same on server and client). */
export function formatLegalDate(lang: string, isoDate = LEGAL_LAST_UPDATED) {
  return formatDate(new Date(`${isoDate}T00:00:00Z`), lang, { dateStyle: "long", timeZone: "UTC" });
}
