import { DocumentScreen } from "~/features/customer-requests/document-form";
import { documentAction, loadDocumentPage } from "~/features/customer-requests/simple-requests.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/documents-envoyer";

await needTexts("requests", "contracts");

export function loader({ request }: Route.LoaderArgs) {
  return loadDocumentPage(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return documentAction(await getDb(), request, context.get(customerContext), requestLanguage(context).lang);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "requests.pages.document"),
  { name: "robots", content: "noindex" },
];

export default function SendDocumentPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DocumentScreen
      formToken={loaderData.formToken}
      sent={loaderData.sent}
      failure={actionData?.ok === false ? actionData : undefined}
    />
  );
}
