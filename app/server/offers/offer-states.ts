/**
 * An offer's ("proposition") life, as data every side shares: the back office, the customer's
 * area, the PDFs. No server code here: the browser reads these lists to pick labels.
 */

/** On screen: Brouillon, Envoyée, Signée, Refusée, Expirée, Remplacée, Retirée. */
export const OFFER_STATUSES = ["draft", "sent", "signed", "declined", "expired", "replaced", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * Who moves an offer: staff (send, replace, withdraw), the customer (sign, decline, through the
 * signatures module) or the system (the validity runs out).
 */
export const OFFER_STATUS_CAUSES = ["staff", "customer", "system"] as const;
export type OfferStatusCause = (typeof OFFER_STATUS_CAUSES)[number];

/**
 * Which status may follow which, and who may cause it: the only changes offer-status.server.ts
 * makes. A draft is sent or withdrawn; a sent offer ends once, signed or declined by the
 * customer, expired by the clock, replaced by its next version or withdrawn by staff. Every end
 * is final: the offer stays in the file as it ended.
 */
export const OFFER_STATUS_TRANSITIONS = {
  draft: { sent: ["staff"], withdrawn: ["staff"] },
  sent: {
    signed: ["customer"],
    declined: ["customer"],
    expired: ["system"],
    replaced: ["staff"],
    withdrawn: ["staff"],
  },
  signed: {},
  declined: {},
  expired: {},
  replaced: {},
  withdrawn: {},
} as const satisfies Record<OfferStatus, Partial<Record<OfferStatus, readonly OfferStatusCause[]>>>;

export function mayChangeOfferStatus(from: OfferStatus, to: OfferStatus, cause: OfferStatusCause) {
  const next: Partial<Record<OfferStatus, readonly OfferStatusCause[]>> = OFFER_STATUS_TRANSITIONS[from];
  return next[to]?.includes(cause) ?? false;
}

/** An offer that can still change or be answered. */
export function isOpenOffer(status: OfferStatus) {
  return status === "draft" || status === "sent";
}

/** An offer holds one to three options, side by side. */
export const OFFER_OPTIONS_MAX = 3;
/** How long a sent offer can be signed, unless staff say otherwise. */
export const OFFER_VALIDITY_DAYS = 30;
export const OFFER_VALIDITY_MAX_DAYS = 90;

/** Premiums staff may type, in cents: 1 € to 10 000 € a month, 1 € to 120 000 € a year. */
export const PREMIUM_LIMITS = {
  monthlyMin: 100,
  monthlyMax: 1_000_000,
  annualMin: 100,
  annualMax: 12_000_000,
  excessMax: 10_000_000,
} as const;
