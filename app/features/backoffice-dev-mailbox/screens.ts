import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * The dev mailbox (issue 26) in the back office's menu: admins only, as it holds every e-mail the
 * site would have sent (sign-in codes and reset links included).
 */
export const DEV_MAILBOX_SCREEN = {
  path: STAFF_PATHS.devMailbox,
  label: "staff.nav.devMailbox",
  role: "admin",
  group: "admin",
  order: 50,
} as const satisfies StaffScreen;

export const DEV_MAILBOX_SCREENS: StaffScreen[] = [DEV_MAILBOX_SCREEN];
