import { redirect } from "react-router";
import { SAVED_PARAM } from "~/features/customer-area/details-page.server";
import { queryOf } from "~/forms/form-reader";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { customerContext } from "~/server/auth/guards.server";
import { confirmEmailChange } from "~/server/customers/email-change.server";
import { getDb } from "~/server/db/index.server";
import { log } from "~/server/logger.server";
import type { Route } from "./+types/informations-email";

/**
 * The link sent to a new e-mail address: opened signed in (the guard sends a signed-out visitor to
 * sign in and back here), it changes the account's address, then shows "Mes informations".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = queryOf(new URL(request.url)).get("token") ?? "";
  const outcome = await confirmEmailChange(await getDb(), context.get(customerContext).id, token);
  const said = outcome.ok ? "email" : outcome.reason === "taken" ? "emailTaken" : "emailInvalid";
  log.info("customer e-mail change", { outcome: said });
  return redirect(`${CUSTOMER_PATHS.details}?${SAVED_PARAM}=${said}`, {
    headers: { "Referrer-Policy": "no-referrer" },
  });
}
