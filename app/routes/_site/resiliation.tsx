import { CancellationFlow } from "~/features/customer-requests/cancellation-flow";
import {
  loadPublicCancellation,
  publicCancellationAction,
} from "~/features/customer-requests/public-cancellation.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/resiliation";

await needTexts("requests", "contracts", "complaints", "forms");

/** "Résilier votre contrat" for anyone: the area's three screens, the contract named by its holder. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadPublicCancellation(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return publicCancellationAction(request, context);
}

// A refusal by the rate limit says when to come back.
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "complaints.pages.cancel");

export default function PublicCancellationPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CancellationFlow page={loaderData} result={actionData} />;
}
