import { customerContext } from "~/server/auth/guards.server";
import { requestFileResponse } from "~/server/customer-requests/request-file.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/demande-fichier";

/** A file of one of the signed-in customer's requests (the layout's guard ran first). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return requestFileResponse(await getDb(), context.get(customerContext), params.reference, params.fileId);
}
