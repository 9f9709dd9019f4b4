import { TRAINING_SCREEN } from "~/features/backoffice-training/screens";
import { trainingFileResponse } from "~/features/backoffice-training/training.server";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/formation-fichier";

/** A certificate or capacity document: its owner's, or anyone's for an admin; else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, TRAINING_SCREEN.role);
  return trainingFileResponse(context, params.fileId);
}
