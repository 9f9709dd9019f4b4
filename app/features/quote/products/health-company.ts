import { SITE_PATHS } from "~/paths/site";
import type { ProductConfig } from "../types";
import { contactStep } from "./contact-step";

export const healthCompany: ProductConfig = {
  id: "healthCompany",
  path: SITE_PATHS.healthCompanyQuote,
  nameKey: "quote.healthCompany.name",
  titleKey: "quote.healthCompany.title",
  subtitleKey: "quote.healthCompany.subtitle",
  steps: [
    {
      titleKey: "quote.healthCompany.step1",
      requiredMessageKey: "quote.healthCompany.errors.step1",
      fields: [
        {
          name: "effectif",
          kind: "choice",
          labelKey: "quote.healthCompany.effectif",
          options: [
            { value: "1-10", labelKey: "quote.healthCompany.effectif1" },
            { value: "11-50", labelKey: "quote.healthCompany.effectif11" },
            { value: "50+", labelKey: "quote.healthCompany.effectif50" },
          ],
        },
      ],
    },
    {
      titleKey: "quote.healthCompany.step2",
      requiredMessageKey: "quote.healthCompany.errors.step2",
      fields: [
        {
          name: "couverture",
          kind: "multi",
          labelKey: "quote.healthCompany.couverture",
          options: [
            { value: "base", labelKey: "quote.healthCompany.base" },
            { value: "optique", labelKey: "quote.healthCompany.optique" },
            { value: "dentaire", labelKey: "quote.healthCompany.dentaire" },
            { value: "prevention", labelKey: "quote.healthCompany.prevention" },
          ],
        },
      ],
    },
    contactStep({ company: true }),
  ],
  successKey: "quote.success.standard",
};
