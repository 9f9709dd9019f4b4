import { SignatureScreen } from "~/features/customer-signatures/signature-screen";
import { loadSignaturePage, signatureAction } from "~/features/customer-signatures/signatures-page.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import { requestInfoContext } from "~/server/request-context";
import type { Route } from "./+types/signature";

await needTexts("area", "signatures");

/** One document to sign (another customer's is a 404, as a made-up id is). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const customer = context.get(customerContext);
  return loadSignaturePage(await getDb(), customer, params.signatureId, requestLanguage(context).lang);
}

/** The tick and the code by e-mail, the code, or "I decline". */
export async function action({ request, context, params }: Route.ActionArgs) {
  const customer = context.get(customerContext);
  const { lang, t } = requestLanguage(context);
  return signatureAction(
    await getDb(),
    request,
    { customer, ip: context.get(requestInfoContext).clientIp, lang, t },
    params.signatureId,
  );
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "signatures.list.page"),
  { name: "robots", content: "noindex" },
];

export default function SignaturePage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignatureScreen page={loaderData} result={actionData} />;
}
