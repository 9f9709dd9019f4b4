import { loadDevMailbox } from "~/features/backoffice-dev-mailbox/dev-mailbox.server";
import { DevMailboxScreen } from "~/features/backoffice-dev-mailbox/dev-mailbox-screen";
import { DEV_MAILBOX_SCREEN } from "~/features/backoffice-dev-mailbox/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/boite-de-dev";

await needTexts("devmail");

// Boîte de dev: the e-mails kept without SMTP, admins only (DEV_MAILBOX_SCREEN.role).
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, DEV_MAILBOX_SCREEN.role);
  return loadDevMailbox(request);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "devmail.title");

export default function DevMailboxRoute({ loaderData }: Route.ComponentProps) {
  return <DevMailboxScreen data={loaderData} />;
}
