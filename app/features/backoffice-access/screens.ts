import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/** Running the office: admins only, in the menu (app/backoffice-nav.ts) as in their routes' guards. */
export const TEAM_SCREEN = {
  path: STAFF_PATHS.team,
  label: "staff.nav.team",
  role: "admin",
  group: "admin",
  order: 10,
} as const satisfies StaffScreen;

export const JOURNAL_SCREEN = {
  path: STAFF_PATHS.journal,
  label: "staff.nav.journal",
  role: "admin",
  group: "admin",
  order: 20,
} as const satisfies StaffScreen;

export const ACCESS_SCREENS: StaffScreen[] = [TEAM_SCREEN, JOURNAL_SCREEN];
