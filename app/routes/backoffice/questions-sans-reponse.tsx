import { UNANSWERED_SCREEN } from "~/features/backoffice-unanswered/screens";
import { loadUnanswered } from "~/features/backoffice-unanswered/unanswered.server";
import { UnansweredScreen } from "~/features/backoffice-unanswered/unanswered-screen";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/questions-sans-reponse";

await needTexts("unanswered");

// Questions sans réponse: what the concierge could not answer, admins only (UNANSWERED_SCREEN.role).
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, UNANSWERED_SCREEN.role);
  return loadUnanswered(request);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "unanswered.title");

export default function UnansweredRoute({ loaderData }: Route.ComponentProps) {
  return <UnansweredScreen data={loaderData} />;
}
