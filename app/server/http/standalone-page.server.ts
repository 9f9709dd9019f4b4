import "~/i18n/dictionaries.server";
import type { Lang } from "~/i18n/config";
import { languageOf } from "~/i18n/lang.server";
import { createTranslator, type Translate } from "~/i18n/translate";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

/** The visitor's language (its `lang` cookie) from Express's raw Cookie header. */
export function languageOfCookies(cookieHeader: string | undefined): Lang {
  return languageOf(new Request("http://cookie.invalid/", { headers: { Cookie: cookieHeader ?? "" } }));
}

export type StandalonePage = {
  title: string;
  heading: string;
  paragraphs: string[];
  link?: { href: string; label: string };
};

/**
 * A page written by Express itself, for answers given before (or without) the app: a refused
 * cross-site form, the database out of reach. Plain HTML in the visitor's language, its own few
 * styles (the app's stylesheet is a build artefact these answers must not depend on).
 */
export function standalonePage(lang: Lang, page: (t: Translate) => StandalonePage): string {
  const { title, heading, paragraphs, link } = page(createTranslator(lang));
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.6 system-ui,sans-serif;background:#fbf8f2;color:#1c2331}
main{max-width:36rem;min-height:100dvh;margin:0 auto;padding:0 1.5rem;display:flex;flex-direction:column;justify-content:center;gap:.75rem;text-align:center}
h1{font-size:1.75rem;line-height:1.25;margin:0}
p{margin:0;color:#4a5261}
a{color:#7a5a12;font-weight:600;text-underline-offset:4px}
a:focus-visible{outline:3px solid #1c2331;outline-offset:3px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ""}
</main>
</body>
</html>`;
}
