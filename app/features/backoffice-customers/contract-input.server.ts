import { isCalendarDay } from "~/forms/calendar-day";
import type { FormInput } from "~/forms/form-reader";
import { firstAnniversaryProblem } from "~/server/contracts/contract-dates";
import type { ContractDraft } from "~/server/contracts/contract-draft";
import {
  CONTRACT_PRODUCT_IDS,
  type ContractProduct,
  type ContractStatus,
  type CoveredPerson,
  GUARANTEES,
  GUARANTEES_BY_LINE,
  type Guarantee,
  productLineOf,
} from "~/server/contracts/contract-types";
import { REASON_MAX } from "~/server/limits";
import { MANUAL_STATUSES, PEOPLE_ROWS, RELATIONS } from "./contract-form-fields";

export type ContractFormValues = Record<string, string | string[]>;

/** Euros as typed ("42,50", "42.5", "1 200") in cents, or null. */
function cents(value: string, maxDigits: number) {
  const compact = value.replace(/[\s\u00a0\u202f]/g, "");
  if (!new RegExp(`^\\d{1,${maxDigits}}([.,]\\d{1,2})?$`).test(compact)) return null;
  return Math.round(Number(compact.replace(",", ".")) * 100);
}

/**
 * The contract form as a draft, with a message key per field it cannot take: the same
 * ContractDraftSchema checks it again in the domain, so this only words what a person typed wrong.
 */
export function readContractForm(
  form: FormInput,
  customerId: string,
  /** A new contract: its status is chosen, and its first anniversary checked. */
  withStatus: boolean,
): { draft?: ContractDraft; errors: Record<string, string>; values: ContractFormValues } {
  const line = (name: string) => (form.line(name) ?? "").trim();
  const values: ContractFormValues = {};
  for (const name of [
    "product",
    "reference",
    "insurer",
    "formula",
    "monthlyPremium",
    "startDate",
    "anniversaryDate",
    "status",
    "vehicleRegistration",
    "vehicleMake",
    "vehicleModel",
    "loanAmount",
    "loanBank",
  ]) {
    values[name] = line(name);
  }
  values.originReason = (form.lines("originReason") ?? "").trim();
  values.guarantees = form.all("guarantees");
  const errors: Record<string, string> = {};
  const required = "customers-admin.errors.required";
  const product = (CONTRACT_PRODUCT_IDS as readonly string[]).includes(String(values.product))
    ? (values.product as ContractProduct)
    : null;
  if (!product) errors.product = required;
  const reference = String(values.reference).toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9-]{3,39}$/.test(reference)) errors.reference = "customers-admin.errors.referenceInvalid";
  if (!values.insurer) errors.insurer = required;
  else if (String(values.insurer).length > 120) errors.insurer = "customers-admin.errors.tooLong";
  if (String(values.formula).length > 120) errors.formula = "customers-admin.errors.tooLong";
  const premium = cents(String(values.monthlyPremium), 6);
  if (premium === null) errors.monthlyPremium = "customers-admin.errors.amountInvalid";
  for (const day of ["startDate", "anniversaryDate"] as const) {
    if (!isCalendarDay(String(values[day]))) errors[day] = "customers-admin.errors.dayInvalid";
  }
  // A new contract's first renewal comes after its start (issue 46); stored ones keep their dates
  // (older records hold the start's own day, which nextRenewal() reads right).
  if (withStatus && !errors.startDate && !errors.anniversaryDate) {
    const problem = firstAnniversaryProblem(String(values.startDate), String(values.anniversaryDate));
    if (problem) errors.anniversaryDate = `customers-admin.errors.${problem}`;
  }
  // Typed by hand (issue 42): staff say why it did not come from an offer signed here.
  if (withStatus && !values.originReason) errors.originReason = "customers-admin.errors.originReasonRequired";
  else if (String(values.originReason).length > REASON_MAX) errors.originReason = "customers-admin.errors.tooLong";
  // "Pending" is an offer's contract waiting for its start: never typed by hand.
  const status = withStatus
    ? (MANUAL_STATUSES as readonly string[]).includes(String(values.status))
      ? (values.status as ContractStatus)
      : "active"
    : undefined;
  const guarantees = (values.guarantees as string[]).filter((value): value is Guarantee =>
    (GUARANTEES as readonly string[]).includes(value),
  );
  const productLine = product ? productLineOf(product) : null;
  // Only the line's own guarantees: a box ticked before the product changed is not kept.
  const lineGuarantees = productLine ? guarantees.filter((g) => GUARANTEES_BY_LINE[productLine].includes(g)) : [];
  if (productLine === "vehicle") {
    if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,13}[A-Za-z0-9]$/.test(String(values.vehicleRegistration))) {
      errors.vehicleRegistration = "customers-admin.errors.registrationInvalid";
    }
    if (!values.vehicleMake) errors.vehicleMake = required;
    if (!values.vehicleModel) errors.vehicleModel = required;
  }
  const loan = cents(String(values.loanAmount), 9);
  if (productLine === "borrower") {
    if (!loan) errors.loanAmount = "customers-admin.errors.amountInvalid";
    if (!values.loanBank) errors.loanBank = required;
  }
  const people: CoveredPerson[] = [];
  for (let row = 0; row < PEOPLE_ROWS; row++) {
    const name = line(`personName${row}`);
    const relation = line(`personRelation${row}`);
    values[`personName${row}`] = name;
    values[`personRelation${row}`] = relation;
    if (!name) continue;
    if (name.length > 120) errors[`personName${row}`] = "customers-admin.errors.tooLong";
    people.push({
      name,
      relation: (RELATIONS as readonly string[]).includes(relation) ? (relation as CoveredPerson["relation"]) : "other",
    });
  }
  if (Object.keys(errors).length > 0 || !product || premium === null) return { errors, values };
  return {
    errors,
    values,
    draft: {
      customerId,
      reference,
      product,
      formula: String(values.formula) || null,
      insurer: String(values.insurer),
      ...(status ? { status, originReason: String(values.originReason) } : {}),
      monthlyPremiumCents: premium,
      startDate: String(values.startDate),
      anniversaryDate: String(values.anniversaryDate),
      guarantees: lineGuarantees,
      vehicle:
        productLine === "vehicle"
          ? {
              registration: String(values.vehicleRegistration),
              make: String(values.vehicleMake),
              model: String(values.vehicleModel),
            }
          : null,
      loan: productLine === "borrower" && loan ? { amountCents: loan, bank: String(values.loanBank) } : null,
      peopleCovered: productLine === "health" ? people : null,
    },
  };
}
