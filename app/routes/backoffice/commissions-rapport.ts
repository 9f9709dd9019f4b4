import { commissionsReportResponse } from "~/features/backoffice-money/commissions-export.server";
import { COMMISSIONS_EXPORT_SCREEN } from "~/features/backoffice-money/screens";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/commissions-rapport";

/** The month's commissions report per insurer and line, as CSV (admins; audited). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, COMMISSIONS_EXPORT_SCREEN.role);
  return commissionsReportResponse(request, context);
}
