import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect-language.server";

describe("language of a question", () => {
  it.each([
    ["fr", "C'est quoi une franchise ?"],
    ["fr", "jai un diabete est ce que je peux emprunter"],
    ["fr", "slt vs assurez les porsche"],
    ["fr", "Comment résilier mon assurance auto ?"],
    ["en", "How can I get a quote for my BMW?"],
    ["en", "cancel my car insurance"],
    ["en", "I would like a quote for my car please"],
    ["en", "do u cover teenagers driving small cars"],
    ["it", "cos'è la franchigia"],
    ["it", "vorrei un preventivo per la mia auto"],
    ["it", "posso cambiare assicurazione del mutuo"],
    ["es", "qué es la franquicia"],
    ["es", "quisiera un presupuesto para mi coche"],
    ["es", "q es la ley hamon"],
    ["ru", "что такое франшиза"],
    ["ru", "можно ли поменять страховку по ипотеке"],
  ] as const)("%s: %s", (lang, question) => {
    expect(detectLanguage(question).lang).toBe(lang);
  });

  it("reads Russian from its script, even with a French word in it", () => {
    expect(detectLanguage("что такое tiers payant").lang).toBe("ru");
  });

  it("does not decide on a word or a name that belongs to no language in particular", () => {
    for (const question of ["franchise", "AERAS", "BMW X5", "ORIAS ?", "Lemoine", "", "123 456", "?!"]) {
      expect(detectLanguage(question).lang, question).toBeNull();
    }
  });

  it("does not trust the trigram detector alone on a short question", () => {
    // franc-min ranks French first here, but no word of the question is a French marker.
    const guess = detectLanguage("Tesla Model S");
    expect(guess.lang).toBeNull();
  });

  it("gives each language's evidence", () => {
    const { scores } = detectLanguage("what is the waiting period");
    expect(scores.en).toBeGreaterThan(scores.fr + 1);
    expect(scores.ru).toBe(0);
  });
});
