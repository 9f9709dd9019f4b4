import { and, eq, gt, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { rateLimits } from "./db/schema/rate-limits";
import { type DelaySchedule, delaySteps } from "./progressive-delay";

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitState = { limited: boolean; count: number; resetAt: Date; retryAfterSeconds: number };
/** One counter and its rule: "10 wrong passwords per client address per 15 minutes". */
export type Budget = { key: string; rule: RateLimitRule };
/** One counter and its progressive delay: "wait longer after each wrong password for this account". */
export type DelayBudget = { key: string; delay: DelaySchedule };

/*
 * There is deliberately no way to read a counter without counting. "Check, then count if it
 * failed" lets a parallel burst through: every request of the burst reads the same count before
 * any of them writes (issue 9: 60 passwords tried against a limit of 10). Every caller counts
 * first, in one statement that also says whether this event went over, and gives the event back
 * (refundRateLimit) when it turns out not to be one the limit is about, such as a right password.
 */

/**
 * Counts one event in a fixed window and reports, from the same upsert, whether this very event
 * went over the limit. Atomic on PostgreSQL and PGlite alike, so any number of concurrent
 * requests and app processes share one exact count.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule, now = new Date()) {
  const [row] = await rateLimitHit(db, key, rule, now);
  if (!row) throw new Error("rate limit upsert returned no row");
  if (Math.random() < 0.01) await purgeExpiredRateLimits(db, now);
  return rateLimitState(row, rule, now);
}

/**
 * The counting upsert of `hitRateLimit`, returning the counter (`count`, `reset_at`): for a
 * caller that runs it inside a statement of its own (a lead counts and claims its key in one).
 */
export function rateLimitHit(db: Pick<Database, "insert">, key: string, rule: RateLimitRule, now = new Date()) {
  const freshReset = new Date(now.getTime() + rule.windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  return db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: freshReset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
}

/** What a counter says of the event just counted. */
export function rateLimitState(row: { count: number; resetAt: Date }, rule: RateLimitRule, now = new Date()) {
  const active = row.resetAt.getTime() > now.getTime();
  return {
    limited: row.count > rule.limit,
    count: row.count,
    resetAt: row.resetAt,
    retryAfterSeconds: active ? Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000) : 0,
  } satisfies RateLimitState;
}

/** Gives back one event counted in the current window (never below zero, never into a new window). */
export async function refundRateLimit(db: Database, key: string, now = new Date()) {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0), gt(rateLimits.resetAt, now)));
}

/**
 * The seconds to wait after `failures` failures, as SQL over an integer expression: the schedule's
 * steps spelled out (progressive-delay.ts), every later failure waiting the cap.
 */
function delaySecondsSql(failures: SQL, delay: DelaySchedule) {
  const { steps, cap } = delaySteps(delay);
  const whens = steps.map(([count, seconds]) => `when ${count} then ${seconds}`).join(" ");
  return sql`(case ${failures} ${sql.raw(whens)} else ${sql.raw(String(cap))} end)`;
}

/**
 * Lets one attempt through a progressive delay, or says how long to wait. The attempt is counted
 * as a failure before it is tried (a success gives it back, refundRateLimit) and pushes the next
 * allowed moment to now + the schedule's wait, in the same upsert that checks the current one:
 * a parallel burst meets the delays exactly, on every app process. Never a lock-out: the wait is
 * at most the schedule's cap, and the count is forgotten after a quiet `forgetAfterMs`.
 */
export async function hitProgressiveDelay(db: Database, key: string, delay: DelaySchedule, now = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgetAt = new Date(now.getTime() + delay.forgetAfterMs);
  const expired = sql`${rateLimits.resetAt} <= ${at}`;
  const failures = sql`(case when ${expired} then 1 else ${rateLimits.count} + 1 end)`;
  const [admitted] = await db
    .insert(rateLimits)
    .values({
      key,
      count: 1,
      resetAt: forgetAt,
      notBefore: sql`${at} + ${delaySecondsSql(sql`1`, delay)} * interval '1 second'`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: failures,
        resetAt: forgetAt,
        notBefore: sql`${at} + ${delaySecondsSql(failures, delay)} * interval '1 second'`,
      },
      setWhere: or(expired, isNull(rateLimits.notBefore), lte(rateLimits.notBefore, at)),
    })
    .returning({ count: rateLimits.count });
  if (admitted) return { limited: false, retryAfterSeconds: 0 };
  // Refused: how long until the moment set by the attempts before (read after, only to say it).
  const [row] = await db.select({ notBefore: rateLimits.notBefore }).from(rateLimits).where(eq(rateLimits.key, key));
  const waitMs = (row?.notBefore?.getTime() ?? now.getTime()) - now.getTime();
  return { limited: true, retryAfterSeconds: Math.min(delay.capSeconds, Math.max(1, Math.ceil(waitMs / 1000))) };
}

const isDelay = (budget: Budget | DelayBudget): budget is DelayBudget => "delay" in budget;

/**
 * Counts one attempt against each budget, in order. The first budget it goes over refuses it:
 * the budgets counted before that one are given back (the attempt was never made) and the ones
 * after are left alone, so a client that spent its own budget cannot go on spending an
 * account's. Returns the seconds to wait, or null when the attempt may go ahead.
 */
export async function spendBudgets(db: Database, budgets: readonly (Budget | DelayBudget)[], now = new Date()) {
  return (await spendBudgetsOrName(db, budgets, now))?.wait ?? null;
}

/** Like spendBudgets, and names the budget that refused (a client's, or an account's). */
export async function spendBudgetsOrName(db: Database, budgets: readonly (Budget | DelayBudget)[], now = new Date()) {
  for (const [index, budget] of budgets.entries()) {
    const state = isDelay(budget)
      ? await hitProgressiveDelay(db, budget.key, budget.delay, now)
      : await hitRateLimit(db, budget.key, budget.rule, now);
    if (state.limited) {
      await refundBudgets(db, budgets.slice(0, index), now);
      return { wait: Math.max(1, state.retryAfterSeconds), budget };
    }
  }
  return null;
}

/** Gives back one attempt on each budget (it turned out legitimate: the right password, code or token). */
export async function refundBudgets(db: Database, budgets: readonly (Budget | DelayBudget)[], now = new Date()) {
  for (const { key } of budgets) await refundRateLimit(db, key, now);
}

export async function purgeExpiredRateLimits(db: Database, now = new Date()) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now.getTime() - 86_400_000)));
}
