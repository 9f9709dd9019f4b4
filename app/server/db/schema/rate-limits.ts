import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window counters shared by every app process (the access gate, later the forms).
 * One row per key; the window restarts when `resetAt` has passed.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  /**
   * For a progressive delay (rate-limit.server.ts, hitProgressiveDelay): no attempt is let
   * through before this moment. Null for plain counters.
   */
  notBefore: timestamp("not_before", { withTimezone: true }),
});
