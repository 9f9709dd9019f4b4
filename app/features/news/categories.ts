import { SITE_PATHS } from "~/paths/site";
/** The six news categories (spec §3), each with its colour scheme and the quote form of its topic (PRODUCT.md 14). */
export const CATEGORY_IDS = ["savings", "health", "autoPremium", "borrower", "healthCompany", "healthSenior"] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

type Category = {
  /** Badge classes: text/background pairs from the theme tokens, all AA. */
  badge: string;
  /** Illustration backdrop and accent. */
  tint: string;
  accent: string;
  quotePath: string;
};

export const CATEGORIES: Record<CategoryId, Category> = {
  savings: {
    badge: "bg-success-soft text-success",
    tint: "fill-success-soft",
    accent: "fill-success",
    quotePath: SITE_PATHS.vehiclesStandard,
  },
  health: {
    badge: "bg-teal-soft text-teal",
    tint: "fill-teal-soft",
    accent: "fill-teal",
    quotePath: SITE_PATHS.healthSenior,
  },
  autoPremium: {
    badge: "bg-ink text-gold-soft",
    tint: "fill-sand",
    accent: "fill-ink",
    quotePath: SITE_PATHS.vehiclesPremiumQuote,
  },
  borrower: {
    badge: "bg-gold-soft text-gold-strong",
    tint: "fill-gold-soft",
    accent: "fill-gold-strong",
    quotePath: SITE_PATHS.borrowerQuote,
  },
  healthCompany: {
    badge: "bg-azure-soft text-azure",
    tint: "fill-azure-soft",
    accent: "fill-azure",
    quotePath: SITE_PATHS.healthCompanyQuote,
  },
  healthSenior: {
    badge: "bg-plum-soft text-plum",
    tint: "fill-plum-soft",
    accent: "fill-plum",
    quotePath: SITE_PATHS.healthSenior,
  },
};
