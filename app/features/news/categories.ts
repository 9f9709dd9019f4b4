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
    quotePath: "/vehicules-standard",
  },
  health: { badge: "bg-teal-soft text-teal", tint: "fill-teal-soft", accent: "fill-teal", quotePath: "/sante-senior" },
  autoPremium: {
    badge: "bg-ink text-gold-soft",
    tint: "fill-sand",
    accent: "fill-ink",
    quotePath: "/vehicules-premium-v2",
  },
  borrower: {
    badge: "bg-gold-soft text-gold-strong",
    tint: "fill-gold-soft",
    accent: "fill-gold-strong",
    quotePath: "/assurance-emprunteur-v2",
  },
  healthCompany: {
    badge: "bg-azure-soft text-azure",
    tint: "fill-azure-soft",
    accent: "fill-azure",
    quotePath: "/sante-entreprise-v2",
  },
  healthSenior: {
    badge: "bg-plum-soft text-plum",
    tint: "fill-plum-soft",
    accent: "fill-plum",
    quotePath: "/sante-senior",
  },
};
