import { bankDetailsAction } from "~/features/customer-payments/payments-page.server";
import { BankDetailsScreen } from "~/features/customer-payments/payments-screen";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import { requestInfoContext } from "~/server/request-context";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { Route } from "./+types/paiements-rib";

await needTexts("area", "payments");

/** "Changer de RIB": the form; posting it makes the new mandate and opens its signature. */
export function loader({ context }: Route.LoaderArgs) {
  context.get(customerContext);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = context.get(customerContext);
  const db = await getDb();
  return bankDetailsAction(db, request, customer, await siteConfig(db), context.get(requestInfoContext).clientIp);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "payments.form"),
  { name: "robots", content: "noindex" },
];

export default function BankDetailsPage({ actionData }: Route.ComponentProps) {
  return <BankDetailsScreen result={actionData ?? undefined} />;
}
