import type { Field } from "~/forms/field-types";

/** A quote form described as data: the engine renders, validates and stores any such config. */
export type ProductId =
  | "borrower"
  | "vehiclesPremium"
  | "vehiclesStandard"
  | "vehiclesNoLicence"
  | "healthCompany"
  | "healthSenior"
  | "healthFamily";

export type Step = {
  titleKey: string;
  fields: Field[];
  /** The spec's message when a field of the step is missing (§5). */
  requiredMessageKey: string;
};

export type ProductConfig = {
  id: ProductId;
  /** The page the form lives on (the source of the lead, and where the visitor comes back). */
  path: string;
  /** The product's name in running text ("Assurance emprunteur"), e.g. in emails. */
  nameKey: string;
  titleKey: string;
  subtitleKey: string;
  steps: [Step, Step, Step];
  successKey: string;
};
