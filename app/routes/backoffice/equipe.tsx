import { TEAM_SCREEN } from "~/features/backoffice-access/screens";
import { handleTeamAction, loadTeam } from "~/features/backoffice-access/team.server";
import { TeamScreen } from "~/features/backoffice-access/team-screen";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/equipe";

// Équipe: admins only (TEAM_SCREEN.role). The layout's middleware let a member of staff in; an adviser gets 403 here.
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireStaff(request, TEAM_SCREEN.role);
  return loadTeam(request, admin);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, TEAM_SCREEN.role);
  return handleTeamAction(request, context, admin);
}

export const meta: Route.MetaFunction = () => [{ title: "Équipe — back office" }];

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TeamScreen members={loaderData.members} selfId={loaderData.selfId} done={loaderData.done} state={actionData} />
  );
}
