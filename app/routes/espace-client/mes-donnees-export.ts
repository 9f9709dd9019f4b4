import { myExportDownload } from "~/features/customer-area/my-data.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/mes-donnees-export";

/** The signed-in customer's own export (the layout's guard ran first); anyone else's is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return myExportDownload(await getDb(), context.get(customerContext), params.exportId);
}
