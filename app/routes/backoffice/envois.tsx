import { handleDeliveriesAction, loadDeliveries } from "~/features/backoffice-deliveries/deliveries.server";
import { DeliveriesScreen } from "~/features/backoffice-deliveries/deliveries-screen";
import { DELIVERIES_SCREEN } from "~/features/backoffice-deliveries/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/envois";

await needTexts("deliveries", "requests", "handling");

// Envois: the outbox monitor, admins only (DELIVERIES_SCREEN.role: an adviser gets 403).
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, DELIVERIES_SCREEN.role);
  return loadDeliveries(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, DELIVERIES_SCREEN.role);
  return handleDeliveriesAction(request, context, admin);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "deliveries.title");

export default function DeliveriesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DeliveriesScreen data={loaderData} result={actionData} />;
}
