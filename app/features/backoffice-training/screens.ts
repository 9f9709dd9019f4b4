import { STAFF_PATHS } from "~/paths/backoffice";
import type { StaffScreen } from "~/server/auth/staff-screens";

/**
 * Continuing training (issue 44, DDA: 15 hours a year): each member of staff keeps their own
 * records and capacity documents; the team's year, the flags and the audit export are the admins'.
 */
export const TRAINING_SCREEN = {
  path: STAFF_PATHS.training,
  label: "staff.nav.training",
  role: "adviser",
  group: "work",
  order: 90,
} as const satisfies StaffScreen;

export const TEAM_TRAINING_SCREEN = {
  path: STAFF_PATHS.teamTraining,
  label: "staff.nav.teamTraining",
  role: "admin",
  group: "admin",
  order: 70,
} as const satisfies StaffScreen;

export const TRAINING_SCREENS: StaffScreen[] = [TRAINING_SCREEN, TEAM_TRAINING_SCREEN];

/** The year in the address of the training screens and the export. */
export const YEAR_PARAM = "annee";
