import { exportInboxResponse } from "~/features/backoffice-requests/request-exports.server";
import { REQUESTS_EXPORT_SCREEN } from "~/features/backoffice-requests/screens";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/demandes-export";

/** The inbox's filtered requests as CSV, streamed: admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, REQUESTS_EXPORT_SCREEN.role);
  return exportInboxResponse(request, context);
}
