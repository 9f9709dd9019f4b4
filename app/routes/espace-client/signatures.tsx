import { SignatureListScreen } from "~/features/customer-signatures/signature-list-screen";
import { loadSignatureList } from "~/features/customer-signatures/signatures-page.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/signatures";

await needTexts("area", "signatures");

/** The customer's documents to sign, signed, declined, expired or withdrawn. */
export async function loader({ context }: Route.LoaderArgs) {
  const customer = context.get(customerContext);
  return loadSignatureList(await getDb(), customer, requestLanguage(context).lang);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "signatures.list.page"),
  { name: "robots", content: "noindex" },
];

export default function SignaturesPage({ loaderData }: Route.ComponentProps) {
  return <SignatureListScreen pending={loaderData.pending} others={loaderData.others} />;
}
