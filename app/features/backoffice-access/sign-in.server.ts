import { isAPIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import { data, type RouterContextProvider, redirect } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { STAFF_PATHS, staffReturnToOf, withReturnTo } from "~/paths/backoffice";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { DEACTIVATED_CODE, getAuth, PASSWORD_MAX, PASSWORD_MIN } from "~/server/auth/auth.server";
import { ACCOUNT_LIMITED_CODE, retryAfterOf } from "~/server/auth/auth-budgets.server";
import { withEmailLanguage } from "~/server/auth/email-language.server";
import { isRole, isStaffRole } from "~/server/auth/roles";
import { authRequestHeaders, getSignedIn, sessionCookies } from "~/server/auth/session.server";
import { TOTP_REUSED_CODE } from "~/server/auth/totp-single-use.server";
import { getDb } from "~/server/db/index.server";
import { sessions, users } from "~/server/db/schema/auth";
import { log } from "~/server/logger.server";
import { requestInfoContext } from "~/server/request-context";
import { registerStaffAuthEmails } from "./staff-emails.server";
import { readBackupCode, readEmail, readPassword, readTotp, type StaffFormState } from "./staff-forms";

type Context = Readonly<RouterContextProvider>;

export function refuse(status: number, state: Partial<StaffFormState>, headers?: HeadersInit) {
  return data<StaffFormState>(
    { notice: state.notice ?? null, fields: state.fields ?? {}, values: state.values ?? {} },
    { status, headers },
  );
}

function refuseLimited(retryAfter: number, values: StaffFormState["values"] = {}) {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return refuse(
    429,
    { notice: { key: "staff.errors.rateLimited", params: { minutes } }, values },
    {
      "Retry-After": String(retryAfter),
    },
  );
}

/** The step of the staff door a refusal happened at, as its log line names it. */
type Step = "password" | "totp" | "backup" | "enrolment" | "reset-request" | "new-password";

/**
 * better-auth's "no": its status and code; anything else (a fault) is rethrown by the callers.
 * Every refusal at the staff door is logged as a warning, with the step, the status and the
 * code (never the address, the password or the code typed), so that guessing shows in the logs.
 */
function refusalOf(error: unknown, step: Step) {
  if (!isAPIError(error) || error.statusCode >= 500) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  const refusal = {
    status: error.statusCode,
    code: typeof code === "string" ? code : "UNKNOWN",
    retryAfter: retryAfterOf(error),
  };
  log.warn("staff sign-in refused", { step, status: refusal.status, code: refusal.code });
  return refusal;
}

const clientIp = (context: Context) => context.get(requestInfoContext).clientIp;

async function audit(userId: string, email: string, ip: string, action: string, details: Record<string, unknown> = {}) {
  const db = await getDb();
  await recordStaffAction(db, { id: userId, email, ip }, { action, target: { type: "user", id: userId }, details });
}

/**
 * Step 1, e-mail and password. A member of staff with an authenticator gets a challenge cookie and
 * the code screen; one without goes to the enrolment screen (their session opens nothing else);
 * a customer gets no session and the usual "wrong credentials" (customers sign in at their door).
 */
export async function handleStaffSignIn(request: Request, context: Context) {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, { notice: { key: "staff.errors.badRequest" } });
  const { email, error: emailError } = readEmail(form);
  const { password, error: passwordError } = readPassword(form, "password", { max: PASSWORD_MAX });
  if (emailError || passwordError) {
    return refuse(400, {
      notice: { key: "staff.errors.notice" },
      fields: { email: emailError, password: passwordError },
      values: { email },
    });
  }
  const returnTo = staffReturnToOf(request.url);
  const auth = await getAuth();
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: false },
      headers: authRequestHeaders(request, clientIp(context)),
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      return redirect(withReturnTo(STAFF_PATHS.code, returnTo), { headers: sessionCookies(headers) });
    }
    const { user, token } = response as { user?: { id: string; email: string; role?: unknown }; token?: string };
    if (user && isRole(user.role) && isStaffRole(user.role)) {
      await audit(user.id, user.email, clientIp(context), "staff.sign-in.password", { enrolment: true });
      return redirect(STAFF_PATHS.enrol, { headers: sessionCookies(headers) });
    }
    if (token) await (await getDb()).delete(sessions).where(eq(sessions.token, token));
    log.warn("customer sign-in refused at the staff door");
  } catch (error) {
    const refusal = refusalOf(error, "password");
    if (!refusal) throw error;
    if (refusal.retryAfter && refusal.code === ACCOUNT_LIMITED_CODE) {
      // The account's progressive delay (others' wrong passwords from browsers that never signed
      // in): a wait of seconds, never a lock-out; the form says how long (issue 48).
      return refuse(
        429,
        { notice: { key: "staff.errors.signInDelayed", params: { seconds: refusal.retryAfter } }, values: { email } },
        { "Retry-After": String(refusal.retryAfter) },
      );
    }
    if (refusal.retryAfter) return refuseLimited(refusal.retryAfter, { email });
    if (refusal.code === DEACTIVATED_CODE)
      return refuse(403, { notice: { key: "staff.errors.deactivated" }, values: { email } });
  }
  return refuse(401, { notice: { key: "staff.errors.wrongCredentials" }, values: { email } });
}

