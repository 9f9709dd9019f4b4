import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * The GDPR register (issue 26) in the back office's menu: admins only. Its entries name people
 * who asked to see or erase their data, and from it an admin exports or erases everything held
 * about someone; the retention report and the consent log hang off it and ask the same role.
 */
export const PRIVACY_SCREEN = {
  path: STAFF_PATHS.privacy,
  label: "staff.nav.privacy",
  role: "admin",
  group: "admin",
  order: 40,
} as const satisfies StaffScreen;

export const PRIVACY_SCREENS: StaffScreen[] = [PRIVACY_SCREEN];
