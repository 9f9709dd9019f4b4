import { ComplaintScreen } from "~/features/customer-requests/message-forms";
import { loadPublicComplaintPage, publicComplaintAction } from "~/features/customer-requests/message-requests.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/reclamation";

await needTexts("requests", "complaints", "forms");

export function loader({ request }: Route.LoaderArgs) {
  return loadPublicComplaintPage(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return publicComplaintAction(request, context);
}

// A refusal by the rate limit says when to come back.
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "complaints.pages.publicComplaint");

export default function PublicComplaintPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ComplaintScreen
      formToken={loaderData.formToken}
      sent={loaderData.sent}
      failure={actionData && "ok" in actionData && actionData.ok === false ? actionData : undefined}
    />
  );
}
