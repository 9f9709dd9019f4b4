import { DashboardScreen } from "~/features/backoffice-leads/dashboard-screen";
import { loadDashboardPage } from "~/features/backoffice-leads/leads-loaders.server";
import { DASHBOARD_SCREEN } from "~/features/backoffice-leads/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { LEAD_KINDS } from "~/lead-kinds.server";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/dashboard";

await needTexts("leads");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, DASHBOARD_SCREEN.role);
  return loadDashboardPage(context, LEAD_KINDS);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "leads.dashboard.title");

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen data={loaderData} />;
}
