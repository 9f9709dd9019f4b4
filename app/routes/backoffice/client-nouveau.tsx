import { handleNewCustomer, loadNewCustomer } from "~/features/backoffice-customers/new-customer.server";
import { NewCustomerScreen } from "~/features/backoffice-customers/new-customer-screen";
import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/client-nouveau";

await needTexts("customers-admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return loadNewCustomer(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return handleNewCustomer(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "customers-admin.create.title");

export default function NewCustomerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewCustomerScreen data={loaderData} result={actionData} />;
}
