import { SITE_PATHS } from "~/paths/site";
import type { ProductConfig } from "../types";
import { contactStep } from "./contact-step";

export const vehiclesStandard: ProductConfig = {
  id: "vehiclesStandard",
  path: SITE_PATHS.vehiclesStandard,
  nameKey: "quote.vehiclesStandard.name",
  titleKey: "quote.vehiclesStandard.title",
  subtitleKey: "quote.vehiclesStandard.subtitle",
  steps: [
    {
      titleKey: "quote.vehiclesStandard.step1",
      requiredMessageKey: "quote.errors.selectChoice",
      fields: [
        {
          name: "typeVehicule",
          kind: "choice",
          labelKey: "quote.vehiclesStandard.typeVehicule",
          options: [
            { value: "citadine", labelKey: "quote.vehiclesStandard.citadine" },
            { value: "berline", labelKey: "quote.vehiclesStandard.berline" },
            { value: "suv", labelKey: "quote.vehiclesStandard.suv" },
            { value: "utilitaire", labelKey: "quote.vehiclesStandard.utilitaire" },
          ],
        },
      ],
    },
    {
      titleKey: "quote.vehiclesStandard.step2",
      requiredMessageKey: "quote.errors.selectOption",
      fields: [
        {
          name: "garanties",
          kind: "multi",
          labelKey: "quote.vehiclesStandard.garanties",
          // Civil liability is compulsory for every vehicle in France: ticked from the start.
          preselected: ["responsabilite"],
          options: [
            { value: "responsabilite", labelKey: "quote.vehiclesStandard.responsabilite" },
            { value: "collision", labelKey: "quote.vehiclesStandard.collision" },
            { value: "vol", labelKey: "quote.vehiclesStandard.vol" },
            { value: "assistance", labelKey: "quote.vehiclesStandard.assistance" },
          ],
        },
      ],
    },
    contactStep(),
  ],
  successKey: "quote.success.translated",
};
