import { TeamScreen } from "~/features/backoffice-access/admin-screens";
import { handleTeamAction, loadTeam } from "~/features/backoffice-access/team.server";
import { staffAreaGuard, staffContext } from "~/server/auth/guards.server";
import type { Route } from "./+types/equipe";

/** Équipe: admins only (an adviser gets 403 on the page and on every action). */
export const middleware: Route.MiddlewareFunction[] = [staffAreaGuard("admin")];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTeam(request, context.get(staffContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleTeamAction(request, context, context.get(staffContext));
}

export const meta: Route.MetaFunction = () => [{ title: "Équipe — back office" }];

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TeamScreen members={loaderData.members} selfId={loaderData.selfId} done={loaderData.done} state={actionData} />
  );
}
