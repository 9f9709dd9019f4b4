import { REQUESTS_SCREEN } from "~/features/backoffice-requests/screens";
import { requireStaff } from "~/server/auth/guards.server";
import { staffRequestFileResponse } from "~/server/customer-requests/request-file.server";
import { getDb } from "~/server/db/index.server";
import { staffActorOf } from "~/server/staff/staff-actor";
import type { Route } from "./+types/demande-fichier";

/** A file a customer sent, for staff (the download is audited). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, REQUESTS_SCREEN.role);
  return staffRequestFileResponse(await getDb(), staffActorOf(context), params.requestId, params.fileId);
}
