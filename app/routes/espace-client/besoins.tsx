import { loadNeedsReview, needsReviewAction } from "~/features/customer-needs-review/needs-review.server";
import { type NeedsReviewPageData, NeedsReviewScreen } from "~/features/customer-needs-review/needs-review-screen";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/besoins";

await needTexts("needs-review", "contracts", "offers", "forms");

/** The short needs questionnaire a renewal reminder invites to (ACPR 2024-R-03); another's contract, or none: 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadNeedsReview(await getDb(), context.get(customerContext), params.contractId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const customer = context.get(customerContext);
  const { lang } = requestLanguage(context);
  return needsReviewAction(await getDb(), request, customer, lang, params.contractId);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "needs-review.page.meta"),
  { name: "robots", content: "noindex" },
];

export default function NeedsReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NeedsReviewScreen
      page={loaderData as NeedsReviewPageData}
      failure={actionData && "ok" in actionData && actionData.ok === false ? actionData : undefined}
    />
  );
}
