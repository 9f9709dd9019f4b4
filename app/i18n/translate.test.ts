import { afterAll, describe, expect, it } from "vitest";
import { registerDictionariesFromFiles } from "./dictionaries-from-files.server";
import { createTranslator, flatten, placeholdersOf, registerDictionary } from "./translate";

registerDictionary("fr", {
  "a.hello": "Bonjour {name}",
  "a.only": "Seulement en français",
  "a.items_one": "{count} élément",
  "a.items_other": "{count} éléments",
});
registerDictionary("en", {
  "a.hello": "Hello {name}",
  "a.items_one": "{count} item",
  "a.items_other": "{count} items",
});

// The next test file in this worker shares this module (vitest.config.ts): give it the real texts back.
afterAll(() => registerDictionariesFromFiles());

describe("createTranslator", () => {
  it("translates with placeholders", () => {
    expect(createTranslator("en")("a.hello", { name: "Ana" })).toBe("Hello Ana");
  });

  it("falls back to French, then to the key", () => {
    const t = createTranslator("en");
    expect(t("a.only")).toBe("Seulement en français");
    expect(t("a.missing")).toBe("a.missing");
  });

  it("chooses plural forms by language", () => {
    expect(createTranslator("en")("a.items", { count: 1 })).toBe("1 item");
    expect(createTranslator("en")("a.items", { count: 0 })).toBe("0 items");
    // In French, 0 and 1 are both singular.
    expect(createTranslator("fr")("a.items", { count: 0 })).toBe("0 élément");
  });

  it("leaves unknown placeholders visible rather than inventing a value", () => {
    expect(createTranslator("fr")("a.hello")).toBe("Bonjour {name}");
  });
});

describe("flatten and placeholdersOf", () => {
  it("flattens nested keys under a namespace", () => {
    expect(flatten({ a: { b: "x" }, c: "y" }, "ns")).toEqual({ "ns.a.b": "x", "ns.c": "y" });
  });

  it("lists placeholders sorted", () => {
    expect(placeholdersOf("{b} and {a}")).toEqual(["a", "b"]);
  });
});
