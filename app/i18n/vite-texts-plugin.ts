import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { typesetFrenchTexts } from "./french-typography.ts";
import { SERVER_ONLY_NAMESPACES, SHELL_NAMESPACES } from "./namespaces.ts";

const PREFIX = "virtual:i18n/";
type Nested = { [key: string]: string | Nested };

function flatten(tree: Nested, prefix: string, into: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") into[`${prefix}.${key}`] = value;
    else flatten(value, `${prefix}.${key}`, into);
  }
  return into;
}

/**
 * Serves the browser's texts as `virtual:i18n/<lang>/<namespace>` modules, flattened at build
 * time, French typeset, and with French filled in wherever the language lacks a text (PRODUCT.md 16): the
 * browser downloads one language, never two. `virtual:i18n/loaders` maps "<lang>/<namespace>"
 * to a dynamic import of each page namespace, and "<lang>/shell" to one module holding every
 * shell namespace (one request for what every page shows).
 */
export function i18nTexts(localesDir: string, fallbackLang = "fr"): Plugin {
  const shell = new Set<string>(SHELL_NAMESPACES);
  const excluded = new Set<string>(SERVER_ONLY_NAMESPACES);
  const read = (file: string): Nested => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {});
  return {
    name: "i18n-texts",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const rest = id.slice(PREFIX.length + 1);
      if (rest === "loaders") {
        const entries: string[] = [];
        for (const lang of fs.readdirSync(localesDir).sort()) {
          for (const file of fs.readdirSync(path.join(localesDir, lang)).sort()) {
            const namespace = file.replace(/\.json$/, "");
            if (excluded.has(namespace) || shell.has(namespace)) continue;
            entries.push(`  "${lang}/${namespace}": () => import("${PREFIX}${lang}/${namespace}"),`);
          }
          entries.push(`  "${lang}/shell": () => import("${PREFIX}${lang}/shell"),`);
        }
        return `export default {\n${entries.join("\n")}\n};\n`;
      }
      const [lang, namespace] = rest.split("/");
      if (!lang || !namespace || !/^[a-z-]+$/.test(`${lang}${namespace}`)) return undefined;
      const texts: Record<string, string> = {};
      for (const name of namespace === "shell" ? [...shell] : [namespace]) {
        const fallbackFile = path.join(localesDir, fallbackLang, `${name}.json`);
        const ownFile = path.join(localesDir, lang, `${name}.json`);
        this.addWatchFile(fallbackFile);
        this.addWatchFile(ownFile);
        // French texts, the language's own or filling its gaps, come typeset (french-typography.ts),
        // exactly as the server holds them: the page hydrates without a difference.
        const own = flatten(read(ownFile), name);
        Object.assign(
          texts,
          typesetFrenchTexts(flatten(read(fallbackFile), name)),
          lang === fallbackLang ? typesetFrenchTexts(own) : own,
        );
      }
      return `export default ${JSON.stringify(texts)};\n`;
    },
  };
}
