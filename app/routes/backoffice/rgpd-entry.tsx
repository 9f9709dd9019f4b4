import { handleEntryAction, loadEntry } from "~/features/backoffice-privacy/entry.server";
import { EntryScreen } from "~/features/backoffice-privacy/entry-screen";
import { PRIVACY_SCREEN } from "~/features/backoffice-privacy/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/rgpd-entry";

await needTexts("privacy");

// One register entry: its clock, export, erasure, extension and status (admins only).
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, PRIVACY_SCREEN.role);
  return loadEntry(params.requestId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, PRIVACY_SCREEN.role);
  return handleEntryAction(request, context, params.requestId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "privacy.register.title");

export default function PrivacyEntryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EntryScreen data={loaderData} result={actionData} />;
}
