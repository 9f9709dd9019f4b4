import { CustomersListScreen } from "~/features/backoffice-customers/customers-list-screen";
import { loadCustomersList } from "~/features/backoffice-customers/customers-loaders.server";
import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/clients";

await needTexts("customers-admin");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return loadCustomersList(request);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "customers-admin.list.title");

export default function CustomersRoute({ loaderData }: Route.ComponentProps) {
  return <CustomersListScreen data={loaderData} />;
}
