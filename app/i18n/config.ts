export const LANGUAGES = ["fr", "en", "it", "es", "ru"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "fr";

/** Each language named in itself, as language pickers conventionally do. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  fr: "Français",
  en: "English",
  it: "Italiano",
  es: "Español",
  ru: "Русский",
};

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
