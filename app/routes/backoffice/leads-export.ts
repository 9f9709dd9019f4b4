import { exportLeadsResponse } from "~/features/backoffice-leads/lead-export-response.server";
import { LEADS_SCREEN } from "~/features/backoffice-leads/screens";
import { LEAD_KINDS } from "~/lead-kinds.server";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/leads-export";

/** The filtered list as CSV, streamed, for whoever may open the list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, LEADS_SCREEN.role);
  return exportLeadsResponse(request, context, LEAD_KINDS);
}
