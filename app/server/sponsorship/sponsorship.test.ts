import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REFERRALS_PER_GIFT, sponsorshipFigures } from "./sponsorship";

describe("sponsorship figures", () => {
  it("gives the spec's sample: 7 referrals, 2 to the next gift, 150 € saved at 75 € a gift", () => {
    expect(sponsorshipFigures(7, 7500)).toEqual({
      referrals: 7,
      gifts: 2,
      progress: 1,
      toNextGift: 2,
      ringFill: 1 / 3,
      savedCents: 15_000,
    });
  });

  it("starts empty, and a third referral completes a gift and empties the ring", () => {
    expect(sponsorshipFigures(0, 7500)).toMatchObject({ gifts: 0, progress: 0, toNextGift: 3, savedCents: 0 });
    expect(sponsorshipFigures(2, 7500)).toMatchObject({ gifts: 0, progress: 2, toNextGift: 1, ringFill: 2 / 3 });
    expect(sponsorshipFigures(3, 7500)).toMatchObject({ gifts: 1, progress: 0, toNextGift: 3, ringFill: 0 });
  });

  it("keeps gifts = floor(n / 3) and ring = n mod 3 for any count", () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (n, gift) => {
        const f = sponsorshipFigures(n, gift);
        expect(f.gifts * REFERRALS_PER_GIFT + f.progress).toBe(n);
        expect(f.progress + f.toNextGift).toBe(REFERRALS_PER_GIFT);
        expect(f.ringFill).toBeGreaterThanOrEqual(0);
        expect(f.ringFill).toBeLessThan(1);
        expect(f.savedCents).toBe(f.gifts * gift);
      }),
    );
  });

  it("refuses a count that cannot be one", () => {
    expect(() => sponsorshipFigures(-1, 7500)).toThrow(RangeError);
    expect(() => sponsorshipFigures(1.5, 7500)).toThrow(RangeError);
  });
});
