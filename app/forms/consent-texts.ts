import type { Translate } from "~/i18n/translate";

/** Who collects the data: named in the callback consent. */
export type Broker = { brandName: string; oriasNumber: string | null };

/**
 * The exact consent wording, shown beside the boxes (consent-boxes.tsx) and stored with the lead
 * as proof: one function, so what is stored is what was shown.
 */
export function consentTexts(t: Translate, broker: Broker) {
  return {
    privacy: t("forms.consent.privacy"),
    callback: t("forms.consent.callback", {
      brand: broker.brandName,
      orias: broker.oriasNumber ?? t("common.toBeCompleted"),
    }),
  };
}
