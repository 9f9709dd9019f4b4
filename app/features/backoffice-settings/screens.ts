import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * The site's settings (issue 26) in the back office's menu: admins only, as they change what
 * every visitor reads (the legal notice, the hours) and where partners' webhooks go.
 */
export const SETTINGS_SCREEN = {
  path: STAFF_PATHS.settings,
  label: "staff.nav.settings",
  role: "admin",
  group: "admin",
  order: 40,
} as const satisfies StaffScreen;

export const SETTINGS_SCREENS: StaffScreen[] = [SETTINGS_SCREEN];
