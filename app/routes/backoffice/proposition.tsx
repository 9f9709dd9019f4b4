// An offer belongs to the customer file: the customer screens' role opens it.
import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { handleOfferAction, loadOfferPage } from "~/features/backoffice-offers/offer-page.server";
import { OfferScreen } from "~/features/backoffice-offers/offer-screen";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/proposition";

await needTexts("offers", "contracts", "forms", "freeze");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return loadOfferPage(context, params.offerId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return handleOfferAction(request, context, params.offerId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "offers.staff.page");

export default function OfferRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OfferScreen data={loaderData} result={actionData} />;
}
