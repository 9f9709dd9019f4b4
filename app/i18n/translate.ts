import { DEFAULT_LANG, type Lang } from "./config";

/** A language's texts, flattened to "namespace.path.key" → text. */
export type Dictionary = Record<string, string>;
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslateParams) => string;

type Nested = { [key: string]: string | Nested };

export function flatten(tree: Nested, prefix: string, into: Dictionary = {}): Dictionary {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into[path] = value;
    else flatten(value, path, into);
  }
  return into;
}

/** Builds a dictionary from `{ "./locales/fr/gate.json": {...} }`-shaped modules of one language. */
export function dictionaryFromModules(modules: Record<string, unknown>): Dictionary {
  const dictionary: Dictionary = {};
  for (const [file, tree] of Object.entries(modules)) {
    const namespace = file.replace(/^.*\//, "").replace(/\.json$/, "");
    flatten(tree as Nested, namespace, dictionary);
  }
  return dictionary;
}

const registry = new Map<Lang, Dictionary>();

export function registerDictionary(lang: Lang, dictionary: Dictionary) {
  registry.set(lang, dictionary);
}

/** Adds texts to a language (the browser loads namespaces as pages need them). */
export function addTexts(lang: Lang, texts: Dictionary) {
  registry.set(lang, { ...registry.get(lang), ...texts });
}

let reportMissing: ((lang: Lang, key: string) => void) | undefined;

/** Called with every key that has no text at all (neither in the language nor in French). */
export function setMissingTextReporter(report: (lang: Lang, key: string) => void) {
  reportMissing = report;
}

/**
 * Whether a key has a text (in the language or in French), without reporting it missing: for the
 * screens that show words when the dictionaries have them and a plain value otherwise (the journal).
 */
export function hasText(lang: Lang, key: string) {
  return (registry.get(lang)?.[key] ?? registry.get(DEFAULT_LANG)?.[key]) !== undefined;
}

const PLACEHOLDER = /\{(\w+)\}/g;

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string).sort();
}

const translators = new Map<Lang, Translate>();

/**
 * A translator per language, built once (Intl objects are costly). It looks a key up in the
 * language, then in French, then returns the key itself (PRODUCT.md 16). With a numeric `count`,
 * `key_one` / `key_other` (Intl plural categories) are tried first; `{name}` placeholders are
 * replaced by params.
 */
export function createTranslator(lang: Lang): Translate {
  let t = translators.get(lang);
  if (!t) {
    t = buildTranslator(lang);
    translators.set(lang, t);
  }
  return t;
}

function buildTranslator(lang: Lang): Translate {
  const plurals = new Intl.PluralRules(lang);
  // Read at each call: the browser adds namespaces while the page lives (need-texts.ts), and a
  // translator already held by a component must see them.
  const lookup = (key: string) => registry.get(lang)?.[key] ?? registry.get(DEFAULT_LANG)?.[key];

  return (key, params) => {
    let text: string | undefined;
    if (params && typeof params.count === "number") {
      text = lookup(`${key}_${plurals.select(params.count)}`) ?? lookup(`${key}_other`);
    }
    text ??= lookup(key);
    if (text === undefined) {
      reportMissing?.(lang, key);
      return key;
    }
    if (!params) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) =>
      params[name] === undefined ? whole : String(params[name]),
    );
  };
}
