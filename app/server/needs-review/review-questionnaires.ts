import type { Answers, Field } from "~/forms/field-types";
import type { ProductLine } from "~/server/contracts/contract-types";
import { type NeedsQuestionnaireId, needsQuestionnaire } from "~/server/offers/needs-questionnaires";

/**
 * The short questionnaire a customer answers before their contract renews (ACPR 2024-R-03: the
 * advice goes on during the contract): per line, a few questions of the offers' own needs
 * questionnaire (needs-questionnaires.ts), the ones that change over a year. Held as data, read by
 * the customer's page, the server's checks and the staff's view alike; no server code here.
 */
export const REVIEW_QUESTIONS: Record<ProductLine, { questionnaire: NeedsQuestionnaireId; fields: readonly string[] }> =
  {
    vehicle: { questionnaire: "vehicle", fields: ["vehicleUse", "drivers", "guaranteesWanted"] },
    health: { questionnaire: "health", fields: ["peopleCovered", "hospitalLevel", "opticalLevel", "dentalLevel"] },
    borrower: { questionnaire: "borrower", fields: ["smoker", "sharePercent", "guaranteesWanted"] },
    home: { questionnaire: "home", fields: ["occupancy", "rooms", "contentsValue"] },
    provident: { questionnaire: "provident", fields: ["workStatus", "dependants", "monthlyIncome"] },
    liability: { questionnaire: "liability", fields: ["activity", "annualTurnover", "staffCount"] },
  };

/** The line's short questionnaire: its fields, as the offers' questionnaire defines them. */
export function reviewQuestionnaire(line: ProductLine) {
  const { questionnaire, fields } = REVIEW_QUESTIONS[line];
  const source = needsQuestionnaire(questionnaire);
  return {
    questionnaire,
    requiredMessageKey: source.requiredMessageKey,
    fields: fields
      .map((name) => source.fields.find((field) => field.name === name))
      .filter((field): field is Field => field !== undefined),
  };
}

const comparable = (value: string | string[] | undefined) =>
  value === undefined ? "" : Array.isArray(value) ? [...value].sort().join("\u0000") : value.trim();

/**
 * The questions whose answer is not what was known (a multiple choice in any order is the same
 * answer). A question never answered before is not a change; nothing known at all is (the adviser
 * has no needs on file to advise from).
 */
export function changedNeeds(fields: readonly Field[], known: Answers | null, answers: Answers) {
  if (!known) return fields.map((field) => field.name);
  return fields
    .filter(
      (field) => known[field.name] !== undefined && comparable(known[field.name]) !== comparable(answers[field.name]),
    )
    .map((field) => field.name);
}
