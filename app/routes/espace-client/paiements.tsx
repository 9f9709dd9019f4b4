import { loadPaymentsPage } from "~/features/customer-payments/payments-page.server";
import { PaymentsScreen } from "~/features/customer-payments/payments-screen";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/paiements";

await needTexts("area", "payments");

/** "Mes paiements" (issue 43): the next debit, the mandate, each contract's schedule. */
export async function loader({ context }: Route.LoaderArgs) {
  const customer = context.get(customerContext);
  return loadPaymentsPage(await getDb(), customer, requestLanguage(context).lang);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "payments.page"),
  { name: "robots", content: "noindex" },
];

export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  return <PaymentsScreen page={loaderData} />;
}
