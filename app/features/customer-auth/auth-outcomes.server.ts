import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { requestLanguage } from "~/i18n/request-language.server";
import { type Auth, getAuth } from "~/server/auth/auth.server";
import { retryAfterOf } from "~/server/auth/auth-budgets.server";
import { withEmailLanguage } from "~/server/auth/email-language.server";
import { authRequestHeaders } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { sessions } from "~/server/db/schema/auth";
import { log } from "~/server/logger.server";
import { requestInfoContext } from "~/server/request-context";
import { registerCustomerAuthEmails } from "./auth-emails.server";
import { type AuthField, type AuthFormState, PASSWORD_PAUSED_KEY } from "./auth-form-state";

/** A form answer with an error: the screen shows it next to the field (or on top), with a 4xx. */
export function refuse(
  status: number,
  state: Partial<AuthFormState> & { notice?: AuthFormState["notice"] },
  headers?: HeadersInit,
) {
  return data<AuthFormState>(
    { notice: state.notice ?? null, fields: state.fields ?? {}, values: state.values ?? {} },
    { status, headers },
  );
}

/** Field errors found before anything is tried: 400, with the usual "check the fields" notice. */
export function refuseFields(fields: Partial<Record<AuthField, string>>, values: AuthFormState["values"] = {}) {
  return refuse(400, { notice: { key: "account.errors.notice" }, fields, values });
}

export function refuseLimited(retryAfterSeconds: number, values: AuthFormState["values"] = {}) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return refuse(
    429,
    { notice: { key: "account.errors.rateLimited", params: { minutes } }, values },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * The account's password waits (its progressive delay, pushed by wrong passwords from anywhere,
 * not this client's budget): the wait said in seconds (30 at most), with the e-mailed code
 * offered on the screen, which lets the owner in without waiting.
 */
export function refusePasswordPaused(retryAfterSeconds: number, values: AuthFormState["values"] = {}) {
  return refuse(
    429,
    { notice: { key: PASSWORD_PAUSED_KEY, params: { seconds: retryAfterSeconds } }, values },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

export type AuthRefusal = { status: number; code: string; retryAfter: number | null };

/**
 * better-auth says "no" by throwing an APIError with a status and a code (429 with a wait when an
 * attempt budget is spent); anything else it throws is a real fault (the database, a bug) and
 * must surface as one.
 */
export function authRefusal(error: unknown): AuthRefusal | null {
  if (!isAPIError(error) || error.statusCode >= 500) return null;
  const body = error.body as { code?: unknown } | undefined;
  const code = typeof body?.code === "string" ? body.code : "UNKNOWN";
  log.info("sign-in refused", { status: error.statusCode, code });
  return { status: error.statusCode, code, retryAfter: retryAfterOf(error) };
}

/**
 * The customer screens open the customer area only. A member of staff who signs in here gets no
 * session (the one better-auth just created is ended) and the usual "wrong credentials" answer:
 * staff sign in at the back office's door, with its second factor.
 */
export async function isCustomerSignIn(result: object) {
  // The role is one of our additional fields, which better-auth's plugin types do not carry. A
  // member of staff with a second factor gets no session at all here, only a challenge
  // (`twoFactorRedirect`), whose cookie is never passed on.
  const { user, token } = result as { user?: { role?: unknown }; token?: unknown };
  if (user?.role === "customer") return true;
  if (typeof token === "string") await (await getDb()).delete(sessions).where(eq(sessions.token, token));
  log.warn("staff sign-in refused at the customer door");
  return false;
}

/**
 * Asks better-auth to e-mail a code or a reset link: with the customer e-mails registered, in the
 * page's language, from the client's address. Returns the 429 answer when a budget refuses (the
 * address is shown again), else null: the same for every address, whether it has an account or not.
 */
export async function askForEmail(
  request: Request,
  context: Readonly<RouterContextProvider>,
  email: string,
  ask: (auth: Auth, headers: Headers) => Promise<unknown>,
) {
  registerCustomerAuthEmails();
  const auth = await getAuth();
  const headers = authRequestHeaders(request, context.get(requestInfoContext).clientIp);
  try {
    await withEmailLanguage(requestLanguage(context).lang, () => ask(auth, headers));
    return null;
  } catch (failure) {
    const refusal = authRefusal(failure);
    if (!refusal?.retryAfter) throw failure;
    return refuseLimited(refusal.retryAfter, { email });
  }
}
