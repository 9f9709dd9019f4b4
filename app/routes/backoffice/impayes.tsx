import { handleUnpaidAction, loadUnpaid } from "~/features/backoffice-money/money.server";
import { UNPAID_SCREEN } from "~/features/backoffice-money/screens";
import { UnpaidScreen } from "~/features/backoffice-money/unpaid-screen";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/impayes";

await needTexts("collections");

// Impayés: the premiums the bank sent back, their reminders and formal notices.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, UNPAID_SCREEN.role);
  return loadUnpaid(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, UNPAID_SCREEN.role);
  return handleUnpaidAction(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "collections.unpaid.title");

export default function UnpaidRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UnpaidScreen data={loaderData} result={actionData} />;
}
