import { devAttachmentResponse } from "~/features/backoffice-dev-mailbox/dev-mailbox.server";
import { DEV_MAILBOX_SCREEN } from "~/features/backoffice-dev-mailbox/screens";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/boite-de-dev-piece";

/** An attachment of a kept e-mail (an .ics invitation), as a download, for admins. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, DEV_MAILBOX_SCREEN.role);
  return devAttachmentResponse(params.messageId, params.index);
}
