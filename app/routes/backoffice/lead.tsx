import { handleLeadAction } from "~/features/backoffice-leads/lead-actions.server";
import { LeadPage } from "~/features/backoffice-leads/lead-page";
import { loadLeadPage } from "~/features/backoffice-leads/leads-loaders.server";
import { LEADS_SCREEN } from "~/features/backoffice-leads/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { LEAD_KINDS } from "~/lead-kinds.server";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/lead";

await needTexts("leads", "offers", "deliveries", "requests", "handling");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, LEADS_SCREEN.role);
  return loadLeadPage(context, params.leadId, LEAD_KINDS);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, LEADS_SCREEN.role);
  return handleLeadAction(request, context, params.leadId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "leads.lead.title");

export default function LeadRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage data={loaderData} result={actionData} />;
}
