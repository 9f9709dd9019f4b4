import { catalogueDocumentResponse } from "~/features/backoffice-offers/catalogue-page.server";
import { CATALOGUE_SCREEN } from "~/features/backoffice-offers/screens";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/catalogue-document";

/** A product's IPID (…/ipid.pdf) or general conditions (…/conditions.pdf), for staff. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, CATALOGUE_SCREEN.role);
  const kind = new URL(request.url).pathname.endsWith("/ipid.pdf") ? "ipid" : "conditions";
  return catalogueDocumentResponse(params.productId, kind);
}
