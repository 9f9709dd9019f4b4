import { redirect } from "react-router";
import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { handleWithdrawSignature } from "~/features/backoffice-customers/signature-requests.server";
import { customerPath } from "~/paths/backoffice";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/client-signature";

/** A request has no page of its own: it is listed on the customer's page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  throw redirect(`${customerPath(params.customerId)}#signatures`);
}

/** Withdraws a pending request (audited). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return handleWithdrawSignature(context, params);
}
