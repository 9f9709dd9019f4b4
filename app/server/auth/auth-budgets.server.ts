import { createHash } from "node:crypto";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Database } from "../db/client.server";
import { type Budget, type DelayBudget, refundBudgets, spendBudgetsOrName } from "../rate-limit.server";
import { AUTH_LIMITS, SIGN_IN_DELAY_PER_EMAIL } from "./auth-limits";
import { knownDeviceCookie, knownDeviceKey } from "./known-device.server";

/**
 * The client address better-auth sees (rate limits, session records). Only our /api/auth route
 * and our actions set it, from Express's address (which honours TRUST_PROXY); a value sent by the
 * browser is replaced first.
 */
export const CLIENT_ADDRESS_HEADER = "x-mc-client-address";
/** A server-side call that names no client shares one budget with every other such call. */
const UNKNOWN_CLIENT = "unknown";

/**
 * A rate-limit key for an e-mail address: a digest, so the counters table (which anyone reading
 * the database can see) holds no addresses. Case and spaces do not make a new budget.
 */
export function accountKey(kind: string, email: string) {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
  return `${kind}:email:${digest.slice(0, 22)}`;
}

/**
 * The refusal's code when an account's budget (not the client's) is spent: the screens then say
 * how long this account's password waits, and offer the owner the way in that needs no wait (a
 * one-time code by e-mail, whose budgets are others). Anyone can spend an account's budget from
 * many addresses; the owner must keep a way in (NIST SP 800-63B, 5.2.2).
 */
export const ACCOUNT_LIMITED_CODE = "ACCOUNT_RATE_LIMITED";
const isAccountBudget = (budget: Budget | DelayBudget) => budget.key.includes(":email:");

type Spending = {
  budgets: (Budget | DelayBudget)[];
  /** A success gives its attempt back: only wrong secrets count. E-mails sent always count. */
  refundOnSuccess: boolean;
};

function emailIn(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === "string" && email.trim() !== "" ? email : null;
}

type Spender = (clientAddress: string, email: string | null, headers: Headers | undefined) => Spending;

const perClient = (kind: string, rule: Budget["rule"], clientAddress: string) => ({
  key: `${kind}:ip:${clientAddress}`,
  rule,
});
const perAccount = (kind: string, rule: Budget["rule"], email: string | null) =>
  email ? [{ key: accountKey(kind, email), rule }] : [];

/**
 * A wrong password spends the client's budget and the account's progressive delay; from a browser
 * that signed in to this account before, a budget of that browser's instead of the account's
 * (NIST SP 800-63B 5.2.2: others' guesses from many addresses must not lock the owner out, nor
 * keep them waiting, issue 48). The account's delay comes last: a client over its own budget does
 * not push the account's wait further.
 */
const wrongPasswords: Spender = (ip, email, headers) => {
  const device = email ? knownDeviceKey(headers?.get("cookie"), email) : null;
  const account: (Budget | DelayBudget)[] = device
    ? [{ key: device, rule: AUTH_LIMITS.signInPerKnownDevice }]
    : email
      ? [{ key: accountKey("signin", email), delay: SIGN_IN_DELAY_PER_EMAIL }]
      : [];
  return {
    budgets: [perClient("signin", AUTH_LIMITS.signInPerClient, ip), ...account],
    refundOnSuccess: true,
  };
};
// Guessing the current password of a session someone left open spends the address's budget too.
const currentPassword: Spender = (ip) => ({
  budgets: [perClient("signin", AUTH_LIMITS.signInPerClient, ip)],
  refundOnSuccess: true,
});
/**
 * Codes and reset links: the client's budget and the address's (nobody's inbox can be flooded).
 * From a browser that signed in to the account before, a budget of that browser's instead of the
 * address's: others asking five codes from five addresses must not cut the owner off from the
 * code that signs them in (the same lock-out as wrong passwords, issue 48).
 */
const emailsSent: Spender = (ip, email, headers) => {
  const device = email ? knownDeviceKey(headers?.get("cookie"), email, Date.now(), "auth-email") : null;
  return {
    budgets: [
      perClient("auth-email", AUTH_LIMITS.emailsPerClient, ip),
      ...(device
        ? [{ key: device, rule: AUTH_LIMITS.emailsPerKnownDevice }]
        : perAccount("auth-email", AUTH_LIMITS.emailsPerAddress, email)),
    ],
    refundOnSuccess: false,
  };
};

