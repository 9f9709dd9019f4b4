/** A quote form described as data: the engine renders, validates and stores any such config. */
export type ProductId =
  | "borrower"
  | "vehiclesPremium"
  | "vehiclesStandard"
  | "vehiclesNoLicence"
  | "healthCompany"
  | "healthSenior"
  | "healthFamily";

export type FieldOption = { value: string; labelKey: string };

type FieldBase = { name: string; labelKey: string; hintKey?: string };

export type Field =
  /** A positive amount in euros (the borrower's loan). */
  | (FieldBase & { kind: "amount"; placeholder: string; max: number })
  /** One choice among a few, shown as radio cards. */
  | (FieldBase & { kind: "choice"; options: FieldOption[] })
  /** At least one among several, shown as checkbox cards; `preselected` starts ticked. */
  | (FieldBase & { kind: "multi"; options: FieldOption[]; preselected?: string[] })
  | (FieldBase & { kind: "text"; autoComplete: string; maxLength: number })
  /** Free text over several lines (a question), shown as a text area; line breaks are kept as spaces. */
  | (FieldBase & { kind: "longText"; maxLength: number })
  | (FieldBase & { kind: "email" })
  | (FieldBase & { kind: "phone" });

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

export type Answers = Record<string, string | string[]>;
