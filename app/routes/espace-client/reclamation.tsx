import { ComplaintScreen } from "~/features/customer-requests/message-forms";
import { areaComplaintAction, loadAreaComplaintPage } from "~/features/customer-requests/message-requests.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { useT } from "~/i18n/react";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/reclamation";

await needTexts("requests", "contracts", "complaints");

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = context.get(customerContext);
  return loadAreaComplaintPage(await getDb(), customer, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = context.get(customerContext);
  return areaComplaintAction(await getDb(), request, customer, requestLanguage(context).lang);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "complaints.pages.complaint"),
  { name: "robots", content: "noindex" },
];

export default function AreaComplaintPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ComplaintScreen
      formToken={loaderData.formToken}
      sent={loaderData.sent}
      failure={actionData?.ok === false ? actionData : undefined}
      contracts={loaderData.contracts.map((contract) => ({
        reference: contract.reference,
        label: `${t(`contracts.product.${contract.product}`)} — ${contract.reference}`,
      }))}
    />
  );
}
