import { backofficeMeta } from "~/features/backoffice-leads/backoffice-meta";
import { handleLeadAction } from "~/features/backoffice-leads/lead-actions.server";
import { loadBoard } from "~/features/backoffice-leads/leads-loaders.server";
import { PipelineBoard } from "~/features/backoffice-leads/pipeline-board";
import { needTexts } from "~/i18n/need-texts";
import { LEAD_KINDS } from "~/lead-kinds.server";
import type { Route } from "./+types/leads-pipeline";

await needTexts("leads");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBoard(request, context, LEAD_KINDS);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadAction(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "leads.board.title");

export default function PipelinePage({ loaderData, actionData }: Route.ComponentProps) {
  return <PipelineBoard data={loaderData} result={actionData} />;
}
