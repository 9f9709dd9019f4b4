import { handleLeadAction } from "~/features/backoffice-leads/lead-actions.server";
import { loadBoard } from "~/features/backoffice-leads/leads-loaders.server";
import { PipelineBoard } from "~/features/backoffice-leads/pipeline-board";
import { PIPELINE_SCREEN } from "~/features/backoffice-leads/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { LEAD_KINDS } from "~/lead-kinds.server";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/leads-pipeline";

await needTexts("leads");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, PIPELINE_SCREEN.role);
  return loadBoard(request, context, LEAD_KINDS);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, PIPELINE_SCREEN.role);
  return handleLeadAction(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "leads.board.title");

export default function PipelinePage({ loaderData, actionData }: Route.ComponentProps) {
  return <PipelineBoard data={loaderData} result={actionData} />;
}
