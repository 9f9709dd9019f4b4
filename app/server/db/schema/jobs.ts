import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per scheduled job, shared by every app process: the instance whose claim moves
 * `next_run_at` forward runs that period's pass; the others find nothing due (jobs.server.ts).
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  /** While a run is in progress; a run whose process died is forgotten once it passes. */
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: text("last_error"),
});
