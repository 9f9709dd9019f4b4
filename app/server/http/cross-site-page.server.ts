import "~/i18n/dictionaries.server";
import { languageOf } from "~/i18n/lang.server";
import { createTranslator } from "~/i18n/translate";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

/**
 * The page a refused form gets when the browser posted it as a document (no JavaScript, or a
 * resource route's form): what happened and what to do, in the visitor's language (its `lang`
 * cookie), written here because the app behind the guard never sees the request.
 */
export function crossSitePage(cookieHeader: string | undefined, retry: string): string {
  const lang = languageOf(new Request("http://cookie.invalid/", { headers: { Cookie: cookieHeader ?? "" } }));
  const t = createTranslator(lang);
  const text = (key: string) => escapeHtml(t(`errors.crossSite.${key}`));
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text("metaTitle")}</title>
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
<h1>${text("title")}</h1>
<p>${text("body")}</p>
<p>${text("what")}</p>
<p><a href="${escapeHtml(retry)}">${text("retry")}</a></p>
</main>
</body>
</html>`;
}
