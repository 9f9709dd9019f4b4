import { loadRenewals } from "~/features/backoffice-customers/customers-loaders.server";
import { RenewalsScreen } from "~/features/backoffice-customers/renewals-screen";
import { RENEWALS_SCREEN } from "~/features/backoffice-customers/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/echeances";

await needTexts("customers-admin", "contracts", "offers");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, RENEWALS_SCREEN.role);
  return loadRenewals(context, new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "customers-admin.renewals.title");

export default function RenewalsRoute({ loaderData }: Route.ComponentProps) {
  return <RenewalsScreen data={loaderData} />;
}
