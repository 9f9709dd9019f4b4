import { backofficeMeta } from "~/features/backoffice-leads/backoffice-meta";
import { handleLeadAction } from "~/features/backoffice-leads/lead-actions.server";
import { LeadPage } from "~/features/backoffice-leads/lead-page";
import { loadLeadPage } from "~/features/backoffice-leads/leads-loaders.server";
import { needTexts } from "~/i18n/need-texts";
import { LEAD_KINDS } from "~/lead-kinds.server";
import type { Route } from "./+types/lead";

await needTexts("leads");

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadLeadPage(context, params.leadId, LEAD_KINDS);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleLeadAction(request, context, params.leadId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "leads.lead.title");

export default function LeadRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage data={loaderData} result={actionData} />;
}
