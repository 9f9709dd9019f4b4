import { handleLeadAction } from "~/features/backoffice-leads/lead-actions.server";
import { LeadsListScreen } from "~/features/backoffice-leads/leads-list-screen";
import { loadLeadsList } from "~/features/backoffice-leads/leads-loaders.server";
import { LEADS_SCREEN } from "~/features/backoffice-leads/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { LEAD_KINDS } from "~/lead-kinds.server";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/leads";

await needTexts("leads");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, LEADS_SCREEN.role);
  return loadLeadsList(request, context, LEAD_KINDS);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, LEADS_SCREEN.role);
  return handleLeadAction(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "leads.list.title");

export default function LeadsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadsListScreen data={loaderData} error={actionData && !actionData.ok ? actionData.error : undefined} />;
}
