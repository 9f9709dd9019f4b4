import type { Answers } from "~/forms/field-types";
import { guaranteesFromAnswers, peopleFromAnswers } from "~/server/contracts/quote-answers";
import type { NeedsQuestionnaireId } from "./needs-questionnaires";

/** The needs questionnaire a quote form's product leads to; null for a lead that is no quote. */
export function questionnaireOfLeadProduct(product: string): NeedsQuestionnaireId | null {
  if (product === "borrower") return "borrower";
  if (product.startsWith("vehicles")) return "vehicle";
  if (product === "healthCompany") return "companyHealth";
  if (product.startsWith("health")) return "health";
  if (product === "home" || product === "provident") return product;
  if (product === "professionalLiability") return "liability";
  return null;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * What a lead's quote form already says, under the needs questionnaire's names: the loan and its
 * term, the guarantees ticked, the people covered, the staff count, the vehicle. An answer the
 * questionnaire does not accept is dropped when the offer is made (keepValidNeeds).
 */
export function needsFromLead(lead: {
  product: string;
  answers: Answers;
  firstName: string | null;
  lastName: string;
}): Answers {
  const answers = lead.answers;
  const needs: Answers = {};
  const guarantees = guaranteesFromAnswers(answers);
  if (guarantees.length) needs.guaranteesWanted = guarantees;
  const amount = first(answers.montant);
  if (amount) needs.loanAmount = amount;
  const term = first(answers.duree);
  if (term) needs.loanYears = term;
  if (lead.product.startsWith("health") && lead.product !== "healthCompany") {
    needs.peopleCovered = String(peopleFromAnswers(answers, lead).length);
  }
  const staff = first(answers.effectif);
  // A staff count given as a bracket ("10-49") keeps its lower bound.
  if (staff) needs.staffCount = /^\d+/.exec(staff)?.[0] ?? staff;
  const vehicle = [first(answers.marque), first(answers.typeVehicule)].filter(Boolean).join(" ");
  if (vehicle) needs.vehicle = vehicle;
  return needs;
}
