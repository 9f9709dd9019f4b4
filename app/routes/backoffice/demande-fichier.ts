import { REQUESTS_SCREEN } from "~/features/backoffice-requests/screens";
import { requireStaff } from "~/server/auth/guards.server";
import { staffRequestFileResponse } from "~/server/customer-requests/request-file.server";
import { getDb } from "~/server/db/index.server";
import { requestInfoContext } from "~/server/request-context";
import type { Route } from "./+types/demande-fichier";

/** A file a customer sent, for staff (the download is audited). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, REQUESTS_SCREEN.role);
  const actor = { id: staff.id, email: staff.email, name: staff.name, ip: context.get(requestInfoContext).clientIp };
  return staffRequestFileResponse(await getDb(), actor, params.requestId, params.fileId);
}
