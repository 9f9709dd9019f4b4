import { offerPdfResponse } from "~/features/backoffice-offers/offer-pdfs.server";
import { OFFERS_ROLE } from "~/features/backoffice-offers/screens";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/proposition-pdf";

/** The offer's DER or fiche conseil (`der.pdf`, `fiche-conseil.pdf`), generated for staff. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, OFFERS_ROLE);
  const document = new URL(request.url).pathname.endsWith("/der.pdf") ? "der" : "fiche-conseil";
  return offerPdfResponse(context, params.offerId, document);
}
