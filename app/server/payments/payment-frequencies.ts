/**
 * How often a schedule debits (issue 43), and how many months apart. No imports: the screens
 * (staff's schedule form) and the schema read it.
 */
export const PAYMENT_FREQUENCIES = ["monthly", "quarterly", "halfYearly", "yearly"] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const MONTHS_BETWEEN: Record<PaymentFrequency, number> = {
  monthly: 1,
  quarterly: 3,
  halfYearly: 6,
  yearly: 12,
};