/**
 * Step 2, the code from the authenticator app, or a backup code. The challenge cookie from step 1
 * names the account; the plugin allows 5 tries per challenge and locks the second factor after 10
 * wrong codes in a row; our budgets (auth-budgets.server.ts) count per client and per challenge.
 */
export async function handleSecondFactor(request: Request, context: Context, kind: "totp" | "backup") {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, { notice: { key: "staff.errors.badRequest" } });
  const { code, error } = kind === "totp" ? readTotp(form) : readBackupCode(form);
  if (error) return refuse(400, { notice: { key: "staff.errors.notice" }, fields: { code: error } });
  const returnTo = staffReturnToOf(request.url);
  const auth = await getAuth();
  const headers = authRequestHeaders(request, clientIp(context));
  try {
    const result =
      kind === "totp"
        ? await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
    const user = (result.response as { user: { id: string; email: string } }).user;
    await audit(user.id, user.email, clientIp(context), "staff.sign-in", { method: kind });
    return redirect(returnTo, { headers: sessionCookies(result.headers) });
  } catch (failure) {
    const refusal = refusalOf(failure, kind);
    if (!refusal) throw failure;
    if (refusal.retryAfter) return refuseLimited(refusal.retryAfter);
    if (refusal.code === "INVALID_TWO_FACTOR_COOKIE")
      return redirect(withReturnTo(STAFF_PATHS.signIn, returnTo, { "etape-expiree": "1" }));
    if (refusal.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
      return redirect(withReturnTo(STAFF_PATHS.signIn, returnTo, { "trop-d-essais": "1" }));
    }
    if (refusal.code === DEACTIVATED_CODE) return refuse(403, { notice: { key: "staff.errors.deactivated" } });
    if (refusal.code === TOTP_REUSED_CODE) return refuse(401, { notice: { key: "staff.errors.codeUsed" } });
    return refuse(401, {
      notice: { key: kind === "totp" ? "staff.errors.wrongCode" : "staff.errors.wrongBackupCode" },
    });
  }
}

/** The signed-in member of staff still to enrol, or a redirect to where they belong. */
export async function requireEnrolling(request: Request) {
  const signedIn = await getSignedIn(request);
  if (!signedIn || !isStaffRole(signedIn.identity.role) || signedIn.deactivated) throw redirect(STAFF_PATHS.signIn);
  if (signedIn.twoFactorEnabled) throw redirect(STAFF_PATHS.home);
  return signedIn.identity;
}

