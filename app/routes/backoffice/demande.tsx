import { handleInboxAction } from "~/features/backoffice-requests/inbox-actions.server";
import { loadInboxRequest } from "~/features/backoffice-requests/inbox-loaders.server";
import { InboxRequestScreen } from "~/features/backoffice-requests/inbox-request-screen";
import { REQUESTS_SCREEN } from "~/features/backoffice-requests/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/demande";

await needTexts("inbox", "requests", "complaints", "contracts", "handling");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, REQUESTS_SCREEN.role);
  return loadInboxRequest(context, params.requestId, new URL(request.url));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, REQUESTS_SCREEN.role);
  return handleInboxAction(request, context, params.requestId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "inbox.title");

export default function InboxRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxRequestScreen data={loaderData} result={actionData} />;
}
