import { DEFAULT_LANG, isLang } from "./config";
import { loadNamespaces } from "./load-dictionary.client";
import { type Namespace, type PAGE_NAMESPACES, SHELL_NAMESPACES } from "./namespaces";

type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/**
 * Called with top-level `await` by a route module: React Router imports a route module before
 * rendering it, both before hydration and on client navigation, so the page's texts are there
 * in time. The browser fetches only the namespaces of the pages it shows; the server has them all.
 */
export async function needTexts(...namespaces: PageNamespace[]) {
  await loadForPage(namespaces);
}

/** The root route's texts: what the shell of every page shows. */
export async function needShellTexts() {
  await loadForPage(SHELL_NAMESPACES);
}

async function loadForPage(namespaces: readonly Namespace[]) {
  if (import.meta.env.SSR) return;
  const lang = document.documentElement.lang;
  await loadNamespaces(isLang(lang) ? lang : DEFAULT_LANG, namespaces);
}
