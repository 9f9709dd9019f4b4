import { handleContractAction } from "~/features/backoffice-customers/contract-actions.server";
import { loadStaffContract } from "~/features/backoffice-customers/contract-loaders.server";
import { ContractScreen } from "~/features/backoffice-customers/contract-screen";
import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/client-contrat";

await needTexts("customers-admin", "contracts", "payments");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return loadStaffContract(context, params.customerId, params.contractId, new URL(request.url));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return handleContractAction(request, context, params.customerId, params.contractId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "customers-admin.contractForm.pageTitle");

export default function StaffContractRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContractScreen data={loaderData} result={actionData} />;
}
