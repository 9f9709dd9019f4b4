import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { noteDatabaseError } from "./db/availability.server";
import type { Database } from "./db/client.server";
import { scheduledJobs } from "./db/schema/jobs";
import { log, requestScope } from "./logger.server";

/**
 * A job run on a schedule, once per period across every app process: a purge of what has
 * outlived its purpose, a reminder... `run` returns how many things it handled (for the log).
 * Jobs are declared by the features and listed in one place (app/scheduled-jobs.server.ts).
 */
export type ScheduledJob = {
  /** Unique and stable: it names the job's row in `scheduled_jobs`. */
  name: string;
  everyMs: number;
  run: (db: Database, now: Date) => Promise<number>;
  /** How long a run may take before it is presumed dead (its process killed). */
  leaseMs?: number;
};

const MINUTE = 60_000;
const DEFAULT_LEASE_MS = 10 * MINUTE;

/**
 * Claims this period's run of `job` for the caller; true when it is ours. One statement: the
 * first claim ever inserts the row; later ones move `next_run_at` forward only if it is due and
 * no live run holds it. Concurrent claims serialise on the row, and the losers find it no longer
 * due: each period's run happens once, whatever the number of instances.
 */
export async function claimJobRun(db: Database, job: ScheduledJob, now: Date): Promise<boolean> {
  const next = new Date(now.getTime() + job.everyMs);
  const lockedUntil = new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS));
  const claimed = await db
    .insert(scheduledJobs)
    .values({ name: job.name, nextRunAt: next, lockedUntil, lastStartedAt: now })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { nextRunAt: next, lockedUntil, lastStartedAt: now },
      setWhere: and(
        lte(scheduledJobs.nextRunAt, now),
        or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now)),
      ),
    })
    .returning({ name: scheduledJobs.name });
  return claimed.length > 0;
}

async function recordRunEnd(db: Database, job: ScheduledJob, error: string | null) {
  await db
    .update(scheduledJobs)
    .set({ lockedUntil: null, lastFinishedAt: sql`now()`, lastError: error })
    .where(eq(scheduledJobs.name, job.name));
}

/** Runs every job that is due and not claimed by another instance; returns the names it ran. */
export async function runDueJobs(db: Database, jobs: ScheduledJob[], now = new Date()): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    try {
      if (!(await claimJobRun(db, job, now))) continue;
      ran.push(job.name);
      try {
        const handled = await job.run(db, now);
        if (handled > 0) log.info("scheduled job", { job: job.name, handled });
        await recordRunEnd(db, job, null);
      } catch (error) {
        log.error("scheduled job failed", { job: job.name, error });
        await recordRunEnd(db, job, (error instanceof Error ? error.message : String(error)).slice(0, 500));
      }
    } catch (error) {
      // The database out of reach: the next tick tries again.
      noteDatabaseError(error);
      log.error("scheduled job not claimed", { job: job.name, error });
    }
  }
  return ran;
}

type Scheduler = { runDue: (now?: Date) => Promise<string[]>; stop: () => Promise<void> };
/** One per process, kept on globalThis so dev-server reloads do not start a second one. */
const holder = globalThis as typeof globalThis & { __jobScheduler?: Scheduler };

export type SchedulerTiming = {
  /** How often each process looks for due jobs (a cheap statement per job). */
  tickMs: number;
  /** The first look waits a little, so start-up (and its migrations) comes first. */
  firstTickMs: number;
};

/** Looks for due jobs every minute in every app process; the database decides who runs them. */
export function startJobScheduler(
  db: Database,
  jobs: ScheduledJob[],
  timing: SchedulerTiming = { tickMs: MINUTE, firstTickMs: 30_000 },
): Scheduler {
  if (holder.__jobScheduler) return holder.__jobScheduler;
  const names = new Set(jobs.map((job) => job.name));
  if (names.size !== jobs.length) throw new Error("two scheduled jobs share a name");
  let running: Promise<string[]> | null = null;
  const runDue = (now = new Date()) => {
    running ??= runDueJobs(db, jobs, now).finally(() => {
      running = null;
    });
    return running;
  };
  // Outside any request's log scope: these passes belong to no request.
  const tick = () => requestScope.exit(() => void runDue());
  const first = setTimeout(tick, timing.firstTickMs);
  const timer = setInterval(tick, timing.tickMs);
  first.unref();
  timer.unref();
  holder.__jobScheduler = {
    runDue,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
      holder.__jobScheduler = undefined;
    },
  };
  return holder.__jobScheduler;
}

export async function stopJobScheduler() {
  await holder.__jobScheduler?.stop();
}
