import type { StaffRole } from "~/server/auth/roles";

/*
 * The demo back office's accounts, as the README documents them. Data only;
 * app/features/backoffice-access/demo-staff.server.ts writes them to a database.
 */

/** The demo back office's accounts (README). Public passwords: a demo database only. */
export const DEMO_STAFF: ReadonlyArray<{ email: string; password: string; name: string; role: StaffRole }> = [
  { email: "admin@maison-courtage.fr", password: "Admin-Courtage-2026", name: "Hélène Marchand", role: "admin" },
  { email: "conseil@maison-courtage.fr", password: "Conseil-Courtage-2026", name: "Thomas Girard", role: "adviser" },
];
