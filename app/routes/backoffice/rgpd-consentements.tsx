import { loadConsents } from "~/features/backoffice-privacy/consents.server";
import { ConsentsScreen } from "~/features/backoffice-privacy/consents-screen";
import { PRIVACY_SCREEN } from "~/features/backoffice-privacy/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/rgpd-consentements";

await needTexts("privacy");

// The consent log, by date and by person: part of the register's screen, same role.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, PRIVACY_SCREEN.role);
  return loadConsents(request);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "privacy.consents.title");

export default function ConsentsRoute({ loaderData }: Route.ComponentProps) {
  return <ConsentsScreen data={loaderData} />;
}
