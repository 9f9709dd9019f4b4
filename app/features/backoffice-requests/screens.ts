import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * The inbox of customer requests in the back office's menu (app/backoffice-nav.ts): every member
 * of staff answers customers (a small team). A request's page and its files ask for the same role.
 */
export const REQUESTS_SCREEN = {
  path: STAFF_PATHS.requests,
  label: "staff.nav.requests",
  role: "adviser",
  group: "work",
  order: 25,
} as const satisfies StaffScreen;

export const REQUESTS_SCREENS: StaffScreen[] = [REQUESTS_SCREEN];