/** Enrolment's proof: the first code from the new app; the plugin then turns the factor on. */
export async function handleEnrolment(request: Request, context: Context) {
  const identity = await requireEnrolling(request);
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, { notice: { key: "staff.errors.badRequest" } });
  const { code, error } = readTotp(form);
  if (error) return refuse(400, { notice: { key: "staff.errors.notice" }, fields: { code: error } });
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.verifyTOTP({
      body: { code },
      headers: authRequestHeaders(request, clientIp(context)),
      returnHeaders: true,
    });
    await audit(identity.id, identity.email, clientIp(context), "staff.two-factor.enrol");
    return redirect(STAFF_PATHS.home, { headers: sessionCookies(headers) });
  } catch (failure) {
    const refusal = refusalOf(failure, "enrolment");
    if (!refusal) throw failure;
    if (refusal.retryAfter) return refuseLimited(refusal.retryAfter);
    if (refusal.code === TOTP_REUSED_CODE) return refuse(401, { notice: { key: "staff.errors.codeUsed" } });
    return refuse(401, { notice: { key: "staff.errors.wrongCode" } });
  }
}

/** Ends this browser's session, then the sign-in screen. */
export async function handleStaffSignOut(request: Request, context: Context) {
  const signedIn = await getSignedIn(request);
  const auth = await getAuth();
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  if (signedIn && isStaffRole(signedIn.identity.role)) {
    await audit(signedIn.identity.id, signedIn.identity.email, clientIp(context), "staff.sign-out");
  }
  return redirect(`${STAFF_PATHS.signIn}?deconnexion=1`, { headers: sessionCookies(headers) });
}

/**
 * "Mot de passe oublié": the same answer for every address. A member of staff's link leads to the
 * back office's screen (the staff e-mail writer sees to it); better-auth's budgets count each ask.
 */
export async function handleStaffResetRequest(request: Request, context: Context) {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, { notice: { key: "staff.errors.badRequest" } });
  const { email, error } = readEmail(form);
  if (error)
    return refuse(400, { notice: { key: "staff.errors.notice" }, fields: { email: error }, values: { email } });
  registerStaffAuthEmails();
  const db = await getDb();
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const auth = await getAuth();
  try {
    // Only staff get a link from this screen; others' requests spend the same budgets and send nothing.
    if (row && isRole(row.role) && isStaffRole(row.role)) {
      await withEmailLanguage(requestLanguage(context).lang, () =>
        auth.api.requestPasswordReset({
          body: { email, redirectTo: STAFF_PATHS.newPassword },
          headers: authRequestHeaders(request, clientIp(context)),
        }),
      );
    } else {
      await auth.api.requestPasswordReset({
        body: { email: `nobody+${crypto.randomUUID()}@invalid.invalid`, redirectTo: STAFF_PATHS.newPassword },
        headers: authRequestHeaders(request, clientIp(context)),
      });
    }
  } catch (failure) {
    const refusal = refusalOf(failure, "reset-request");
    if (!refusal?.retryAfter) throw failure;
    return refuseLimited(refusal.retryAfter, { email });
  }
  return redirect(`${STAFF_PATHS.forgot}?envoye=1`);
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function passwordTokenOf(url: URL) {
  const token = queryOf(url).get("token");
  return token && TOKEN_PATTERN.test(token) && !url.searchParams.has("error") ? token : null;
}

/** Sets a password from an invitation or a reset link (one use; the reset also ends every session). */
export async function handleStaffNewPassword(request: Request, context: Context) {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, { notice: { key: "staff.errors.badRequest" } });
  const token = form.get("token");
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token))
    return refuse(400, { notice: { key: "staff.reset.invalid" } });
  const { password, error } = readPassword(form, "password", { min: PASSWORD_MIN, max: PASSWORD_MAX });
  const confirm = readPassword(form, "confirm", { max: PASSWORD_MAX });
  const confirmError =
    confirm.error ?? (!error && confirm.password !== password ? "staff.errors.confirmMismatch" : undefined);
  if (error || confirmError)
    return refuse(400, { notice: { key: "staff.errors.notice" }, fields: { password: error, confirm: confirmError } });
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({
      body: { newPassword: password, token },
      headers: authRequestHeaders(request, clientIp(context)),
    });
  } catch (failure) {
    const refusal = refusalOf(failure, "new-password");
    if (!refusal) throw failure;
    if (refusal.retryAfter) return refuseLimited(refusal.retryAfter);
    return refuse(400, { notice: { key: "staff.reset.invalid" } });
  }
  return redirect(`${STAFF_PATHS.signIn}?motdepasse=1`);
}
