import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { KNOWLEDGE } from "~/content/chat/knowledge";
import { CHAT_LINKS } from "~/content/chat/links";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { composeReply } from "./compose-reply.server";
import { fold } from "./fold";
import { MIN_SCORE, retrieve } from "./retrieve.server";
import { stem } from "./search-index.server";

const top = (question: string, lang: Lang = "fr") => retrieve(question, lang)[0]?.topic.id;

describe("knowledge base", () => {
  it("has every topic in the five languages, with a link", () => {
    expect(KNOWLEDGE.length).toBeGreaterThanOrEqual(46);
    for (const topic of KNOWLEDGE) {
      expect(topic.url).toMatch(/^\//);
      for (const lang of LANGUAGES) {
        const text = topic.text[lang];
        expect(text.title && text.keywords && text.answer, `${topic.id}/${lang}`).toBeTruthy();
      }
    }
  });
});

describe("retrieval", () => {
  it("folds accents and case, and strips plurals", () => {
    expect(fold("Résiliation ÉCHÉANCE")).toBe("resiliation echeance");
    expect(stem("mutuelles")).toBe("mutuelle");
    expect(stem("chevaux")).toBe("chevau");
    expect(stem("страховку")).toBe(stem("страховка"));
  });

  it.each([
    ["comment changer d'assurence de pret", "borrower-switch"],
    ["faut il un questionaire medical pour changer", "borrower-switch"],
    ["je veux resilier ma mutuel", "cancellation"],
    ["c'est combien un devis", "quote-process"],
    ["assurer une porsche", "vehicles-premium"],
    ["voiture sans permi pour mon fils de 15 ans", "vehicles-no-licence"],
    ["mutuelle pour mes salariés", "health-company"],
    ["mutuelle pour mes parents retraités", "health-senior"],
    ["mutuelle pour les enfants", "health-family"],
    ["assurance de mon crédit immo trop chère", "borrower"],
    ["responsabilite civile obligatoire pour ma citadine", "vehicles-standard"],
    ["ya un cadeau si je parraine des potes ?", "sponsorship"],
    ["envoyer une facture", "documents-appointments"],
    ["vous etes ouverts le samedi ?", "contact-hours"],
    ["supprimer mes données rgpd", "data-protection"],
  ])("French: %s → %s", (question, expected) => {
    expect(top(question)).toBe(expected);
  });

  it.each([
    ["en", "how do I switch my mortgage insurance", "borrower-switch"],
    ["it", "quanto costa un preventivo", "quote-process"],
    ["es", "cancelar mi seguro", "cancellation"],
    ["ru", "страховка для пенсионеров", "health-senior"],
    ["en", "insure my luxury car", "vehicles-premium"],
  ] as const)("%s: %s → %s", (lang, question, expected) => {
    expect(top(question, lang)).toBe(expected);
  });

  it("finds a question typed in another language than the visitor's", () => {
    expect(top("how do I switch my mortgage insurance", "fr")).toBe("borrower-switch");
  });

  it("has no good match for questions off the topic", () => {
    for (const question of ["quelle est la capitale du Pérou", "blablabla", "what's the weather"]) {
      expect(retrieve(question, "fr")[0]?.score ?? 0).toBeLessThan(MIN_SCORE);
    }
  });
});

describe("definition questions", () => {
  it("prefer the glossary entry over the service page that mentions the same law", () => {
    expect(retrieve("что такое закон Амона", "ru", { definition: true })[0]?.topic.id).toBe("hamon-law");
    expect(retrieve("что такое закон Амона", "ru")[0]?.topic.id).toBe("cancellation");
  });

  it("are searched without their phrasing, which would otherwise match words of other entries", () => {
    const question = "ma mutuelle rembourse 200% ça veut dire quoi";
    expect(retrieve(question, "fr", { definition: true })[0]?.topic.id).toBe("reimbursement-base");
    expect(retrieve(question, "fr")[0]?.topic.id).not.toBe("reimbursement-base");
  });

  it("only lift glossary entries that match well on their own", () => {
    const matches = retrieve("c'est quoi la capitale du Pérou", "fr", { definition: true });
    expect(matches[0]?.score ?? 0).toBeLessThan(MIN_SCORE);
  });
});

describe("composed reply", () => {
  it("answers in the page's language when the question does not tell, with the page as source", () => {
    const answer = composeReply("Lemoine", "en", "contact@example.fr");
    expect(answer.lang).toBe("en");
    expect(answer.reply).toContain("The Lemoine law (February 2022)");
    expect(answer.sources[0]).toEqual({ title: "The Lemoine law", url: "/assurance-emprunteur" });
    expect(answer.topics).toEqual(["lemoine-law", "borrower-switch"]);
  });

  it("answers in the question's language, and its links switch the site to that language", () => {
    const answer = composeReply("Can you insure my Tesla Model S please?", "fr", "contact@example.fr");
    expect(answer.lang).toBe("en");
    expect(answer.reply).toContain("For high-end vehicles");
    expect(answer.sources[0]).toEqual({ title: "Premium vehicle insurance", url: "/vehicules-premium", lang: "en" });
  });

  it("explains a word instead of pitching a product when asked what it is", () => {
    const answer = composeReply("C'est quoi une franchise ?", "fr", "contact@example.fr");
    expect(answer.topics[0]).toBe("deductible");
    expect(answer.reply).toMatch(/^La franchise est la part d'un sinistre qui reste à votre charge/);
    expect(answer.sources[0]).toEqual({ title: "La franchise", url: "/vehicules-standard" });
  });

  it("sends cancellation questions to the cancellation link", () => {
    const answer = composeReply("Comment résilier mon assurance auto ?", "fr", "contact@example.fr");
    expect(answer.topics[0]).toBe("cancellation");
    expect(answer.sources[0]?.url).toBe(CHAT_LINKS.cancellation);
  });

  it("fills the contact address in", () => {
    expect(composeReply("supprimer mes données", "fr", "dpo@example.fr").reply).toContain("dpo@example.fr");
  });

  it("offers a callback when nothing matches", () => {
    const answer = composeReply("quelle est la capitale du Pérou", "fr", "contact@example.fr");
    expect(answer.topics).toEqual([]);
    expect(answer.reply).toContain("contact@example.fr");
    expect(answer.sources.map((s) => s.url)).toEqual(["/#choisir", "mailto:contact@example.fr"]);
    expect(answer.offerCallback).toBe(true);
    expect(answer.entries).toEqual([]);
  });

  it("offers a callback beside a good answer only for topics about reaching an adviser", () => {
    expect(composeReply("loi lemoine", "fr", "contact@example.fr").offerCallback).toBe(false);
    expect(composeReply("vous etes ouverts le samedi ?", "fr", "contact@example.fr").offerCallback).toBe(true);
  });
});
