import { SETTINGS_SCREEN } from "~/features/backoffice-settings/screens";
import { handleSettingsAction, loadSettings } from "~/features/backoffice-settings/settings.server";
import { SettingsScreen } from "~/features/backoffice-settings/settings-screen";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/parametres";

await needTexts("settings", "signatures");

// Paramètres: the site's settings, admins only (SETTINGS_SCREEN.role: an adviser gets 403).
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, SETTINGS_SCREEN.role);
  return loadSettings(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, SETTINGS_SCREEN.role);
  return handleSettingsAction(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "settings.title");

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsScreen data={loaderData} result={actionData} />;
}
