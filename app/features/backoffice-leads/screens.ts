import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * The leads' screens in the back office's menu (app/backoffice-nav.ts), and the role their routes
 * ask for: every member of staff works the leads. The lead page and the CSV export belong to the
 * list and ask for its role.
 */
export const DASHBOARD_SCREEN = {
  path: STAFF_PATHS.home,
  label: "staff.nav.dashboard",
  role: "adviser",
  group: "work",
  order: 10,
  exact: true,
} as const satisfies StaffScreen;

export const LEADS_SCREEN = {
  path: STAFF_PATHS.leads,
  label: "staff.nav.leads",
  role: "adviser",
  group: "work",
  order: 20,
  exact: true,
} as const satisfies StaffScreen;

export const PIPELINE_SCREEN = {
  path: STAFF_PATHS.pipeline,
  label: "staff.nav.pipeline",
  role: "adviser",
  group: "work",
  order: 30,
  exact: true,
} as const satisfies StaffScreen;

export const LEADS_SCREENS: StaffScreen[] = [DASHBOARD_SCREEN, LEADS_SCREEN, PIPELINE_SCREEN];
