import { loadInbox } from "~/features/backoffice-requests/inbox-loaders.server";
import { InboxScreen } from "~/features/backoffice-requests/inbox-screen";
import { REQUESTS_SCREEN } from "~/features/backoffice-requests/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/demandes";

await needTexts("inbox", "requests", "complaints");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, REQUESTS_SCREEN.role);
  return loadInbox(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "inbox.title");

export default function InboxRoute({ loaderData }: Route.ComponentProps) {
  return <InboxScreen data={loaderData} />;
}
