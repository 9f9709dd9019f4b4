import type { Field } from "~/forms/field-types";
import type { Step } from "../types";

const NAME_MAX = 100;

/** The last step of every form: who to call back. Company health asks for the company, not the first name. */
export function contactStep({ company = false } = {}): Step {
  const fields: Field[] = [];
  if (company) {
    fields.push({
      name: "entreprise",
      kind: "text",
      labelKey: "forms.fields.entreprise",
      autoComplete: "organization",
      maxLength: 150,
    });
  }
  fields.push({
    name: "nom",
    kind: "text",
    labelKey: "forms.fields.nom",
    autoComplete: "family-name",
    maxLength: NAME_MAX,
  });
  if (!company) {
    fields.push({
      name: "prenom",
      kind: "text",
      labelKey: "forms.fields.prenom",
      autoComplete: "given-name",
      maxLength: NAME_MAX,
    });
  }
  fields.push({ name: "email", kind: "email", labelKey: "forms.fields.email" });
  // Loi n° 2025-594: where a phone number is asked, the person reads that sales calls need their prior consent.
  fields.push({
    name: "telephone",
    kind: "phone",
    labelKey: "forms.fields.telephone",
    hintKey: "forms.hints.phoneSalesCalls",
  });
  return { titleKey: "quote.steps.contact", fields, requiredMessageKey: "quote.errors.fillAll" };
}
