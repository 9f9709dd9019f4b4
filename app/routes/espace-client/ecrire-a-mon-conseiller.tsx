import { MessageScreen } from "~/features/customer-requests/message-forms";
import { loadMessagePage, messageAction } from "~/features/customer-requests/message-requests.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/ecrire-a-mon-conseiller";

await needTexts("requests", "complaints");

export function loader({ request, context }: Route.LoaderArgs) {
  context.get(customerContext);
  return loadMessagePage(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = context.get(customerContext);
  return messageAction(await getDb(), request, customer, requestLanguage(context).lang);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "complaints.pages.adviser"),
  { name: "robots", content: "noindex" },
];

export default function WriteToAdviserPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MessageScreen
      formToken={loaderData.formToken}
      sent={loaderData.sent}
      failure={actionData?.ok === false ? actionData : undefined}
    />
  );
}
