import { PublicLinkScreen } from "~/features/customer-requests/public-link-screen";
import { answerPublicLink, loadPublicLink } from "~/features/customer-requests/public-links.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/resiliation-confirmer";

await needTexts("requests", "complaints");

/** The page a link sent to an account's address opens (issue 48): opening it changes nothing. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadPublicLink("cancellation", request, context);
}

export async function action({ request }: Route.ActionArgs) {
  return answerPublicLink("cancellation", request);
}

// The address carries a one-time token: never sent on to another site, never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin", "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "complaints.pages.cancelConfirm"),
  { name: "robots", content: "noindex" },
];

export default function PublicLinkPage({ loaderData }: Route.ComponentProps) {
  return <PublicLinkScreen page={loaderData} />;
}
