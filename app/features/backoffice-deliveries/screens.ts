import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * The deliveries monitor (issue 26) in the back office's menu (app/backoffice-nav.ts): admins
 * only, as replaying a message sends it again to a customer or a partner's system.
 */
export const DELIVERIES_SCREEN = {
  path: STAFF_PATHS.deliveries,
  label: "staff.nav.deliveries",
  role: "admin",
  group: "admin",
  order: 30,
} as const satisfies StaffScreen;

export const DELIVERIES_SCREENS: StaffScreen[] = [DELIVERIES_SCREEN];
