import { type RouterContextProvider, redirect } from "react-router";
import { CUSTOMER_PATHS, keepReturnTo, returnToOf } from "~/paths/customer-area";
import { DEACTIVATED_CODE, getAuth, OTP_TTL_MINUTES } from "~/server/auth/auth.server";
import { authRequestHeaders, sessionCookies } from "~/server/auth/session.server";
import { lazySignedCookie } from "~/server/cookies.server";
import { log } from "~/server/logger.server";
import { requestInfoContext } from "~/server/request-context";
import { readCode, readEmail } from "./auth-forms";
import {
  askForEmail,
  authRefusal,
  isCustomerSignIn,
  refuse,
  refuseFields,
  refuseLimited,
} from "./auth-outcomes.server";

/** `?nouveau` shows the address form again (another code, or another address). */
export const NEW_CODE_PARAM = "nouveau";

/**
 * Remembers, for as long as a code lives, which address the code was sent to, so the second
 * screen only asks for the code. Signed: the address cannot be swapped for another one.
 */
const pendingAddress = lazySignedCookie("mc_code_for", { maxAge: OTP_TTL_MINUTES * 60 });

export async function pendingCodeAddress(request: Request): Promise<string | null> {
  const value = await pendingAddress().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value !== "" ? value : null;
}

/** Which of the two screens to show, the address to show on it, and the page to come back to. */
export async function codeScreen(request: Request) {
  const email = await pendingCodeAddress(request);
  const step =
    email && !new URL(request.url).searchParams.has(NEW_CODE_PARAM) ? ("verify" as const) : ("request" as const);
  return { step, email, returnTo: returnToOf(request.url) };
}

/**
 * Sends a sign-in code. The answer is the same whether or not an account exists (better-auth
 * sends nothing to unknown addresses), and every request counts against the sender's and the
 * address's budgets inside better-auth, so that nobody can flood an inbox, by this screen or
 * by /api/auth.
 */
export async function handleCodeRequest(request: Request, form: FormData, context: Readonly<RouterContextProvider>) {
  const { email, error } = readEmail(form);
  if (error) return refuseFields({ email: error }, { email });

  const refused = await askForEmail(request, context, email, (auth, headers) =>
    auth.api.sendVerificationOTP({ body: { email, type: "sign-in" }, headers }),
  );
  if (refused) return refused;
  return redirect(keepReturnTo(CUSTOMER_PATHS.code, returnToOf(request.url)), {
    headers: { "Set-Cookie": await pendingAddress().serialize(email) },
  });
}

/** Signs in with the code sent to the pending address; wrong, used or expired codes all read alike. */
export async function handleCodeVerify(request: Request, form: FormData, context: Readonly<RouterContextProvider>) {
  const email = await pendingCodeAddress(request);
  if (!email) return refuse(400, { notice: { key: "account.errors.codeSessionExpired" } });
  const { code, error } = readCode(form);
  if (error) return refuseFields({ code: error });

  const auth = await getAuth();
  let key = "account.errors.wrongCode";
  try {
    const { headers, response } = await auth.api.signInEmailOTP({
      body: { email, otp: code },
      headers: authRequestHeaders(request, context.get(requestInfoContext).clientIp),
      returnHeaders: true,
    });
    if (await isCustomerSignIn(response)) {
      log.info("customer signed in", { method: "email-code" });
      const cookies = sessionCookies(headers);
      cookies.append("Set-Cookie", await pendingAddress().serialize("", { maxAge: 0 }));
      return redirect(returnToOf(request.url), { headers: cookies });
    }
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    if (refusal.retryAfter) return refuseLimited(refusal.retryAfter);
    // Three wrong tries kill a code: say so, since trying again cannot work.
    if (refusal.code === "TOO_MANY_ATTEMPTS") key = "account.errors.codeExhausted";
    // The right code for an account the broker closed.
    if (refusal.code === DEACTIVATED_CODE) return refuse(403, { fields: { code: "account.errors.deactivated" } });
  }
  return refuse(401, { fields: { code: key } });
}
