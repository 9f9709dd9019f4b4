import { redirect } from "react-router";
import { SAVED_PARAM } from "~/features/customer-area/details-form";
import { queryOf } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { customerContext } from "~/server/auth/guards.server";
import { confirmEmailChange } from "~/server/customers/email-change.server";
import { getDb } from "~/server/db/index.server";
import { log } from "~/server/logger.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { Route } from "./+types/informations-email";

/**
 * The link sent to a new e-mail address: opened signed in (the guard sends a signed-out visitor to
 * sign in and back here), it changes the account's address, then shows "Mes informations".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = queryOf(new URL(request.url)).get("token") ?? "";
  const db = await getDb();
  const notice = { site: await siteConfig(db), lang: requestLanguage(context).lang };
  const outcome = await confirmEmailChange(db, context.get(customerContext).id, token, notice);
  const said = outcome.ok ? "email" : outcome.reason === "taken" ? "emailTaken" : "emailInvalid";
  log.info("customer e-mail change", { outcome: said });
  return redirect(`${CUSTOMER_PATHS.details}?${SAVED_PARAM}=${said}`, {
    headers: { "Referrer-Policy": "no-referrer" },
  });
}
