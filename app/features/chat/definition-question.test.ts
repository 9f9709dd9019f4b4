import { describe, expect, it } from "vitest";
import { isDefinitionQuestion, withoutDefinitionPhrase } from "./definition-question";

describe("definition questions", () => {
  it.each([
    "C'est quoi une franchise ?",
    "c koi optam",
    "cest quoi le tiers payant",
    "Qu'est-ce que le 100% santé ?",
    "qu est ce qu'un contrat responsable",
    "bonus malus ça marche comment",
    "comment ca marche la portabilité",
    "ça veut dire quoi quotité",
    "que signifie BRSS",
    "kesako le malus",
    "définition TAEA",
    "what is a deductible",
    "whats the waiting period",
    "what does quotité mean",
    "how does the bonus malus work",
    "cos'è la franchigia",
    "cos e il terzo pagante",
    "che cosa significa valore a nuovo",
    "come funziona il bonus malus",
    "qué es la franquicia",
    "q es la ley hamon",
    "cómo funciona la asistencia en km 0",
    "что такое франшиза",
    "что значит PTIA",
    "как работает бонус малус",
  ])("%s", (question) => {
    expect(isDefinitionQuestion(question)).toBe(true);
  });

  it.each([
    "assurance auto pas chere",
    "je veux résilier ma mutuelle",
    "How can I get a quote for my BMW?",
    "quanto costa assicurare una macchina",
    "cose da fare a Parigi",
    "seguro de coche barato",
    "сколько стоит страховка машины",
  ])("not a definition question: %s", (question) => {
    expect(isDefinitionQuestion(question)).toBe(false);
  });

  it("keeps only the word asked about", () => {
    expect(withoutDefinitionPhrase("C'est quoi une franchise ?")).toBe("une franchise ?");
    expect(withoutDefinitionPhrase("what does quotité mean")).toBe("quotite");
    expect(withoutDefinitionPhrase("how does the bonus malus work")).toBe("the bonus malus");
    expect(withoutDefinitionPhrase("bonus malus ça marche comment")).toBe("bonus malus");
    expect(withoutDefinitionPhrase("что такое франшиза")).toBe("франшиза");
  });
});
