import { handleCustomerAction } from "~/features/backoffice-customers/customer-actions.server";
import { CustomerPage } from "~/features/backoffice-customers/customer-page";
import { loadCustomerPage } from "~/features/backoffice-customers/customers-loaders.server";
import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/client";

// "leads": the call log's words (outcomes, rules), shared with the lead page.
await needTexts(
  "customers-admin",
  "contracts",
  "requests",
  "signatures",
  "leads",
  "payments",
  "offers",
  "needs-review",
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return loadCustomerPage(context, params.customerId, new URL(request.url));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return handleCustomerAction(request, context, params.customerId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "customers-admin.page.title");

export default function CustomerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerPage data={loaderData} result={actionData} />;
}
