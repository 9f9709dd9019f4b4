import { loadRetention } from "~/features/backoffice-privacy/retention.server";
import { RetentionScreen } from "~/features/backoffice-privacy/retention-screen";
import { PRIVACY_SCREEN } from "~/features/backoffice-privacy/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/rgpd-conservation";

await needTexts("privacy");

// The retention purge's dry run and log: part of the register's screen, same role.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, PRIVACY_SCREEN.role);
  return loadRetention();
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "privacy.retention.title");

export default function RetentionRoute({ loaderData }: Route.ComponentProps) {
  return <RetentionScreen data={loaderData} />;
}
