import { checkDocumentAction } from "~/features/document-check/check-page.server";
import { CheckScreen } from "~/features/document-check/check-screen";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/verifier-un-document";

await needTexts("signatures", "forms");

/** A PDF dropped by anyone: does it carry our seal, who signed it and when, did a byte change. */
export async function action({ request, context }: Route.ActionArgs) {
  return checkDocumentAction(request, context);
}

// A refusal by the rate limit says when to come back.
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "signatures.verify.page");

export default function VerifyDocumentPage({ actionData }: Route.ComponentProps) {
  return <CheckScreen result={actionData} />;
}
