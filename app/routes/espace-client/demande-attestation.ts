import { cancellationCertificateResponse } from "~/features/customer-requests/cancellation-certificate.server";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { buildSiteConfig } from "~/server/site-config.server";
import type { Route } from "./+types/demande-attestation";

/** A confirmed cancellation's certificate, for the customer who asked it only (the layout's guard ran first). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return cancellationCertificateResponse(
    await getDb(),
    context.get(customerContext),
    params.reference,
    requestLanguage(context).lang,
    buildSiteConfig(env()),
  );
}
