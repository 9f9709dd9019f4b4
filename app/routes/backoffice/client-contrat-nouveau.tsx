import { handleNewContract } from "~/features/backoffice-customers/contract-actions.server";
import { loadNewContract } from "~/features/backoffice-customers/contract-loaders.server";
import { ContractScreen } from "~/features/backoffice-customers/contract-screen";
import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/client-contrat-nouveau";

await needTexts("customers-admin", "contracts", "freeze");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return loadNewContract(params.customerId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return handleNewContract(request, context, params.customerId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "customers-admin.contractForm.pageTitle");

export default function NewContractRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContractScreen data={loaderData} result={actionData} />;
}
