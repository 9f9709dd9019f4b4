import { TEAM_TRAINING_SCREEN } from "~/features/backoffice-training/screens";
import { trainingExportResponse } from "~/features/backoffice-training/training.server";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/formation-export";

/** One year's training records of the team as CSV, for an audit: admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, TEAM_TRAINING_SCREEN.role);
  return trainingExportResponse(request, context);
}
