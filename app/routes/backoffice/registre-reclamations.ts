import { exportComplaintRegisterResponse } from "~/features/backoffice-requests/request-exports.server";
import { COMPLAINTS_REGISTER_SCREEN } from "~/features/backoffice-requests/screens";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/registre-reclamations";

/** The complaints register as CSV (ACPR 2022-R-01): admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, COMPLAINTS_REGISTER_SCREEN.role);
  return exportComplaintRegisterResponse(context);
}
