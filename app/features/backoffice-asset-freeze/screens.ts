import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * The national register of asset freezes (issue 44; CMF L562-4): its version, the possible
 * matches to decide, the screening log. Admins: they decide, and the log names customers.
 */
export const ASSET_FREEZE_SCREEN = {
  path: STAFF_PATHS.assetFreeze,
  label: "staff.nav.assetFreeze",
  role: "admin",
  group: "admin",
  order: 65,
} as const satisfies StaffScreen;

export const ASSET_FREEZE_SCREENS: StaffScreen[] = [ASSET_FREEZE_SCREEN];
