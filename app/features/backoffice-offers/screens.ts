import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * Offers (issue 42) are every adviser's work; the catalogue is read by every member of staff and
 * changed by admins only (its actions ask for the admin role).
 */
export const OFFERS_ROLE = "adviser" as const;

export const CATALOGUE_SCREEN = {
  path: STAFF_PATHS.catalogue,
  label: "staff.nav.catalogue",
  role: "adviser",
  group: "work",
  order: 37,
} as const satisfies StaffScreen;

export const OFFERS_SCREENS: StaffScreen[] = [CATALOGUE_SCREEN];
