import { ClaimScreen } from "~/features/customer-requests/claim-form";
import { claimAction, loadClaimPage } from "~/features/customer-requests/simple-requests.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/sinistre";

await needTexts("requests", "contracts");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadClaimPage(await getDb(), context.get(customerContext), params.contractId, new URL(request.url));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { lang } = requestLanguage(context);
  return claimAction(await getDb(), request, context.get(customerContext), lang, params.contractId);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "requests.pages.claim"),
  { name: "robots", content: "noindex" },
];

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ClaimScreen page={loaderData} failure={actionData?.ok === false ? actionData : undefined} />;
}
