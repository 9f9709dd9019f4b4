import { ProposalListScreen } from "~/features/customer-proposals/proposal-list-screen";
import { loadProposalList } from "~/features/customer-proposals/proposals-page.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/propositions";

await needTexts("area", "contracts", "proposals");

/** "Mes propositions": the offers the broker sent this customer. */
export async function loader({ context }: Route.LoaderArgs) {
  const customer = context.get(customerContext);
  return loadProposalList(await getDb(), customer, requestLanguage(context).lang);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "proposals.list.page"),
  { name: "robots", content: "noindex" },
];

export default function ProposalsPage({ loaderData }: Route.ComponentProps) {
  return <ProposalListScreen open={loaderData.open} others={loaderData.others} />;
}
