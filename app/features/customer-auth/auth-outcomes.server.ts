import { createHash } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { data } from "react-router";
import type { Database } from "~/server/db/client.server";
import { log } from "~/server/logger.server";
import { hitRateLimit, peekRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import type { AuthField, AuthFormState } from "./auth-forms";

export type Budget = { key: string; rule: RateLimitRule };

/**
 * A rate-limit key for an email address: a digest, so the counters table (which anyone reading
 * the database can see) holds no addresses.
 */
export function addressKey(kind: string, email: string) {
  return `${kind}:email:${createHash("sha256").update(email).digest("base64url").slice(0, 22)}`;
}

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
    {
      "Retry-After": String(retryAfterSeconds),
    },
  );
}

/** Seconds to wait when any of these budgets is already spent, else null (nothing is counted). */
export async function spentBudget(db: Database, budgets: Budget[]) {
  let wait = 0;
  for (const { key, rule } of budgets) {
    const state = await peekRateLimit(db, key, rule);
    if (state.limited) wait = Math.max(wait, state.retryAfterSeconds);
  }
  return wait > 0 ? wait : null;
}

/** Counts one attempt against each budget; returns the wait if this attempt went over one. */
export async function spend(db: Database, budgets: Budget[]) {
  let wait = 0;
  for (const { key, rule } of budgets) {
    const state = await hitRateLimit(db, key, rule);
    if (state.limited) wait = Math.max(wait, state.retryAfterSeconds);
  }
  return wait > 0 ? wait : null;
}

/**
 * better-auth says "no" by throwing an APIError with a status and a code; anything else it
 * throws is a real fault (the database, a bug) and must surface as one.
 */
export function authRefusal(error: unknown): { status: number; code: string } | null {
  if (!isAPIError(error)) return null;
  const body = error.body as { code?: unknown } | undefined;
  const code = typeof body?.code === "string" ? body.code : "UNKNOWN";
  if (error.statusCode >= 500) return null;
  log.info("sign-in refused", { status: error.statusCode, code });
  return { status: error.statusCode, code };
}
