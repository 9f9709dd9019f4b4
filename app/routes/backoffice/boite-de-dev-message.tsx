import { loadDevMessage } from "~/features/backoffice-dev-mailbox/dev-mailbox.server";
import { DevMessageScreen } from "~/features/backoffice-dev-mailbox/dev-mailbox-screen";
import { DEV_MAILBOX_SCREEN } from "~/features/backoffice-dev-mailbox/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/boite-de-dev-message";

await needTexts("devmail");

// One kept e-mail, for admins (the screen it belongs to decides the role).
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, DEV_MAILBOX_SCREEN.role);
  return loadDevMessage(params.messageId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "devmail.title");

export default function DevMessageRoute({ loaderData }: Route.ComponentProps) {
  return <DevMessageScreen message={loaderData} />;
}
