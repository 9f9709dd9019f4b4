// An offer belongs to the customer file: the customer screens' role opens it.
import { CUSTOMERS_SCREEN } from "~/features/backoffice-customers/screens";
import { offerPdfResponse } from "~/features/backoffice-offers/offer-pdfs.server";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/proposition-pdf";

/** The offer's DER or fiche conseil (`der.pdf`, `fiche-conseil.pdf`), generated for staff. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, CUSTOMERS_SCREEN.role);
  const document = new URL(request.url).pathname.endsWith("/der.pdf") ? "der" : "fiche-conseil";
  return offerPdfResponse(context, params.offerId, document);
}
