import { staffExportDownload } from "~/features/backoffice-privacy/entry.server";
import { PRIVACY_SCREEN } from "~/features/backoffice-privacy/screens";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/rgpd-export";

/** An export's ZIP while it may be downloaded (admins; every download is audited). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, PRIVACY_SCREEN.role);
  return staffExportDownload(context, params.exportId);
}
