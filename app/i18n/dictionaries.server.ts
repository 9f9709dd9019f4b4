import { LANGUAGES } from "./config";
import { registerDictionariesFromFiles } from "./dictionaries-from-files.server";
import { typesetFrenchTexts } from "./french-typography";
import { dictionaryFromModules, registerDictionary } from "./translate";

// The server holds every language; the browser loads only the one it shows (load-dictionary.client).
// Vite replaces the glob with the files' contents; scripts run by tsx outside Vite (the demo seed,
// whose signature purposes write PDFs) have no `import.meta.glob` and read the same files instead.
function globbed() {
  try {
    return import.meta.glob("./locales/*/*.json", { eager: true, import: "default" });
  } catch {
    return null;
  }
}
const modules = globbed();

if (modules) {
  for (const lang of LANGUAGES) {
    const own = Object.fromEntries(Object.entries(modules).filter(([file]) => file.startsWith(`./locales/${lang}/`)));
    const dictionary = dictionaryFromModules(own);
    // French texts get their no-break spaces once, here (the browser's at build time, vite-texts-plugin).
    registerDictionary(lang, lang === "fr" ? typesetFrenchTexts(dictionary) : dictionary);
  }
} else {
  registerDictionariesFromFiles();
}
