import type { Guarantee } from "~/server/contracts/contract-types";

/** One option as staff build it: a catalogue product at a price (cents), what it covers and excludes. */
export type OfferOptionInput = {
  catalogueProductId: string;
  monthlyPremiumCents: number;
  annualPremiumCents: number;
  /** Null when the product has no excess. */
  excessCents: number | null;
  guarantees: Guarantee[] | string[];
  exclusions: string;
};

/** Euros as typed ("42", "42,50", "1 250 €") in cents; null when it is not an amount. */
export function eurosToCents(input: string): number | null {
  const compact = input.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact) * 100);
}
