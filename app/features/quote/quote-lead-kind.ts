import type { Answers } from "~/forms/field-types";
import type { Translate } from "~/i18n/translate";
import type { AnnouncedLeadKind, AnswerLine } from "~/server/leads/lead-kind";
import { PRODUCT_IDS, PRODUCTS } from "./products/registry";
import type { ProductConfig } from "./types";

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

/** A quote request: named after its product, answers described by the product's form. */
export function quoteLeadKind(config: ProductConfig): AnnouncedLeadKind {
  return {
    id: config.id,
    name: (t) => t(config.nameKey),
    describe: (answers, t, locale) => describeAnswers(config, answers, t, locale),
    confirmation: { subjectKey: "emails.confirmation.subject", introKey: "emails.confirmation.intro" },
  };
}

/** The seven products' kinds, as the lead-kind registry takes them (app/lead-kinds.server.ts). */
export const QUOTE_LEAD_KINDS = PRODUCT_IDS.map((id) => quoteLeadKind(PRODUCTS[id]));
