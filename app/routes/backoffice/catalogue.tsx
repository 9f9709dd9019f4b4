import { handleCatalogueAction, loadCatalogue } from "~/features/backoffice-offers/catalogue-page.server";
import { CatalogueScreen } from "~/features/backoffice-offers/catalogue-screen";
import { CATALOGUE_SCREEN } from "~/features/backoffice-offers/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/catalogue";

await needTexts("offers", "contracts");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, CATALOGUE_SCREEN.role);
  return loadCatalogue(context);
}

/** Admins add a product (others get a 403). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, CATALOGUE_SCREEN.role);
  return handleCatalogueAction(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "offers.catalogue.title");

export default function CatalogueRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CatalogueScreen data={loaderData} result={actionData} />;
}