/**
 * Who is answering a second-factor challenge: the signed cookie of the sign-in in progress, or
 * the session (enrolment). Digested, like account keys; a request with neither spends the
 * client's budget only (better-auth refuses it anyway).
 */
function challengeKey(headers: Headers | undefined) {
  const cookies = headers?.get("cookie") ?? "";
  const holder = /(?:^|;\s*)((?:__Secure-)?mc\.(?:two_factor|session_token))=([^;]+)/.exec(cookies);
  if (!holder) return [];
  const digest = createHash("sha256")
    .update(holder[2] ?? "")
    .digest("base64url");
  return [{ key: `second-factor:challenge:${digest.slice(0, 22)}`, rule: AUTH_LIMITS.secondFactorPerChallenge }];
}

const secondFactorCodes: Spender = (ip, _email, headers) => ({
  budgets: [perClient("second-factor", AUTH_LIMITS.secondFactorPerClient, ip), ...challengeKey(headers)],
  refundOnSuccess: true,
});

/** The guarded endpoints, and what one call of each spends. */
const SPENDERS: Record<string, Spender> = {
  "/sign-in/email": wrongPasswords,
  "/change-password": currentPassword,
  "/verify-password": currentPassword,
  "/sign-in/email-otp": (ip) => ({
    budgets: [perClient("code-check", AUTH_LIMITS.codeCheckPerClient, ip)],
    refundOnSuccess: true,
  }),
  "/email-otp/send-verification-otp": emailsSent,
  "/request-password-reset": emailsSent,
  "/two-factor/verify-totp": secondFactorCodes,
  "/two-factor/verify-backup-code": secondFactorCodes,
  "/reset-password": (ip) => ({
    budgets: [perClient("new-password", AUTH_LIMITS.newPasswordPerClient, ip)],
    refundOnSuccess: true,
  }),
};

/** The sign-ins that prove the browser's holder knows the account: they leave the known-device cookie. */
const SIGN_INS = new Set(["/sign-in/email", "/sign-in/email-otp"]);

/** The endpoints these budgets hold: better-auth's own limiter steps aside on them. */
export const BUDGETED_PATHS = Object.keys(SPENDERS);

/** What one call of a guarded endpoint spends; null for endpoints that guess nothing and send nothing. */
export function spendingOf(
  path: string | undefined,
  clientAddress: string,
  body: unknown,
  headers?: Headers,
): Spending | null {
  const spender = path ? SPENDERS[path] : undefined;
  return spender ? spender(clientAddress, emailIn(body), headers) : null;
}

type HookContext = { path?: string; body?: unknown; headers?: Headers };

function spendingFor(ctx: HookContext) {
  const clientAddress = ctx.headers?.get(CLIENT_ADDRESS_HEADER) || UNKNOWN_CLIENT;
  return spendingOf(ctx.path, clientAddress, ctx.body, ctx.headers);
}

/**
 * better-auth hooks that hold every guarded endpoint to its budgets. Hooks run for both ways in
 * (better-auth's HTTP router and our screens' `auth.api.*` calls), so a client has one budget
 * whichever it uses. Each attempt is counted before it is tried, in one statement per budget, so
 * a parallel burst gets exactly the budget and no more; a success gives its attempt back.
 */
export function budgetHooks(db: Database) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      const spending = spendingFor(ctx);
      if (!spending) return;
      const refused = await spendBudgetsOrName(db, spending.budgets);
      if (refused) {
        const { wait, budget } = refused;
        const code = isAccountBudget(budget) ? ACCOUNT_LIMITED_CODE : "RATE_LIMITED";
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: "Too many attempts. Please try again later.", code, retryAfter: wait },
          { "Retry-After": String(wait) },
        );
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      const spending = spendingFor(ctx);
      if (!spending?.refundOnSuccess || isAPIError(ctx.context.returned)) return;
      await refundBudgets(db, spending.budgets);
      const email = emailIn(ctx.body);
      if (email && ctx.path && SIGN_INS.has(ctx.path)) {
        const cookie = knownDeviceCookie(email);
        ctx.setCookie(cookie.name, cookie.value, {
          maxAge: cookie.maxAge,
          httpOnly: true,
          sameSite: "lax",
          path: "/",
          secure: Boolean(ctx.context.options.advanced?.useSecureCookies),
        });
      }
    }),
  };
}

/** The wait a refusal of ours carries (429 from budgetHooks), else null. */
export function retryAfterOf(error: unknown): number | null {
  if (!isAPIError(error) || error.statusCode !== 429) return null;
  const seconds = Number((error.body as { retryAfter?: unknown } | undefined)?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}
