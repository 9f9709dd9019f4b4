import type { CoveredPerson, Guarantee } from "./contract-types";

/*
 * What a quote request already says about the contract it becomes (issue 46: converting a lead
 * lost the guarantees chosen and the spouse). The public forms' answer values (app/features/quote/
 * products) are words of the site's forms; the contract holds its own vocabulary. A value the map
 * does not know is left out: staff complete the contract on its page.
 */
const GUARANTEE_OF_ANSWER: Readonly<Record<string, Guarantee>> = {
  // Vehicles ("garanties")
  responsabilite: "civilLiability",
  collision: "collision",
  vol: "theftFire",
  assistance: "assistance",
  conciergerie: "concierge",
  "valeur-neuf": "newValue",
  international: "international",
  equipements: "equipment",
  // Borrower ("garanties")
  deces: "death",
  ptia: "ptia",
  ipt: "ipt",
  itt: "itt",
  // Health ("couverture")
  hospitalisation: "hospitalisation",
  optique: "optical",
  dentaire: "dental",
  medecine: "alternativeMedicine",
  pediatrie: "paediatrics",
  orthodontie: "orthodontics",
  psychologie: "psychology",
  prevention: "prevention",
  base: "routineCare",
};

type Answers = Readonly<Record<string, string | string[]>>;

const listOf = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

/** The guarantees the prospect ticked, in the contract's words, once each. */
export function guaranteesFromAnswers(answers: Answers): Guarantee[] {
  const chosen = [...listOf(answers.garanties), ...listOf(answers.couverture)]
    .map((value) => GUARANTEE_OF_ANSWER[value])
    .filter((value): value is Guarantee => value !== undefined);
  return [...new Set(chosen)];
}

/**
 * Who a health contract covers, from the request: the holder, a spouse when they said "En couple",
 * the children they counted ("3+" gives three rows). The request names only the holder: the others
 * carry the family name until staff write their first names on the contract's page.
 */
export function peopleFromAnswers(answers: Answers, holder: { firstName: string | null; lastName: string }) {
  const people: CoveredPerson[] = [
    { name: [holder.firstName, holder.lastName].filter(Boolean).join(" "), relation: "holder" },
  ];
  if (answers.situation === "couple") people.push({ name: holder.lastName, relation: "spouse" });
  const children = Number.parseInt(String(answers.nombreEnfants ?? "0"), 10);
  // At most six people in all: the staff's contract form has six rows.
  for (let child = 0; child < Math.min(Number.isNaN(children) ? 0 : children, 6 - people.length); child++) {
    people.push({ name: holder.lastName, relation: "child" });
  }
  return people;
}
