import { DEFAULT_LANG, type Lang } from "./config";
import { dictionaryFromModules, hasDictionary, registerDictionary } from "./translate";

// One lazily loaded chunk per file, so a visitor downloads only the texts of their language.
const loaders = import.meta.glob("./locales/*/*.json", { import: "default" });

async function load(lang: Lang) {
  if (hasDictionary(lang)) return;
  const files = Object.keys(loaders).filter((file) => file.startsWith(`./locales/${lang}/`));
  const loaded = await Promise.all(files.map(async (file) => [file, await loaders[file]?.()] as const));
  registerDictionary(lang, dictionaryFromModules(Object.fromEntries(loaded)));
}

/** Loads the page's language (and French, the fallback) before hydration: no flash of French. */
export async function loadDictionaries(lang: Lang) {
  await Promise.all(lang === DEFAULT_LANG ? [load(lang)] : [load(lang), load(DEFAULT_LANG)]);
}
