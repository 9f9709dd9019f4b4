import { SITE_PATHS } from "~/paths/site";
import type { ProductConfig } from "../types";
import { contactStep } from "./contact-step";

export const vehiclesPremium: ProductConfig = {
  id: "vehiclesPremium",
  path: SITE_PATHS.vehiclesPremiumQuote,
  nameKey: "quote.vehiclesPremium.name",
  titleKey: "quote.vehiclesPremium.title",
  subtitleKey: "quote.vehiclesPremium.subtitle",
  steps: [
    {
      titleKey: "quote.vehiclesPremium.step1",
      requiredMessageKey: "quote.vehiclesPremium.errors.step1",
      fields: [
        {
          name: "marque",
          kind: "choice",
          labelKey: "quote.vehiclesPremium.marque",
          options: [
            { value: "mercedes", labelKey: "quote.vehiclesPremium.mercedes" },
            { value: "bmw", labelKey: "quote.vehiclesPremium.bmw" },
            { value: "audi", labelKey: "quote.vehiclesPremium.audi" },
            { value: "autre", labelKey: "quote.vehiclesPremium.autre" },
          ],
        },
      ],
    },
    {
      titleKey: "quote.vehiclesPremium.step2",
      requiredMessageKey: "quote.vehiclesPremium.errors.step2",
      fields: [
        {
          name: "garanties",
          kind: "multi",
          labelKey: "quote.vehiclesPremium.garanties",
          options: [
            { value: "conciergerie", labelKey: "quote.vehiclesPremium.conciergerie" },
            { value: "valeur-neuf", labelKey: "quote.vehiclesPremium.valeurNeuf" },
            { value: "international", labelKey: "quote.vehiclesPremium.international" },
            { value: "equipements", labelKey: "quote.vehiclesPremium.equipements" },
          ],
        },
      ],
    },
    contactStep(),
  ],
  successKey: "quote.success.premium",
};
