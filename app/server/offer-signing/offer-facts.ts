import type { Field } from "~/forms/field-types";
import type { Translate } from "~/i18n/translate";
import type { NeedsQuestionnaire } from "~/server/offers/needs-questionnaires";

/** A needs answer in words: choices by their labels, amounts in euros, the rest as typed. */
function answerInWords(
  field: Field,
  value: string | string[] | undefined,
  t: Translate,
  euros: (cents: number) => string,
) {
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return null;
  const values = Array.isArray(value) ? value : [value];
  if (field.kind === "choice" || field.kind === "multi") {
    const labels = values.map((one) => {
      const option = field.options.find((candidate) => candidate.value === one);
      return option ? t(option.labelKey) : one;
    });
    return labels.join(", ");
  }
  if (field.kind === "amount") {
    const number = Number(String(values[0]).replace(",", "."));
    return Number.isFinite(number) ? euros(Math.round(number * 100)) : String(values[0]);
  }
  return values.join(", ");
}

/** The customer's stated needs, field by field, as the offer's documents print them. */
export function needsRows(
  questionnaire: NeedsQuestionnaire,
  needs: Record<string, string | string[]>,
  t: Translate,
  euros: (cents: number) => string,
) {
  return questionnaire.fields.flatMap((field) => {
    const value = answerInWords(field, needs[field.name], t, euros);
    return value === null ? [] : [{ label: t(field.labelKey), value }];
  });
}
