import { TeamScreen } from "~/features/backoffice-access/admin-screens";
import { handleTeamAction, loadTeam } from "~/features/backoffice-access/team.server";
import { requireAdmin } from "~/server/auth/guards.server";
import type { Route } from "./+types/equipe";

// Équipe: admins only. The layout's middleware let a member of staff in; an adviser gets 403 here.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  return loadTeam(request, admin);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  return handleTeamAction(request, context, admin);
}

export const meta: Route.MetaFunction = () => [{ title: "Équipe — back office" }];

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TeamScreen members={loaderData.members} selfId={loaderData.selfId} done={loaderData.done} state={actionData} />
  );
}
