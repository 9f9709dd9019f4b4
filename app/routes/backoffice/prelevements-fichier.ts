import { data } from "react-router";
import { COLLECTIONS_SCREEN } from "~/features/backoffice-money/screens";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { requireStaff } from "~/server/auth/guards.server";
import { collectionFile } from "~/server/collections/collection-runs.server";
import { getDb } from "~/server/db/index.server";
import { staffActorOf } from "~/server/staff/staff-actor";
import type { Route } from "./+types/prelevements-fichier";

/** A collection file (pain.008 XML) downloaded again, for whoever may produce one; audited. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, COLLECTIONS_SCREEN.role);
  const db = await getDb();
  const file = await collectionFile(db, params.runId);
  if (!file) throw data({ error: "notFound" }, { status: 404 });
  await recordStaffAction(db, staffActorOf(context), {
    action: "collection.download",
    target: { type: "collectionRun", id: params.runId },
  });
  return new Response(file.xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.messageId}.xml"`,
      "Cache-Control": "no-store",
    },
  });
}
