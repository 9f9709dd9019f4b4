import { contractDocumentResponse } from "~/features/customer-area/contract-page.server";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { Route } from "./+types/contract-document";

/**
 * A contract's PDF (…/recapitulatif.pdf, …/attestation.pdf: one module, two route ids), written
 * on request in the customer's language; 404 for a contract that is not theirs.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.endsWith("/attestation.pdf") ? "certificate" : "summary";
  const db = await getDb();
  return contractDocumentResponse(
    db,
    context.get(customerContext),
    params.contractId,
    kind,
    requestLanguage(context).lang,
    await siteConfig(db),
  );
}
