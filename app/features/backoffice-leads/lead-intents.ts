import type { StaffRole } from "~/server/auth/roles";

/**
 * Every change staff make to leads (the form field `intent` of the list, the board and the lead
 * page), with the least role that may make it (docs/decisions/0023). handleLeadAction refuses
 * anyone below it with a 403, the screens hide what the reader may not do, and the authorization
 * test probes every admin-only intent as an adviser.
 */
export const LEAD_INTENT_ROLES = {
  status: "adviser",
  assign: "adviser",
  note: "adviser",
  call: "adviser",
  convert: "adviser",
  /** New leads go to advisers in turn: an office-wide setting. */
  roundRobin: "admin",
} as const satisfies Record<string, StaffRole>;

export type LeadIntent = keyof typeof LEAD_INTENT_ROLES;

/** The role an intent needs; an unknown intent needs none here (it is refused as a bad request). */
export function leadIntentRole(intent: string): StaffRole | undefined {
  return Object.hasOwn(LEAD_INTENT_ROLES, intent) ? LEAD_INTENT_ROLES[intent as LeadIntent] : undefined;
}
