/**
 * A SEPA mandate's life (issue 43): made "awaitingSignature" with its signature request; signed,
 * it is "active" (the only status debits are taken under); the customer declines it, its request
 * expires or a newer account's mandate is made before it was signed ("declined", "expired");
 * an active mandate is "revoked" when a newer one is signed, or by staff with a reason.
 */
export const MANDATE_STATUSES = ["awaitingSignature", "active", "revoked", "declined", "expired"] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export const MANDATE_STATUS_CAUSES = [
  "signed",
  "signatureDeclined",
  "signatureExpired",
  "superseded",
  "replaced",
  "staffDecision",
] as const;
export type MandateStatusCause = (typeof MANDATE_STATUS_CAUSES)[number];

/** Which status may follow which, and why: the only changes mandates.server.ts makes. */
export const MANDATE_STATUS_TRANSITIONS = {
  awaitingSignature: {
    active: ["signed"],
    declined: ["signatureDeclined"],
    expired: ["signatureExpired", "superseded", "staffDecision"],
  },
  active: { revoked: ["replaced", "staffDecision"] },
  revoked: {},
  declined: {},
  expired: {},
} as const satisfies Record<MandateStatus, Partial<Record<MandateStatus, readonly MandateStatusCause[]>>>;

export function mayChangeMandateStatus(from: MandateStatus, to: MandateStatus, cause: MandateStatusCause) {
  const next: Partial<Record<MandateStatus, readonly MandateStatusCause[]>> = MANDATE_STATUS_TRANSITIONS[from];
  return next[to]?.includes(cause) ?? false;
}

/** Statuses nothing moves a mandate out of. */
export const isFinalMandateStatus = (status: MandateStatus) =>
  Object.keys(MANDATE_STATUS_TRANSITIONS[status]).length === 0;
