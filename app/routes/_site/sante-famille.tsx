import { handleQuoteAction, quoteLoaderData } from "~/features/quote/quote-action.server";
import { QuotePage } from "~/features/quote/quote-page";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/sante-famille";

export const loader = ({ request }: Route.LoaderArgs) => quoteLoaderData(request);

export const action = ({ request, context }: Route.ActionArgs) => handleQuoteAction(request, context, "healthFamily");

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.healthFamily");

export default function SanteFamillePage() {
  return <QuotePage product="healthFamily" page="healthFamily" claims={2} />;
}
