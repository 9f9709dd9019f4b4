import { SITE_PATHS } from "~/paths/site";
import type { ProductConfig } from "../types";
import { contactStep } from "./contact-step";

export const healthSenior: ProductConfig = {
  id: "healthSenior",
  path: SITE_PATHS.healthSenior,
  nameKey: "quote.healthSenior.name",
  titleKey: "quote.healthSenior.title",
  subtitleKey: "quote.healthSenior.subtitle",
  steps: [
    {
      titleKey: "quote.healthSenior.step1",
      requiredMessageKey: "quote.errors.selectSituation",
      fields: [
        {
          name: "situation",
          kind: "choice",
          labelKey: "quote.healthSenior.situation",
          options: [
            { value: "celibataire", labelKey: "quote.healthSenior.celibataire" },
            { value: "couple", labelKey: "quote.healthSenior.couple" },
          ],
        },
      ],
    },
    {
      titleKey: "quote.healthSenior.step2",
      requiredMessageKey: "quote.errors.selectOption",
      fields: [
        {
          name: "couverture",
          kind: "multi",
          labelKey: "quote.healthSenior.couverture",
          options: [
            { value: "hospitalisation", labelKey: "quote.healthSenior.hospitalisation" },
            { value: "optique", labelKey: "quote.healthSenior.optique" },
            { value: "dentaire", labelKey: "quote.healthSenior.dentaire" },
            { value: "medecine", labelKey: "quote.healthSenior.medecine" },
          ],
        },
      ],
    },
    contactStep(),
  ],
  successKey: "quote.success.translated",
};
