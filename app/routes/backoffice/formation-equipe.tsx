import { TEAM_TRAINING_SCREEN } from "~/features/backoffice-training/screens";
import { TeamTrainingScreen } from "~/features/backoffice-training/team-training-screen";
import { loadTeamTraining } from "~/features/backoffice-training/training.server";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/formation-equipe";

await needTexts("training");

// The team's training year, the flags and the export: admins only (TEAM_TRAINING_SCREEN.role).
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, TEAM_TRAINING_SCREEN.role);
  return loadTeamTraining(request);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "training.team.title");

export default function TeamTrainingRoute({ loaderData }: Route.ComponentProps) {
  return <TeamTrainingScreen data={loaderData} />;
}
