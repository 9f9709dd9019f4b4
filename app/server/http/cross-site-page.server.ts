import { languageOfCookies, standalonePage } from "./standalone-page.server";

/**
 * The page a refused form gets when the browser posted it as a document (no JavaScript, or a
 * resource route's form): what happened and what to do, in the visitor's language.
 */
export function crossSitePage(cookieHeader: string | undefined, retry: string): string {
  return standalonePage(languageOfCookies(cookieHeader), (t) => ({
    title: t("errors.crossSite.metaTitle"),
    heading: t("errors.crossSite.title"),
    paragraphs: [t("errors.crossSite.body"), t("errors.crossSite.what")],
    link: { href: retry, label: t("errors.crossSite.retry") },
  }));
}
