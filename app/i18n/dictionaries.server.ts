import { LANGUAGES } from "./config";
import { typesetFrenchTexts } from "./french-typography";
import { dictionaryFromModules, registerDictionary } from "./translate";

// The server holds every language; the browser loads only the one it shows (load-dictionary.client).
const modules = import.meta.glob("./locales/*/*.json", { eager: true, import: "default" });

for (const lang of LANGUAGES) {
  const own = Object.fromEntries(Object.entries(modules).filter(([file]) => file.startsWith(`./locales/${lang}/`)));
  const dictionary = dictionaryFromModules(own);
  // French texts get their no-break spaces once, here (the browser's at build time, vite-texts-plugin).
  registerDictionary(lang, lang === "fr" ? typesetFrenchTexts(dictionary) : dictionary);
}
