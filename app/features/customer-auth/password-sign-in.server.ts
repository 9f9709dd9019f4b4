import { type RouterContextProvider, redirect } from "react-router";
import { CUSTOMER_PATHS, returnToOf } from "~/paths/customer-area";
import { DEACTIVATED_CODE, getAuth, PASSWORD_MAX } from "~/server/auth/auth.server";
import { ACCOUNT_LIMITED_CODE } from "~/server/auth/auth-budgets.server";
import { authRequestHeaders, sessionCookies } from "~/server/auth/session.server";
import { log } from "~/server/logger.server";
import { requestInfoContext } from "~/server/request-context";
import { readEmail, readPassword } from "./auth-forms";
import {
  authRefusal,
  isCustomerSignIn,
  refuse,
  refuseFields,
  refuseLimited,
  refusePasswordPaused,
} from "./auth-outcomes.server";

/** Query flags the sign-in screen turns into a notice (they survive a no-JavaScript redirect). */
export const SIGNED_OUT_PARAM = "deconnexion";
export const PASSWORD_CHANGED_PARAM = "motdepasse";

export function signInNotice(url: URL) {
  if (url.searchParams.has(SIGNED_OUT_PARAM)) return "account.notices.signedOut";
  if (url.searchParams.has(PASSWORD_CHANGED_PARAM)) return "account.notices.passwordChanged";
  return null;
}

/**
 * E-mail + password, then back to the page the customer was sent away from. Wrong address and
 * wrong password get the same answer (no account enumeration); attempts count per client and
 * per account inside better-auth (server/auth/auth-budgets.server.ts), where the /api/auth way in
 * counts too, and a spent budget refuses even the right password until the window ends.
 */
export async function handlePasswordSignIn(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, { notice: { key: "account.errors.badRequest" } });
  const { email, error: emailError } = readEmail(form);
  const { password, error: passwordError } = readPassword(form, "password", { max: PASSWORD_MAX });
  if (emailError || passwordError) {
    return refuseFields({ email: emailError, password: passwordError }, { email });
  }

  const auth = await getAuth();
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: authRequestHeaders(request, context.get(requestInfoContext).clientIp),
      returnHeaders: true,
    });
    if (await isCustomerSignIn(response)) {
      log.info("customer signed in", { method: "password" });
      return redirect(returnToOf(request.url), { headers: sessionCookies(headers) });
    }
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    if (refusal.retryAfter && refusal.code === ACCOUNT_LIMITED_CODE) {
      return refusePasswordPaused(refusal.retryAfter, { email });
    }
    if (refusal.retryAfter) return refuseLimited(refusal.retryAfter, { email });
    // Only the right password reaches the session's creation, where a closed account is refused.
    if (refusal.code === DEACTIVATED_CODE) {
      return refuse(403, { notice: { key: "account.errors.deactivated" }, values: { email } });
    }
  }
  return refuse(401, { notice: { key: "account.errors.wrongCredentials" }, values: { email } });
}

/** Ends this browser's session (its row and its cookie), then shows the sign-in screen. */
export async function handleSignOut(request: Request) {
  const auth = await getAuth();
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  // A shared device keeps nothing personal: the browser's HTTP cache is emptied here, and the
  // area's service worker empties its own cache on this very request (issue 45).
  const answer = sessionCookies(headers, new Headers({ "Clear-Site-Data": '"cache"' }));
  return redirect(`${CUSTOMER_PATHS.signIn}?${SIGNED_OUT_PARAM}=1`, { headers: answer });
}
