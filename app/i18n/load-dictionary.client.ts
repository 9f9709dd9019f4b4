import { DEFAULT_LANG, type Lang } from "./config";
import { hasDictionary, registerDictionary } from "./translate";

// One lazily loaded chunk per language: a visitor downloads only the texts of their language.
const bundles: Record<Lang, () => Promise<{ default: Record<string, string> }>> = {
  fr: () => import("./bundles/fr"),
  en: () => import("./bundles/en"),
  it: () => import("./bundles/it"),
  es: () => import("./bundles/es"),
  ru: () => import("./bundles/ru"),
};

async function load(lang: Lang) {
  if (hasDictionary(lang)) return;
  registerDictionary(lang, (await bundles[lang]()).default);
}

/** Loads the page's language (and French, the fallback) before hydration: no flash of French. */
export async function loadDictionaries(lang: Lang) {
  await Promise.all(lang === DEFAULT_LANG ? [load(lang)] : [load(lang), load(DEFAULT_LANG)]);
}
