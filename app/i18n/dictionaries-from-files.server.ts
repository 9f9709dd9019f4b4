import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES } from "./config";
import { typesetFrenchTexts } from "./french-typography";
import { dictionaryFromModules, registerDictionary } from "./translate";

/**
 * The dictionaries read from the locale files, for scripts run outside Vite (the demo seed writes
 * PDFs and e-mails), where dictionaries.server.ts's `import.meta.glob` does not exist. Same
 * result: every language, French typeset.
 */
export function registerDictionariesFromFiles(root = process.cwd()) {
  for (const lang of LANGUAGES) {
    const dir = path.join(root, "app/i18n/locales", lang);
    const modules = Object.fromEntries(
      readdirSync(dir)
        .filter((file) => file.endsWith(".json"))
        .map((file) => [
          `./locales/${lang}/${file}`,
          JSON.parse(readFileSync(path.join(dir, file), "utf8")) as unknown,
        ]),
    );
    const dictionary = dictionaryFromModules(modules);
    registerDictionary(lang, lang === "fr" ? typesetFrenchTexts(dictionary) : dictionary);
  }
}
