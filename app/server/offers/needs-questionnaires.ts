import type { Field, FieldOption } from "../../forms/field-types";
import { GUARANTEES_BY_LINE, type ProductLine } from "../contracts/contract-types";
import { LINE_MAX } from "../limits";

/** The contract's names (insurer, vehicle make, lender) are at most this long (contract-draft.ts). */
export const CONTRACT_LABEL_MAX = 120;

/**
 * The needs questionnaires (issue 42), one per kind of sale, held as data like the quote forms:
 * the forms engine (app/forms) renders, validates and stores any of them, in the back office and
 * on the server alike. No server code here: the browser reads these lists.
 */
export const NEEDS_QUESTIONNAIRE_IDS = [
  "borrower",
  "health",
  "companyHealth",
  "vehicle",
  "home",
  "provident",
  "liability",
] as const;
export type NeedsQuestionnaireId = (typeof NEEDS_QUESTIONNAIRE_IDS)[number];

export type NeedsQuestionnaire = {
  id: NeedsQuestionnaireId;
  line: ProductLine;
  fields: Field[];
  requiredMessageKey: string;
};

const REQUIRED = "offers.needs.required";
const key = (name: string) => `offers.needs.fields.${name}`;
const options = (name: string, values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `offers.needs.options.${name}.${value}` }));
const yesNo = (name: string): Field => ({
  name,
  kind: "choice",
  labelKey: key(name),
  options: options("yesNo", ["yes", "no"]),
});
const count = (name: string, min: number, max: number): Field => ({
  name,
  kind: "number",
  labelKey: key(name),
  hintKey: `${key(name)}Hint`,
  min,
  max,
});
const amount = (name: string, max: number): Field => ({
  name,
  kind: "amount",
  labelKey: key(name),
  placeholder: "",
  max,
});
const line = (name: string): Field => ({
  name,
  kind: "text",
  labelKey: key(name),
  autoComplete: "off",
  maxLength: LINE_MAX,
});
/** The guarantees wanted, from the line's own vocabulary (labels `contracts.guarantees.<key>`). */
const wanted = (productLine: ProductLine): Field => ({
  name: "guaranteesWanted",
  kind: "multi",
  labelKey: key("guaranteesWanted"),
  options: GUARANTEES_BY_LINE[productLine].map((guarantee) => ({
    value: guarantee,
    labelKey: `contracts.guarantees.${guarantee}`,
  })),
});
const level = (name: string): Field => ({
  name,
  kind: "choice",
  labelKey: key(name),
  options: options("level", ["basic", "medium", "high"]),
});
const claims = count("claimsLastThreeYears", 0, 20);
/**
 * What the contract needs beyond the advice (a signature makes it at once): the vehicle's plate
 * and the loan's lender, asked with the needs so the contract never reads "à compléter" there.
 */
const registration: Field = {
  name: "registration",
  kind: "registration",
  labelKey: key("registration"),
  hintKey: key("registrationHint"),
};
/** The lender's name, as short as a bank's ("LCL") and no longer than the contract's label. */
const lenderBank: Field = {
  name: "lenderBank",
  kind: "text",
  labelKey: key("lenderBank"),
  hintKey: key("lenderBankHint"),
  autoComplete: "organization",
  minLength: 2,
  maxLength: CONTRACT_LABEL_MAX,
};

const QUESTIONNAIRES: Record<NeedsQuestionnaireId, NeedsQuestionnaire> = {
  borrower: {
    id: "borrower",
    line: "borrower",
    requiredMessageKey: REQUIRED,
    fields: [
      amount("loanAmount", 10_000_000),
      lenderBank,
      count("loanYears", 1, 35),
      count("age", 18, 85),
      yesNo("smoker"),
      count("sharePercent", 1, 100),
      wanted("borrower"),
    ],
  },
  health: {
    id: "health",
    line: "health",
    requiredMessageKey: REQUIRED,
    fields: [
      count("peopleCovered", 1, 12),
      level("hospitalLevel"),
      level("opticalLevel"),
      level("dentalLevel"),
      amount("monthlyBudget", 5_000),
      wanted("health"),
    ],
  },
  companyHealth: {
    id: "companyHealth",
    line: "health",
    requiredMessageKey: REQUIRED,
    fields: [
      count("staffCount", 1, 100_000),
      line("collectiveAgreement"),
      {
        name: "agreementMinimum",
        kind: "choice",
        labelKey: key("agreementMinimum"),
        options: options("agreementMinimum", ["legal", "agreement", "above"]),
      },
      level("hospitalLevel"),
      amount("monthlyBudget", 1_000_000),
    ],
  },
  vehicle: {
    id: "vehicle",
    line: "vehicle",
    requiredMessageKey: REQUIRED,
    fields: [
      line("vehicle"),
      registration,
      {
        name: "vehicleUse",
        kind: "choice",
        labelKey: key("vehicleUse"),
        options: options("vehicleUse", ["private", "commute", "business"]),
      },
      count("drivers", 1, 6),
      {
        name: "bonusMalus",
        kind: "number",
        labelKey: key("bonusMalus"),
        hintKey: key("bonusMalusHint"),
        min: 0.5,
        max: 3.5,
        decimals: true,
      },
      claims,
      wanted("vehicle"),
    ],
  },
  home: {
    id: "home",
    line: "home",
    requiredMessageKey: REQUIRED,
    fields: [
      { name: "housing", kind: "choice", labelKey: key("housing"), options: options("housing", ["house", "flat"]) },
      {
        name: "occupancy",
        kind: "choice",
        labelKey: key("occupancy"),
        options: options("occupancy", ["owner", "tenant", "landlord"]),
      },
      count("rooms", 1, 30),
      amount("contentsValue", 5_000_000),
      claims,
      wanted("home"),
    ],
  },
  provident: {
    id: "provident",
    line: "provident",
    requiredMessageKey: REQUIRED,
    fields: [
      count("age", 18, 75),
      {
        name: "workStatus",
        kind: "choice",
        labelKey: key("workStatus"),
        options: options("workStatus", ["employee", "selfEmployed", "executive", "other"]),
      },
      count("dependants", 0, 12),
      amount("monthlyIncome", 1_000_000),
      yesNo("smoker"),
      wanted("provident"),
    ],
  },
  liability: {
    id: "liability",
    line: "liability",
    requiredMessageKey: REQUIRED,
    fields: [
      line("activity"),
      amount("annualTurnover", 1_000_000_000),
      count("staffCount", 0, 100_000),
      claims,
      wanted("liability"),
    ],
  },
};

export function needsQuestionnaire(id: NeedsQuestionnaireId): NeedsQuestionnaire {
  return QUESTIONNAIRES[id];
}

export function isNeedsQuestionnaireId(value: string): value is NeedsQuestionnaireId {
  return (NEEDS_QUESTIONNAIRE_IDS as readonly string[]).includes(value);
}

/** The questionnaires that fit a line of insurance (health has the family's and the company's). */
export function questionnairesOfLine(productLine: ProductLine): NeedsQuestionnaireId[] {
  return NEEDS_QUESTIONNAIRE_IDS.filter((id) => QUESTIONNAIRES[id].line === productLine);
}
