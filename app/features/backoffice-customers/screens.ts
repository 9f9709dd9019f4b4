import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffRole } from "~/server/auth/roles";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * The customer file in the back office's menu (app/backoffice-nav.ts): every member of staff
 * keeps customers and contracts. A customer's page, their contracts and documents, and the new
 * customer form ask for the list's role.
 */
export const CUSTOMERS_SCREEN = {
  path: STAFF_PATHS.customers,
  label: "staff.nav.customers",
  role: "adviser",
  group: "work",
  order: 35,
} as const satisfies StaffScreen;

/** Contracts whose anniversary comes in the next 60 days. */
export const RENEWALS_SCREEN = {
  path: STAFF_PATHS.renewals,
  label: "staff.nav.renewals",
  role: "adviser",
  group: "work",
  order: 36,
} as const satisfies StaffScreen;

export const CUSTOMERS_SCREENS: StaffScreen[] = [CUSTOMERS_SCREEN, RENEWALS_SCREEN];

/**
 * Every change staff make on a customer's page (its forms' `intent`), with the least role that
 * may make it (docs/decisions/0023): closing or reopening an account is an admin's.
 */
export const CUSTOMER_INTENT_ROLES = {
  details: "adviser",
  adviser: "adviser",
  notify: "adviser",
  call: "adviser",
  // A RIB given by phone only sends the customer a mandate to sign; revoking one stops debits.
  bankDetails: "adviser",
  revokeMandate: "admin",
  deactivate: "admin",
  reactivate: "admin",
} as const satisfies Record<string, StaffRole>;

export type CustomerIntent = keyof typeof CUSTOMER_INTENT_ROLES;

export function customerIntentRole(intent: string): StaffRole | undefined {
  return Object.hasOwn(CUSTOMER_INTENT_ROLES, intent) ? CUSTOMER_INTENT_ROLES[intent as CustomerIntent] : undefined;
}
