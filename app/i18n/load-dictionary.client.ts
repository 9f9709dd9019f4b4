import loaders from "virtual:i18n/loaders";
import type { Lang } from "./config";
import { type Namespace, SHELL_NAMESPACES } from "./namespaces";
import { addTexts, setMissingTextReporter } from "./translate";

// Namespaces the pages visited so far needed: a change of language loads them all at once.
const wanted = new Set<Namespace>(SHELL_NAMESPACES);
const loaded = new Set<string>();
const SHELL = new Set<Namespace>(SHELL_NAMESPACES);

/** Fetches the texts of these namespaces in one language (each at most once). */
export async function loadNamespaces(lang: Lang, namespaces: readonly Namespace[]) {
  for (const namespace of namespaces) wanted.add(namespace);
  // The shell's namespaces live in one module per language (vite-texts-plugin.ts).
  const keys = new Set(namespaces.map((namespace) => `${lang}/${SHELL.has(namespace) ? "shell" : namespace}`));
  const missing = [...keys].filter((key) => !loaded.has(key));
  const modules = await Promise.all(
    missing.map((key) => {
      const load = loaders[key];
      if (!load) throw new Error(`No texts for ${key}`);
      return load();
    }),
  );
  addTexts(lang, Object.assign({}, ...modules.map((module) => module.default)));
  for (const key of missing) loaded.add(key);
}

/** Before switching language: every namespace in use, in the new language. */
export function loadDictionaries(lang: Lang) {
  return loadNamespaces(lang, [...wanted]);
}

// A text missing in the browser but present on the server means a route forgot to ask for its
// namespace (need-texts.ts): hydration would then show keys. Said loudly; the e2e suite fails on it.
// biome-ignore lint/suspicious/noConsole: a developer-facing error in the browser console is the point.
setMissingTextReporter((lang, key) => console.error(`[i18n] missing text "${key}" (${lang})`));
