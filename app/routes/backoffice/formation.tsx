import { TRAINING_SCREEN } from "~/features/backoffice-training/screens";
import { handleTrainingAction, loadMyTraining } from "~/features/backoffice-training/training.server";
import { MyTrainingScreen } from "~/features/backoffice-training/training-screen";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/formation";

await needTexts("training");

// Ma formation: each member of staff's own training records and capacity documents (issue 44, DDA).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, TRAINING_SCREEN.role);
  return loadMyTraining(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, TRAINING_SCREEN.role);
  return handleTrainingAction(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "training.title");

export default function TrainingRoute({ loaderData }: Route.ComponentProps) {
  return <MyTrainingScreen data={loaderData} />;
}
