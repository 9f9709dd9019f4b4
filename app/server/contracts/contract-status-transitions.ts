import type { ContractStatus } from "./contract-types";

/**
 * Why a contract's status changes: a customer asks to cancel (the area or the public form), staff
 * refuse that cancellation, a handled cancellation reaches its effect date, or staff decide (with
 * a reason they write), an offer is signed (its contract runs at once when it starts today or
 * before) or a signed offer's start date comes (the daily job). Each contract event of kind "status" names its cause.
 */
export const CONTRACT_STATUS_CAUSES = [
  "cancellationRequested",
  "cancellationRefused",
  "cancellationTakesEffect",
  "staffDecision",
  "offerSigned",
  "startDateReached",
] as const;
export type ContractStatusCause = (typeof CONTRACT_STATUS_CAUSES)[number];

/**
 * Which status may follow which, and for which causes: the only changes contract-status.server.ts
 * makes. A status never follows itself. Staff may correct any status (a record put right, a
 * suspension for unpaid premiums); the customer's own cancellation starts only from a running
 * contract, and only a contract being cancelled can be given back or ended by its request.
 */
export const CONTRACT_STATUS_TRANSITIONS = {
  active: {
    cancelling: ["cancellationRequested", "staffDecision"],
    cancelled: ["staffDecision"],
    suspended: ["staffDecision"],
  },
  cancelling: {
    active: ["cancellationRefused", "staffDecision"],
    cancelled: ["cancellationTakesEffect", "staffDecision"],
    suspended: ["staffDecision"],
  },
  cancelled: {
    active: ["staffDecision"],
    cancelling: ["staffDecision"],
    suspended: ["staffDecision"],
  },
  suspended: {
    active: ["staffDecision"],
    cancelling: ["staffDecision"],
    cancelled: ["staffDecision"],
  },
  // A signed offer's contract waits for its start date; it runs only with its advice file
  // (contract-status.server.ts checks it) and may be called off (a renunciation) before.
  pending: {
    active: ["offerSigned", "startDateReached", "staffDecision"],
    cancelled: ["staffDecision"],
  },
} as const satisfies Record<ContractStatus, Partial<Record<ContractStatus, readonly ContractStatusCause[]>>>;

/** Whether `cause` may move a contract from `from` to `to`. */
export function mayChangeContractStatus(from: ContractStatus, to: ContractStatus, cause: ContractStatusCause) {
  const next: Partial<Record<ContractStatus, readonly ContractStatusCause[]>> = CONTRACT_STATUS_TRANSITIONS[from];
  return next[to]?.includes(cause) ?? false;
}
