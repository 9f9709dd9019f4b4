import { exportLeadsResponse } from "~/features/backoffice-leads/lead-export-response.server";
import { LEAD_KINDS } from "~/lead-kinds.server";
import type { Route } from "./+types/leads-export";

/** The filtered list as CSV, streamed (the layout's guard let a member of staff in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return exportLeadsResponse(request, context, LEAD_KINDS);
}
