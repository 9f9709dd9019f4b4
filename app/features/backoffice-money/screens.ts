import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * The money in the back office's menu (issue 43): the collection files and the bank's rejects,
 * and the commissions, are an admin's (they move the broker's money and read its accounts); the
 * unpaid premiums, reminders to customers, are every adviser's work.
 */
export const COLLECTIONS_SCREEN = {
  path: STAFF_PATHS.collections,
  label: "staff.nav.collections",
  role: "admin",
  group: "work",
  order: 40,
} as const satisfies StaffScreen;

export const UNPAID_SCREEN = {
  path: STAFF_PATHS.unpaid,
  label: "staff.nav.unpaid",
  role: "adviser",
  group: "work",
  order: 41,
} as const satisfies StaffScreen;

export const COMMISSIONS_SCREEN = {
  path: STAFF_PATHS.commissions,
  label: "staff.nav.commissions",
  role: "admin",
  group: "work",
  order: 42,
} as const satisfies StaffScreen;

/** The month's report as CSV: no page of the menu, declared for its role. */
export const COMMISSIONS_EXPORT_SCREEN = {
  path: STAFF_PATHS.commissionsExport,
  label: "staff.nav.commissions",
  role: "admin",
  group: "work",
  order: 43,
  inMenu: false,
} as const satisfies StaffScreen;

export const MONEY_SCREENS: StaffScreen[] = [
  COLLECTIONS_SCREEN,
  UNPAID_SCREEN,
  COMMISSIONS_SCREEN,
  COMMISSIONS_EXPORT_SCREEN,
];
