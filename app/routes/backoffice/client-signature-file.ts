import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { requireStaff } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import { staffFileResponse } from "~/server/signatures/signature-files.server";
import { staffActorOf } from "~/server/staff/staff-actor";
import type { Route } from "./+types/client-signature-file";

/** A request's PDF for staff (…/document.pdf as sent, …/signe.pdf sealed); every download is audited. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  const file = new URL(request.url).pathname.endsWith("/signe.pdf") ? "signed" : "document";
  return staffFileResponse(
    await getDb(),
    staffActorOf(context),
    { customerId: params.customerId, id: params.signatureId },
    file,
  );
}
