import { describe, expect, it } from "vitest";
import { scrubPersonalData, withoutContactDetails } from "./scrub-personal-data";

describe("scrubbing a question before it is kept", () => {
  it.each([
    ["rappelez moi au 06 12 34 56 78 svp", "rappelez moi au [number] svp"],
    ["mon num +33 (0)6.12.34.56.78 merci", "mon num [number] merci"],
    ["call me on +44 7700 900123", "call me on [number]"],
    ["écrivez à jean.dupont+assur@exemple-mail.fr pour le devis", "écrivez à [e-mail] pour le devis"],
    ["mon contrat n°AB12345678 est résilié ?", "mon contrat n°AB[number] est résilié ?"],
    ["né le 12/03/1985, je peux emprunter ?", "né le [number], je peux emprunter ?"],
    ["numéro de sécu 1 85 05 78 006 084 36", "numéro de sécu [number]"],
    ["prélèvement sur FR76 3000 6000 0112 3456 7890 189 refusé", "prélèvement sur [iban] refusé"],
    ["Bonjour je m'appelle Jean Dupont, franchise ?", "Bonjour je m'appelle [name], franchise ?"],
    ["hello my name is Anna Smith and I need a quote", "hello my name is [name] and I need a quote"],
    ["меня зовут Иван Петров, нужна страховка", "меня зовут [name], нужна страховка"],
    ["je m'appelle jean dupont et je veux un devis", "je m'appelle [name] et je veux un devis"],
  ])("%s", (question, kept) => {
    expect(scrubPersonalData(question)).toBe(kept);
  });

  it("keeps amounts, years, ages and postcodes, which say what the question is about", () => {
    for (const question of [
      "prêt de 250 000 € sur 25 ans",
      "prêt de 1500000 euros",
      "ANI mutuelle obligatoire 2016",
      "mutuelle pour ma mère de 80 ans à Lyon 69003",
      "3 clics pour résilier",
    ]) {
      expect(scrubPersonalData(question)).toBe(question);
    }
  });
});

describe("contact details out of a question before it is searched", () => {
  it("drops e-mail addresses and phone numbers, keeps the rest", () => {
    expect(withoutContactDetails("devis auto pour 3f9a1c@exemple.fr, tel 06 12 34 56 78 merci")).toBe(
      "devis auto pour , tel merci",
    );
  });
});
