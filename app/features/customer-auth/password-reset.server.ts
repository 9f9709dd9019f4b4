import { type RouterContextProvider, redirect } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { getAuth, PASSWORD_MAX, PASSWORD_MIN } from "~/server/auth/auth.server";
import { authRequestHeaders } from "~/server/auth/session.server";
import { log } from "~/server/logger.server";
import { requestInfoContext } from "~/server/request-context";
import { readEmail, readPassword } from "./auth-forms";
import { askForEmail, authRefusal, refuse, refuseFields, refuseLimited } from "./auth-outcomes.server";
import { PASSWORD_CHANGED_PARAM } from "./password-sign-in.server";

export const SENT_PARAM = "envoye";
/** better-auth's tokens are 24 URL-safe characters; anything far from that is not one. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The reset link's token, when the address carries a plausible one (/api/auth vouched for it). */
export function resetTokenOf(url: URL): string | null {
  const token = queryOf(url).get("token");
  return token && TOKEN_PATTERN.test(token) && !url.searchParams.has("error") ? token : null;
}

/**
 * Sends a reset link when the address has an account, and says the same thing either way.
 * Every request counts against the sender's and the address's budgets inside better-auth
 * (each may send an e-mail), the same budgets as sign-in codes and as /api/auth.
 */
export async function handleResetRequest(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, { notice: { key: "account.errors.badRequest" } });
  const { email, error } = readEmail(form);
  if (error) return refuseFields({ email: error }, { email });

  const refused = await askForEmail(request, context, email, (auth, headers) =>
    auth.api.requestPasswordReset({ body: { email, redirectTo: CUSTOMER_PATHS.newPassword }, headers }),
  );
  if (refused) return refused;
  return redirect(`${CUSTOMER_PATHS.forgot}?${SENT_PARAM}=1`);
}

/** Sets the new password from the emailed link; the token works once, within the hour. */
export async function handleNewPassword(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, { notice: { key: "account.errors.badRequest" } });
  const token = form.get("token");
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) {
    return refuse(400, { notice: { key: "account.reset.invalid" } });
  }
  const { password, error } = readPassword(form, "password", { min: PASSWORD_MIN, max: PASSWORD_MAX });
  const confirm = readPassword(form, "confirm", { max: PASSWORD_MAX });
  const confirmError =
    confirm.error ?? (!error && confirm.password !== password ? "account.errors.confirmMismatch" : undefined);
  if (error || confirmError) return refuseFields({ password: error, confirm: confirmError });

  const auth = await getAuth();
  try {
    await auth.api.resetPassword({
      body: { newPassword: password, token },
      headers: authRequestHeaders(request, context.get(requestInfoContext).clientIp),
    });
  } catch (failure) {
    const refusal = authRefusal(failure);
    if (!refusal) throw failure;
    if (refusal.retryAfter) return refuseLimited(refusal.retryAfter);
    return refuse(400, { notice: { key: "account.reset.invalid" } });
  }
  log.info("customer password reset");
  return redirect(`${CUSTOMER_PATHS.signIn}?${PASSWORD_CHANGED_PARAM}=1`);
}
