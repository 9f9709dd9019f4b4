import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { requireStaff } from "~/server/auth/guards.server";
import { staffContractDocumentResponse } from "~/server/contracts/contract-document-files.server";
import { getDb } from "~/server/db/index.server";
import { staffActorOf } from "~/server/staff/staff-actor";
import type { Route } from "./+types/client-contrat-document";

/** A PDF attached to a customer's contract, for staff (the download is audited). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return staffContractDocumentResponse(await getDb(), staffActorOf(context), params);
}
