import { handleDetailsAction, loadDetailsPage } from "~/features/customer-area/details-page.server";
import { DetailsScreen } from "~/features/customer-area/details-screen";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/informations";

await needTexts("account", "area");

/** "Mes informations": the customer's contact details, preferences and the history of changes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDetailsPage(
    await getDb(),
    context.get(customerContext),
    requestLanguage(context).lang,
    new URL(request.url),
  );
}

/** Saves the details or changes the password (plain form posts, no script needed). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleDetailsAction(await getDb(), context.get(customerContext), request, context);
}

// A changed password replaces the session: its cookie goes out with the redirect.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "area.details.page"),
  { name: "robots", content: "noindex" },
];

export default function DetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <DetailsScreen page={loaderData} result={actionData} />;
}
