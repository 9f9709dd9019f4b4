import { proposalDocumentResponse } from "~/features/customer-proposals/proposals-page.server";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/proposition-document";

/** One of an offer's documents, read in the browser; another customer's offer or an unknown document: 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const customer = context.get(customerContext);
  return proposalDocumentResponse(
    await getDb(),
    customer.id,
    params.offerId,
    params.document,
    requestLanguage(context).lang,
  );
}
