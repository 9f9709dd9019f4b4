import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./config";
import { dictionaryFromModules, placeholdersOf } from "./translate";

const modules = import.meta.glob("./locales/*/*.json", { eager: true, import: "default" });

function dictionaryOf(lang: string) {
  return dictionaryFromModules(
    Object.fromEntries(Object.entries(modules).filter(([file]) => file.startsWith(`./locales/${lang}/`))),
  );
}

function filesOf(lang: string) {
  return Object.keys(modules)
    .filter((file) => file.startsWith(`./locales/${lang}/`))
    .map((file) => file.replace(`./locales/${lang}/`, ""))
    .sort();
}

const french = dictionaryOf("fr");

describe("dictionaries", () => {
  it("French, the source, is not empty", () => {
    expect(Object.keys(french).length).toBeGreaterThan(50);
  });

  describe.each(LANGUAGES.filter((lang) => lang !== "fr"))("%s", (lang) => {
    const other = dictionaryOf(lang);

    it("has the same files as French", () => {
      expect(filesOf(lang)).toEqual(filesOf("fr"));
    });

    it("has exactly the keys of French", () => {
      const missing = Object.keys(french).filter((key) => !(key in other));
      const extra = Object.keys(other).filter((key) => !(key in french));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it("keeps every placeholder of French", () => {
      const mismatched = Object.keys(french)
        .filter((key) => key in other)
        .filter((key) => placeholdersOf(french[key] as string).join() !== placeholdersOf(other[key] as string).join());
      expect(mismatched).toEqual([]);
    });

    it("has no empty text", () => {
      expect(Object.entries(other).filter(([, text]) => text.trim() === "")).toEqual([]);
    });
  });
});
