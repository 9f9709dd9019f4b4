import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import "./dictionaries.server";
import { createTranslator } from "./translate";
import { i18nTexts } from "./vite-texts-plugin";

const N = "\u202F";
const S = "\u00A0";

describe("French texts come typeset wherever they are rendered", () => {
  it("on the server: the dictionaries, before their placeholders are filled", () => {
    const t = createTranslator("fr");
    // "Référence de l'erreur : {id}" in errors.json, with a plain space.
    expect(t("errors.server.reference", { id: "a : b" })).toBe(`Référence de l'erreur${S}: a : b`);
    expect(t("borrower.example.savings")).toBe(
      `Économie${S}: 12${N}720${S}€ sur la durée du prêt, soit 53${S}€ par mois.`,
    );
  });

  it("in the browser: the texts the build serves, French filling another language's gaps included", async () => {
    const locales = fs.mkdtempSync(path.join(os.tmpdir(), "locales-"));
    fs.mkdirSync(path.join(locales, "fr"));
    fs.mkdirSync(path.join(locales, "en"));
    fs.writeFileSync(path.join(locales, "fr", "home.json"), JSON.stringify({ a: "Pourquoi ?", b: "35 %" }));
    fs.writeFileSync(path.join(locales, "en", "home.json"), JSON.stringify({ a: "Why ?" }));
    const plugin = i18nTexts(locales);
    const load = plugin.load as (this: unknown, id: string) => string;
    const context = { addWatchFile: () => undefined };
    const texts = (id: string) => JSON.parse(load.call(context, id).replace(/^export default |;\n$/g, ""));
    expect(texts("\0virtual:i18n/fr/home")).toEqual({ "home.a": `Pourquoi${N}?`, "home.b": `35${S}%` });
    // English stays as written; its missing text falls back to French, typeset as on the server.
    expect(texts("\0virtual:i18n/en/home")).toEqual({ "home.a": "Why ?", "home.b": `35${S}%` });
  });
});
