// An offer belongs to the customer file: the customer screens' role opens it.
import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { handleNewOffer, loadNewOffer } from "~/features/backoffice-offers/new-offer.server";
import { NewOfferScreen } from "~/features/backoffice-offers/new-offer-screen";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/proposition-nouvelle";

await needTexts("offers");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return loadNewOffer(request);
}

/** Opens the draft (audited), then its page. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  return handleNewOffer(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "offers.staff.newTitle");

export default function NewOfferRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewOfferScreen data={loaderData} result={actionData} />;
}
