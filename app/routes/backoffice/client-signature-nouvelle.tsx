import { NewSignatureScreen } from "~/features/backoffice-customers/new-signature-screen";
import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { handleNewSignature, loadNewSignature } from "~/features/backoffice-customers/signature-requests.server";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/client-signature-nouvelle";

await needTexts("customers-admin", "signatures");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return loadNewSignature(context, params.customerId);
}

/** Sends the PDF to the customer for signature (audited), then back to the customer's page. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return handleNewSignature(request, context, params.customerId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "signatures.staff.page");

export default function NewSignatureRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewSignatureScreen data={loaderData} result={actionData} />;
}
