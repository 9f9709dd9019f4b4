import { SITE_PATHS } from "~/paths/site";
import type { ProductConfig } from "../types";
import { contactStep } from "./contact-step";

export const healthFamily: ProductConfig = {
  id: "healthFamily",
  path: SITE_PATHS.healthFamily,
  nameKey: "quote.healthFamily.name",
  titleKey: "quote.healthFamily.title",
  subtitleKey: "quote.healthFamily.subtitle",
  steps: [
    {
      titleKey: "quote.healthFamily.step1",
      requiredMessageKey: "quote.errors.selectChoice",
      fields: [
        {
          name: "nombreEnfants",
          kind: "choice",
          labelKey: "quote.healthFamily.nombreEnfants",
          options: [
            { value: "1", labelKey: "quote.healthFamily.enfants1" },
            { value: "2", labelKey: "quote.healthFamily.enfants2" },
            { value: "3+", labelKey: "quote.healthFamily.enfants3" },
          ],
        },
      ],
    },
    {
      titleKey: "quote.healthFamily.step2",
      requiredMessageKey: "quote.errors.selectOption",
      fields: [
        {
          name: "couverture",
          kind: "multi",
          labelKey: "quote.healthFamily.couverture",
          options: [
            { value: "pediatrie", labelKey: "quote.healthFamily.pediatrie" },
            { value: "orthodontie", labelKey: "quote.healthFamily.orthodontie" },
            { value: "optique", labelKey: "quote.healthFamily.optique" },
            { value: "psychologie", labelKey: "quote.healthFamily.psychologie" },
          ],
        },
      ],
    },
    contactStep(),
  ],
  successKey: "quote.success.translated",
};
