import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * The concierge's unanswered questions (issue 26), so the knowledge base grows from what
 * prospects really ask: admins, who edit that knowledge base.
 */
export const UNANSWERED_SCREEN = {
  path: STAFF_PATHS.unanswered,
  label: "staff.nav.unanswered",
  role: "admin",
  group: "admin",
  order: 60,
} as const satisfies StaffScreen;

export const UNANSWERED_SCREENS: StaffScreen[] = [UNANSWERED_SCREEN];
