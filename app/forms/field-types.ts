/** A form field described as data: the engine renders, validates and stores any such field. */
export type FieldOption = { value: string; labelKey: string };

type FieldBase = { name: string; labelKey: string; hintKey?: string };

export type Field =
  /** A positive amount in euros (the borrower's loan). */
  | (FieldBase & { kind: "amount"; placeholder: string; max: number })
  /** A number within bounds (an age, a count, a coefficient): whole unless `decimals` allows two. */
  | (FieldBase & { kind: "number"; min: number; max: number; decimals?: boolean })
  /** One choice among a few, shown as radio cards. */
  | (FieldBase & { kind: "choice"; options: FieldOption[] })
  /** At least one among several, shown as checkbox cards; `preselected` starts ticked. */
  | (FieldBase & { kind: "multi"; options: FieldOption[]; preselected?: string[] })
  | (FieldBase & { kind: "text"; autoComplete: string; maxLength: number; minLength?: number })
  /** A French registration plate: "AB-123-CD" (SIV, since 2009) or "123 ABC 45" (FNI, before), stored in that form. */
  | (FieldBase & { kind: "registration" })
  /** Free text over several lines (a question), shown as a text area; line breaks are kept as spaces. */
  | (FieldBase & { kind: "longText"; maxLength: number })
  | (FieldBase & { kind: "email" })
  | (FieldBase & { kind: "phone" });

/** What a person answered, field by field: lists for multiple choices. */
export type Answers = Record<string, string | string[]>;

/** A form's inputs as the schemas read them (absent fields are undefined). */
export type RawInput = Record<string, string | string[] | undefined>;

/** Message keys: one for the form (`notice`), one per field at fault. */
export type FieldErrors = { notice: string; fields: Record<string, string> };
