import { ProposalScreen } from "~/features/customer-proposals/proposal-screen";
import { loadProposalPage, proposalAction } from "~/features/customer-proposals/proposals-page.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/proposition";

await needTexts("area", "contracts", "proposals");

/** One offer (another customer's, a draft or a made-up id: 404); opening it records the reading time. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const customer = context.get(customerContext);
  return loadProposalPage(await getDb(), customer, params.offerId, requestLanguage(context).lang);
}

/** The choice of an option (then the signature), or "Je ne donne pas suite". */
export async function action({ request, context, params }: Route.ActionArgs) {
  const customer = context.get(customerContext);
  const { lang, t } = requestLanguage(context);
  return proposalAction(await getDb(), request, { customer, lang, t }, params.offerId);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "proposals.page.meta"),
  { name: "robots", content: "noindex" },
];

export default function ProposalPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProposalScreen page={loaderData} result={actionData} />;
}
