import { cancellationAction, loadCancellation } from "~/features/customer-requests/cancellation.server";
import { CancellationFlow } from "~/features/customer-requests/cancellation-flow";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/resiliation";

await needTexts("requests", "contracts");

/** Cancellation in three steps for one of the customer's contracts (another's: 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCancellation(await getDb(), context.get(customerContext), params.contractId, new URL(request.url));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { lang } = requestLanguage(context);
  return cancellationAction(await getDb(), request, context.get(customerContext), lang, params.contractId);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "requests.pages.cancel"),
  { name: "robots", content: "noindex" },
];

export default function CancellationPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CancellationFlow page={loaderData} result={actionData} />;
}
