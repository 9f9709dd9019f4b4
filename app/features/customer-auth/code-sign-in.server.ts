import { type RouterContextProvider, redirect } from "react-router";
import { languageOf } from "~/i18n/lang.server";
import { getAuth, OTP_TTL_MINUTES } from "~/server/auth/auth.server";
import { AUTH_LIMITS } from "~/server/auth/auth-limits";
import { withEmailLanguage } from "~/server/auth/email-language.server";
import { AUTH_PATHS } from "~/server/auth/paths";
import { authRequestHeaders, sessionCookies } from "~/server/auth/session.server";
import { lazySignedCookie } from "~/server/cookies.server";
import { getDb } from "~/server/db/index.server";
import { log } from "~/server/logger.server";
import { requestInfoContext } from "~/server/request-context";
import { readCode, readEmail } from "./auth-forms";
import {
  addressKey,
  authRefusal,
  refuse,
  refuseFields,
  refuseLimited,
  spend,
  spentBudget,
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

/** Which of the two screens to show, and the address to show on it. */
export async function codeScreen(request: Request) {
  const email = await pendingCodeAddress(request);
  const wantsNew = new URL(request.url).searchParams.has(NEW_CODE_PARAM);
  return { step: email && !wantsNew ? ("verify" as const) : ("request" as const), email };
}

/**
 * Sends a sign-in code. The answer is the same whether or not an account exists (better-auth
 * sends nothing to unknown addresses), and every request counts against the sender's and the
 * address's budgets, so that nobody can flood an inbox.
 */
export async function handleCodeRequest(request: Request, form: FormData, context: Readonly<RouterContextProvider>) {
  const { email, error } = readEmail(form);
  if (error) return refuseFields({ email: error }, { email });

  const { clientIp } = context.get(requestInfoContext);
  const db = await getDb();
  const budgets = [
    { key: `code-send:ip:${clientIp}`, rule: AUTH_LIMITS.emailsPerClient },
    { key: addressKey("code-send", email), rule: AUTH_LIMITS.emailsPerAddress },
  ];
  const wait = await spend(db, budgets);
  if (wait) return refuseLimited(wait, { email });

  const auth = await getAuth();
  await withEmailLanguage(languageOf(request), () =>
    auth.api.sendVerificationOTP({
      body: { email, type: "sign-in" },
      headers: authRequestHeaders(request, clientIp),
    }),
  );
  return redirect(AUTH_PATHS.code, { headers: { "Set-Cookie": await pendingAddress().serialize(email) } });
}

/** Signs in with the code sent to the pending address; wrong, used or expired codes all read alike. */
export async function handleCodeVerify(request: Request, form: FormData, context: Readonly<RouterContextProvider>) {
  const email = await pendingCodeAddress(request);
  if (!email) return refuse(400, { notice: { key: "account.errors.codeSessionExpired" } });
  const { code, error } = readCode(form);
  if (error) return refuseFields({ code: error });

  const { clientIp } = context.get(requestInfoContext);
  const db = await getDb();
  const budgets = [{ key: `code-check:ip:${clientIp}`, rule: AUTH_LIMITS.codeCheckPerClient }];
  const wait = await spentBudget(db, budgets);
  if (wait) return refuseLimited(wait);

  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signInEmailOTP({
      body: { email, otp: code },
      headers: authRequestHeaders(request, clientIp),
      returnHeaders: true,
    });
    log.info("customer signed in", { method: "email-code" });
    const cookies = sessionCookies(headers);
    cookies.append("Set-Cookie", await pendingAddress().serialize("", { maxAge: 0 }));
    return redirect(AUTH_PATHS.home, { headers: cookies });
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    await spend(db, budgets);
    // Three wrong tries kill a code: say so, since trying again cannot work.
    const key = refusal.code === "TOO_MANY_ATTEMPTS" ? "account.errors.codeExhausted" : "account.errors.wrongCode";
    return refuse(401, { fields: { code: key } });
  }
}
