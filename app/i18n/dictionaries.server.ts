import { LANGUAGES } from "./config";
import { dictionaryFromModules, registerDictionary } from "./translate";

// The server holds every language; the browser loads only the one it shows (load-dictionary.client).
const modules = import.meta.glob("./locales/*/*.json", { eager: true, import: "default" });

for (const lang of LANGUAGES) {
  const own = Object.fromEntries(Object.entries(modules).filter(([file]) => file.startsWith(`./locales/${lang}/`)));
  registerDictionary(lang, dictionaryFromModules(own));
}
