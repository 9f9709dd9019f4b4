import { scheduleDocumentResponse } from "~/features/customer-payments/payments-page.server";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { Route } from "./+types/paiements-echeancier";

/** A contract's schedule of the year as a PDF (…/echeancier/<reference>-<year>.pdf); another customer's is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = await getDb();
  return scheduleDocumentResponse(
    db,
    context.get(customerContext),
    params.file,
    requestLanguage(context).lang,
    await siteConfig(db),
  );
}
