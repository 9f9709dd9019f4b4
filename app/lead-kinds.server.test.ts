import { describe, expect, it } from "vitest";
import { PRODUCT_IDS } from "~/features/quote/products/registry";
import "~/i18n/dictionaries.server";
import { createTranslator } from "~/i18n/translate";
import { leadKindRegistry } from "~/server/leads/lead-kind";
import { LEAD_KINDS } from "./lead-kinds.server";

const fr = createTranslator("fr");
const en = createTranslator("en");
/** Intl writes narrow no-break spaces in amounts and sizes. */
const plainSpaces = (lines: Array<{ label: string; value: string }>) =>
  lines.map((line) => ({ ...line, value: line.value.replace(/\s/g, " ") }));

describe("the lead kinds registry", () => {
  it("knows every kind of request the site takes", () => {
    expect(LEAD_KINDS.ids.sort()).toEqual([...PRODUCT_IDS, "callback", "application"].sort());
  });

  it("describes a quote lead in words, in the reader's language", () => {
    const answers = { montant: "250000", duree: "20", garanties: ["deces", "itt"] };
    const { name, lines } = LEAD_KINDS.describe("borrower", answers, fr, "fr");
    expect(name).toBe("Assurance emprunteur");
    expect(plainSpaces(lines)).toEqual([
      { label: "Montant du prêt", value: "250 000 €" },
      { label: "Durée du prêt", value: "20 ans et plus" },
      { label: "Garanties", value: expect.stringMatching(/^Décès, .+/) },
    ]);
    expect(LEAD_KINDS.describe("borrower", answers, en, "en").lines[0]).toEqual({
      label: "Loan amount",
      value: "€250,000",
    });
  });

  it("describes a callback request and a spontaneous application", () => {
    expect(LEAD_KINDS.describe("callback", { question: "Et les bateaux ?", moment: "morning" }, fr, "fr")).toEqual({
      name: expect.stringContaining("rappel"),
      lines: [
        { label: expect.any(String), value: "Et les bateaux ?" },
        { label: expect.any(String), value: "Le matin" },
      ],
    });
    const application = LEAD_KINDS.describe(
      "application",
      { message: "", cvFileName: "cv.pdf", cvSize: "840000" },
      fr,
      "fr",
    );
    expect(application.name).toBe("Candidature spontanée");
    expect(plainSpaces(application.lines).map((line) => line.value)).toEqual(["cv.pdf (0,8 Mo)", "Aucun message"]);
  });

  it("shows the raw answers of a kind it does not know (a product since retired)", () => {
    expect(LEAD_KINDS.describe("boats", { size: "12m", options: ["a", "b"] }, fr, "fr")).toEqual({
      name: "boats",
      lines: [
        { label: "size", value: "12m" },
        { label: "options", value: "a, b" },
      ],
    });
  });

  it("refuses two kinds with one id", () => {
    const kind = { id: "callback", name: () => "", describe: () => [] };
    expect(() => leadKindRegistry([kind, kind])).toThrow(/two lead kinds/);
  });
});
