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

/**
 * The inbox's filtered requests and the complaints register, as CSV: a file of every customer's
 * requests leaves the office, so only admins take it (issue 24). No page of the menu.
 */
export const REQUESTS_EXPORT_SCREEN = {
  path: STAFF_PATHS.requestsExport,
  label: "staff.nav.requestsExport",
  role: "admin",
  group: "admin",
  order: 90,
  inMenu: false,
} as const satisfies StaffScreen;

export const COMPLAINTS_REGISTER_SCREEN = {
  path: STAFF_PATHS.complaintsRegister,
  label: "staff.nav.complaintsRegister",
  role: "admin",
  group: "admin",
  order: 91,
  inMenu: false,
} as const satisfies StaffScreen;

export const REQUESTS_SCREENS: StaffScreen[] = [REQUESTS_SCREEN, REQUESTS_EXPORT_SCREEN, COMPLAINTS_REGISTER_SCREEN];
