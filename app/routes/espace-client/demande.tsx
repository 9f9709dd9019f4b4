import { threadAction } from "~/features/customer-requests/request-reply.server";
import { RequestThreadScreen } from "~/features/customer-requests/request-thread";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { customerContext } from "~/server/auth/guards.server";
import { loadCustomerKindView } from "~/server/customer-requests/kind-view.server";
import { loadRequestForCustomer, markSeenByCustomer } from "~/server/customer-requests/request-thread.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/demande";

await needTexts("requests", "contracts", "complaints", "handling");

/** One of the signed-in customer's requests (another's is a 404, as a made-up reference is). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const customer = context.get(customerContext);
  const db = await getDb();
  const request = params.reference ? await loadRequestForCustomer(db, customer.id, params.reference) : null;
  if (!request) throw new Response(null, { status: 404 });
  await markSeenByCustomer(db, request.id);
  return { request, handling: await loadCustomerKindView(db, request) };
}

/** The customer's message in the thread, or their answer to a slot staff proposed. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return threadAction(await getDb(), request, context.get(customerContext), params.reference);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "requests.pages.history"),
  { name: "robots", content: "noindex" },
];

export default function RequestThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestThreadScreen request={loaderData.request} handling={loaderData.handling} result={actionData} />;
}
