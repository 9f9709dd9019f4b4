import type { Translate } from "~/i18n/translate";

type Broker = { brandName: string; oriasNumber: string | null };

/** The exact consent wording shown beside the boxes, also stored with the lead as proof. */
export function consentTexts(t: Translate, broker: Broker) {
  return {
    privacy: t("quote.consent.privacy"),
    callback: t("quote.consent.callback", {
      brand: broker.brandName,
      orias: broker.oriasNumber ?? t("common.toBeCompleted"),
    }),
  };
}
