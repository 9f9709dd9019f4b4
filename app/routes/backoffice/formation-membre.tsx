import { TEAM_TRAINING_SCREEN } from "~/features/backoffice-training/screens";
import { loadMemberTraining } from "~/features/backoffice-training/training.server";
import { MemberTrainingScreen } from "~/features/backoffice-training/training-screen";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/formation-membre";

await needTexts("training");

// One member of staff's training year, read by an admin (the team screen's role).
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, TEAM_TRAINING_SCREEN.role);
  return loadMemberTraining(request, params.staffId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "training.team.title");

export default function MemberTrainingRoute({ loaderData }: Route.ComponentProps) {
  return <MemberTrainingScreen data={loaderData} />;
}
