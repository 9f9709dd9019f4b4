import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { rateLimits } from "./db/schema/rate-limits";

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitState = { limited: boolean; count: number; resetAt: Date; retryAfterSeconds: number };

/**
 * `limited` means "no more events allowed": for a peek, the next event would exceed the limit;
 * for a hit, this very event did.
 */
function toState(count: number, resetAt: Date, rule: RateLimitRule, now: Date, after: "peek" | "hit"): RateLimitState {
  const active = resetAt.getTime() > now.getTime();
  const current = active ? count : 0;
  return {
    limited: after === "peek" ? current >= rule.limit : current > rule.limit,
    count: current,
    resetAt,
    retryAfterSeconds: active ? Math.ceil((resetAt.getTime() - now.getTime()) / 1000) : 0,
  };
}

/** Reads a counter without counting: "is this client already over the limit?" */
export async function peekRateLimit(db: Database, key: string, rule: RateLimitRule, now = new Date()) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row) return toState(0, now, rule, now, "peek");
  return toState(row.count, row.resetAt, rule, now, "peek");
}

/**
 * Counts one event in a fixed window, atomically (one upsert), so that any number of app
 * processes share the same counters.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule, now = new Date()) {
  const freshReset = new Date(now.getTime() + rule.windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: freshReset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning();
  if (!row) throw new Error("rate limit upsert returned no row");
  if (Math.random() < 0.01) await purgeExpiredRateLimits(db, now);
  return toState(row.count, row.resetAt, rule, now, "hit");
}

export async function purgeExpiredRateLimits(db: Database, now = new Date()) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now.getTime() - 86_400_000)));
}
