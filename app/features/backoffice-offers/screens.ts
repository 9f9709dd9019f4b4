import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffRole } from "~/server/auth/roles";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * Offers (issue 42) are every adviser's work (their routes ask for the customer screens' role);
 * the catalogue is read by every member of staff and changed by admins only (its intents below).
 */
export const CATALOGUE_SCREEN = {
  path: STAFF_PATHS.catalogue,
  label: "staff.nav.catalogue",
  role: "adviser",
  group: "work",
  order: 37,
} as const satisfies StaffScreen;

export const OFFERS_SCREENS: StaffScreen[] = [CATALOGUE_SCREEN];

/** Every change to the catalogue (its forms' `intent`), admins only: advisers read it. */
export const CATALOGUE_INTENT_ROLES = {
  create: "admin",
  update: "admin",
  ipid: "admin",
  conditions: "admin",
  archive: "admin",
  restore: "admin",
  delete: "admin",
} as const satisfies Record<string, StaffRole>;
