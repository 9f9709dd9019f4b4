import { SITE_PATHS } from "~/paths/site";
import type { ProductConfig } from "../types";
import { contactStep } from "./contact-step";

export const vehiclesNoLicence: ProductConfig = {
  id: "vehiclesNoLicence",
  path: SITE_PATHS.vehiclesNoLicence,
  nameKey: "quote.vehiclesNoLicence.name",
  titleKey: "quote.vehiclesNoLicence.title",
  subtitleKey: "quote.vehiclesNoLicence.subtitle",
  steps: [
    {
      titleKey: "quote.vehiclesNoLicence.step1",
      requiredMessageKey: "quote.vehiclesNoLicence.errors.step1",
      fields: [
        {
          name: "situation",
          kind: "choice",
          labelKey: "quote.vehiclesNoLicence.situation",
          options: [
            { value: "jeune", labelKey: "quote.vehiclesNoLicence.jeune" },
            { value: "suspension", labelKey: "quote.vehiclesNoLicence.suspension" },
            { value: "mobilite", labelKey: "quote.vehiclesNoLicence.mobilite" },
            { value: "autre", labelKey: "quote.vehiclesNoLicence.autre" },
          ],
        },
      ],
    },
    {
      titleKey: "quote.vehiclesNoLicence.step2",
      requiredMessageKey: "quote.vehiclesNoLicence.errors.step2",
      fields: [
        {
          name: "typeVehicule",
          kind: "multi",
          labelKey: "quote.vehiclesNoLicence.typeVehicule",
          options: [
            { value: "quadricycle", labelKey: "quote.vehiclesNoLicence.quadricycle" },
            { value: "voiturette", labelKey: "quote.vehiclesNoLicence.voiturette" },
            { value: "electrique", labelKey: "quote.vehiclesNoLicence.electrique" },
            { value: "utilitaire", labelKey: "quote.vehiclesNoLicence.utilitaire" },
          ],
        },
      ],
    },
    contactStep(),
  ],
  successKey: "quote.success.standard",
};
