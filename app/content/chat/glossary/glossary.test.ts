import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/config";
import { KNOWLEDGE } from "../knowledge";
import { GLOSSARY } from "./index";

/** The words issue 15 lists, each as the glossary entry that explains it. */
const REQUIRED_TERMS = [
  "deductible", // franchise
  "waiting-period", // délai de carence
  "third-party-payment", // tiers payant
  "100-sante",
  "out-of-pocket", // reste à charge
  "reimbursement-base", // plafond / BRSS
  "extra-fees", // dépassement d'honoraires
  "optam",
  "bonus-malus",
  "comprehensive-vs-third-party", // tous risques / tiers
  "glass-breakage", // bris de glace
  "new-value", // valeur à neuf
  "zero-km-assistance",
  "insured-vehicles-file", // Mémo Véhicule Assuré / FVA
  "hamon-law",
  "lemoine-law",
  "chatel-law",
  "cancel-any-time", // résiliation infra-annuelle
  "three-click-cancellation",
  "aeras",
  "right-to-be-forgotten", // droit à l'oubli
  "cover-share", // quotité
  "disability-cover", // IPP / IPT / ITT / PTIA
  "insurance-delegation",
  "taea",
  "health-questionnaire",
  "health-portability",
  "ani",
  "responsible-contract",
  "duty-to-advise", // DDA / devoir de conseil
  "orias",
  "insurance-ombudsman",
];

/** The site's addresses, read from the route table, so that a link to a page that does not exist fails here. */
const SITE_PATHS = new Set(
  [...readFileSync(path.resolve("app/routes.ts"), "utf8").matchAll(/route\("([^"*:]+)"/g)].map(([, p]) => `/${p}`),
).add("/");

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[«"'\p{Lu}])/u).filter(Boolean);

describe("glossary", () => {
  it("explains every listed word, each once, among the knowledge base's topics", () => {
    expect(GLOSSARY.map((term) => term.id).sort()).toEqual([...REQUIRED_TERMS].sort());
    const ids = KNOWLEDGE.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(KNOWLEDGE.filter((topic) => topic.glossary).length).toBe(REQUIRED_TERMS.length);
  });

  it.each(GLOSSARY.map((term) => [term.id, term] as const))(
    "%s: two or three plain sentences in each language",
    (_, term) => {
      for (const lang of LANGUAGES) {
        const count = sentences(term.text[lang].answer).length;
        expect(count, `${term.id}/${lang}: ${term.text[lang].answer}`).toBeGreaterThanOrEqual(2);
        expect(count, `${term.id}/${lang}`).toBeLessThanOrEqual(3);
        expect(term.text[lang].keywords.length, `${term.id}/${lang}`).toBeGreaterThan(20);
      }
    },
  );

  it("links every topic to a page of the site", () => {
    for (const topic of KNOWLEDGE) expect(SITE_PATHS, topic.id).toContain(topic.url.split("#")[0]);
  });
});
