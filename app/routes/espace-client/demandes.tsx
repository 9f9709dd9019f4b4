import { RequestHistoryScreen } from "~/features/customer-requests/request-history";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { customerContext } from "~/server/auth/guards.server";
import { loadRequestHistory } from "~/server/customer-requests/request-history.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/demandes";

await needTexts("requests", "contracts", "complaints", "handling");

/** The signed-in customer's requests (their own only: the query is by their id). */
export async function loader({ context }: Route.LoaderArgs) {
  return { requests: await loadRequestHistory(await getDb(), context.get(customerContext)) };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "requests.pages.history"),
  { name: "robots", content: "noindex" },
];

export default function RequestsPage({ loaderData }: Route.ComponentProps) {
  return <RequestHistoryScreen requests={loaderData.requests} />;
}
