import { createHash } from "node:crypto";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Database } from "../db/client.server";
import { type Budget, refundBudgets, spendBudgets } from "../rate-limit.server";
import { AUTH_LIMITS } from "./auth-limits";

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

type Spending = {
  budgets: Budget[];
  /** A success gives its attempt back: only wrong secrets count. E-mails sent always count. */
  refundOnSuccess: boolean;
};

function emailIn(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === "string" && email.trim() !== "" ? email : null;
}

/** What one call of a guarded endpoint spends; null for endpoints that guess nothing and send nothing. */
export function spendingOf(path: string | undefined, clientAddress: string, body: unknown): Spending | null {
  const email = emailIn(body);
  const perAccount = (kind: string, rule: Budget["rule"]) => (email ? [{ key: accountKey(kind, email), rule }] : []);
  switch (path) {
    case "/sign-in/email":
      return {
        budgets: [
          { key: `signin:ip:${clientAddress}`, rule: AUTH_LIMITS.signInPerClient },
          ...perAccount("signin", AUTH_LIMITS.signInPerEmail),
        ],
        refundOnSuccess: true,
      };
    // Guessing the current password of a session someone left open spends the same budget.
    case "/change-password":
    case "/verify-password":
      return {
        budgets: [{ key: `signin:ip:${clientAddress}`, rule: AUTH_LIMITS.signInPerClient }],
        refundOnSuccess: true,
      };
    case "/sign-in/email-otp":
      return {
        budgets: [{ key: `code-check:ip:${clientAddress}`, rule: AUTH_LIMITS.codeCheckPerClient }],
        refundOnSuccess: true,
      };
    case "/email-otp/send-verification-otp":
    case "/request-password-reset":
      return {
        budgets: [
          { key: `auth-email:ip:${clientAddress}`, rule: AUTH_LIMITS.emailsPerClient },
          ...perAccount("auth-email", AUTH_LIMITS.emailsPerAddress),
        ],
        refundOnSuccess: false,
      };
    case "/reset-password":
      return {
        budgets: [{ key: `new-password:ip:${clientAddress}`, rule: AUTH_LIMITS.newPasswordPerClient }],
        refundOnSuccess: true,
      };
    default:
      return null;
  }
}

type HookContext = { path?: string; body?: unknown; headers?: Headers };

function spendingFor(ctx: HookContext) {
  const clientAddress = ctx.headers?.get(CLIENT_ADDRESS_HEADER) || UNKNOWN_CLIENT;
  return spendingOf(ctx.path, clientAddress, ctx.body);
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
      const wait = await spendBudgets(db, spending.budgets);
      if (wait !== null) {
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: "Too many attempts. Please try again later.", code: "RATE_LIMITED", retryAfter: wait },
          { "Retry-After": String(wait) },
        );
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      const spending = spendingFor(ctx);
      if (!spending?.refundOnSuccess || isAPIError(ctx.context.returned)) return;
      await refundBudgets(db, spending.budgets);
    }),
  };
}

/** The wait a refusal of ours carries (429 from budgetHooks), else null. */
export function retryAfterOf(error: unknown): number | null {
  if (!isAPIError(error) || error.statusCode !== 429) return null;
  const seconds = Number((error.body as { retryAfter?: unknown } | undefined)?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}
