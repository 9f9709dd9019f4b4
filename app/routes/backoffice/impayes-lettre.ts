import { data } from "react-router";
import { UNPAID_SCREEN } from "~/features/backoffice-money/screens";
import { requireStaff } from "~/server/auth/guards.server";
import { formalNoticeLetter } from "~/server/collections/unpaid-premiums.server";
import { getDb } from "~/server/db/index.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { Route } from "./+types/impayes-lettre";

/** The formal notice of an unpaid premium, written again from its record, as a PDF. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, UNPAID_SCREEN.role);
  const db = await getDb();
  const letter = await formalNoticeLetter(db, await siteConfig(db), params.instalmentId);
  if (!letter) throw data({ error: "notFound" }, { status: 404 });
  return new Response(new Uint8Array(letter.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${encodeURIComponent(letter.fileName)}"`,
      "Cache-Control": "no-store",
    },
  });
}
