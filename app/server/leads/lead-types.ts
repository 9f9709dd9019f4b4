/** Where a lead came from (PRODUCT.md 7): first and last touch, referral code, page, language. */
export type LeadSource = {
  page: string;
  referrer: string | null;
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  referralCode: string | null;
  lang: string;
};
export type Touch = {
  at: string;
  landing: string;
  referrer: string | null;
  utm: Partial<Record<"source" | "medium" | "campaign" | "term" | "content", string>>;
};

/** The exact words the person agreed to, and when (proof of consent). */
export type LeadConsents = {
  privacy: { text: string; at: string };
  callback: { given: boolean; text: string; at: string };
};
