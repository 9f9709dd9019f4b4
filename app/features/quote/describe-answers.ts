import type { Translate } from "~/i18n/translate";
import type { Answers, ProductConfig } from "./types";

export type AnswerLine = { label: string; value: string };

/** The product answers in words (labels of the chosen options, amounts formatted), for people to read. */
export function describeAnswers(config: ProductConfig, answers: Answers, t: Translate, locale: string): AnswerLine[] {
  const lines: AnswerLine[] = [];
  for (const step of config.steps.slice(0, -1)) {
    for (const field of step.fields) {
      const raw = answers[field.name];
      if (raw === undefined) continue;
      const values = Array.isArray(raw) ? raw : [raw];
      let value: string;
      if (field.kind === "amount") {
        value = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(
          Number(raw),
        );
      } else if (field.kind === "choice" || field.kind === "multi") {
        value = values.map((v) => t(field.options.find((option) => option.value === v)?.labelKey ?? v)).join(", ");
      } else {
        value = values.join(", ");
      }
      lines.push({ label: t(field.labelKey), value });
    }
  }
  return lines;
}
