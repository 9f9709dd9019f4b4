import { handleCatalogueAction, loadCatalogueProduct } from "~/features/backoffice-offers/catalogue-page.server";
import { CatalogueProductScreen } from "~/features/backoffice-offers/catalogue-product-screen";
import { CATALOGUE_SCREEN } from "~/features/backoffice-offers/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/catalogue-produit";

await needTexts("offers", "contracts");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, CATALOGUE_SCREEN.role);
  return loadCatalogueProduct(context, params.productId);
}

/** Admins change, upload, archive or delete (others get a 403). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, CATALOGUE_SCREEN.role);
  return handleCatalogueAction(request, context, params.productId);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "offers.catalogue.title");

export default function CatalogueProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CatalogueProductScreen data={loaderData} result={actionData} />;
}
