import { CommissionsScreen } from "~/features/backoffice-money/commissions-screen";
import { handleCommissionsAction, loadCommissions } from "~/features/backoffice-money/money.server";
import { COMMISSIONS_SCREEN } from "~/features/backoffice-money/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/commissions";

await needTexts("commissions", "collections");

// Commissions: insurers' statements, their reconciliation, the month's report, referral gifts; admins only.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, COMMISSIONS_SCREEN.role);
  return loadCommissions(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, COMMISSIONS_SCREEN.role);
  return handleCommissionsAction(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "commissions.title");

export default function CommissionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CommissionsScreen data={loaderData} result={actionData} />;
}
