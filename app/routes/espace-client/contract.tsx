import { ContractPageScreen } from "~/features/customer-area/contract-page";
import { contractNotFound, loadContractPage } from "~/features/customer-area/contract-page.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/contract";

await needTexts("account", "area", "contracts");

/** One of the customer's contracts; another customer's (or an unknown) reference is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadContractPage(
    await getDb(),
    context.get(customerContext),
    params.contractId,
    requestLanguage(context).lang,
  );
  return page ?? contractNotFound();
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "area.contract.page"),
  { name: "robots", content: "noindex" },
];

export default function ContractPage({ loaderData }: Route.ComponentProps) {
  return <ContractPageScreen contract={loaderData} />;
}
