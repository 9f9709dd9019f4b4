/** One gift every 3 referrals (spec §9). */
export const REFERRALS_PER_GIFT = 3;

export type SponsorshipFigures = {
  referrals: number;
  /** Gifts received: floor(referrals / 3). */
  gifts: number;
  /** Referrals counted towards the next gift: referrals mod 3 (the ring shows progress / 3). */
  progress: number;
  /** Still needed for the next gift: 3 - progress (never 0: a completed ring is a gift). */
  toNextGift: number;
  /** The ring's fill, 0 to 1 (exclusive). */
  ringFill: number;
  /** Euro cents saved: gifts × the amount per gift of the site configuration. */
  savedCents: number;
};

/** The spec's sample: 7 referrals → 2 gifts, 1 of 3 on the ring, 2 to go, 150 € at 75 € a gift. */
export function sponsorshipFigures(referrals: number, giftCents: number): SponsorshipFigures {
  if (!Number.isInteger(referrals) || referrals < 0) throw new RangeError(`bad referral count: ${referrals}`);
  const gifts = Math.floor(referrals / REFERRALS_PER_GIFT);
  const progress = referrals % REFERRALS_PER_GIFT;
  return {
    referrals,
    gifts,
    progress,
    toNextGift: REFERRALS_PER_GIFT - progress,
    ringFill: progress / REFERRALS_PER_GIFT,
    savedCents: gifts * giftCents,
  };
}
