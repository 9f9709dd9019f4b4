import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { SCHEDULED_JOBS } from "~/scheduled-jobs.server";
import { scheduledJobs } from "~/server/db/schema/jobs";
import { runDueJobs, type ScheduledJob, startJobScheduler, stopJobScheduler } from "~/server/jobs.server";
import { testDatabases } from "../support/databases";

const HOUR = 60 * 60_000;

/** A job that counts its runs and the clock each was given. */
function countingJob(overrides: Partial<ScheduledJob> = {}) {
  const runs: Date[] = [];
  const job: ScheduledJob = {
    name: `test-${crypto.randomUUID()}`,
    everyMs: HOUR,
    run: async (_db, now) => {
      runs.push(now);
      return 1;
    },
    ...overrides,
  };
  return { job, runs };
}

afterEach(async () => {
  await stopJobScheduler();
});

describe.each(testDatabases())("scheduled jobs on $name", ({ handle }) => {
  const db = () => handle().db;

  it("run once per period: at the first look, not again within the hour, again after it", async () => {
    const { job, runs } = countingJob();
    const t0 = new Date();
    expect(await runDueJobs(db(), [job], t0)).toEqual([job.name]);
    expect(await runDueJobs(db(), [job], new Date(t0.getTime() + 59 * 60_000))).toEqual([]);
    expect(await runDueJobs(db(), [job], new Date(t0.getTime() + HOUR))).toEqual([job.name]);
    expect(runs).toHaveLength(2);
  });

  it("record a failure, keep going with the next job, and try again the next period", async () => {
    const failing = countingJob({
      run: async () => {
        throw new Error("database hiccup");
      },
    });
    const next = countingJob();
    const t0 = new Date();
    await runDueJobs(db(), [failing.job, next.job], t0);
    expect(next.runs).toHaveLength(1);
    const [row] = await db().select().from(scheduledJobs).where(eq(scheduledJobs.name, failing.job.name));
    expect(row).toMatchObject({ lastError: "database hiccup", lockedUntil: null });
    expect(await runDueJobs(db(), [failing.job], new Date(t0.getTime() + HOUR))).toEqual([failing.job.name]);
  });

  it("do not start while a run is in progress, and forget a run whose process died once its lease passes", async () => {
    // A run that is due every minute but takes longer (here: never ends, as in a killed process).
    let started = () => {};
    const begun = new Promise<void>((resolve) => {
      started = resolve;
    });
    const { job, runs } = countingJob({
      everyMs: 60_000,
      leaseMs: 5 * 60_000,
      run: () => {
        started();
        return new Promise(() => {});
      },
    });
    const t0 = new Date();
    void runDueJobs(db(), [job], t0);
    // Its lease is taken once it has begun.
    await begun;
    const watcher = { ...job, run: async (_db: unknown, now: Date) => runs.push(now) };
    expect(await runDueJobs(db(), [watcher], new Date(t0.getTime() + 2 * 60_000))).toEqual([]);
    expect(await runDueJobs(db(), [watcher], new Date(t0.getTime() + 6 * 60_000))).toEqual([job.name]);
  });

  it("the app's own jobs have distinct names and run against this schema", async () => {
    expect(new Set(SCHEDULED_JOBS.map((job) => job.name)).size).toBe(SCHEDULED_JOBS.length);
    expect(await runDueJobs(db(), SCHEDULED_JOBS, new Date())).toEqual(SCHEDULED_JOBS.map((job) => job.name));
    const rows = await db().select().from(scheduledJobs);
    for (const job of SCHEDULED_JOBS) {
      expect(rows.find((row) => row.name === job.name)).toMatchObject({ lastError: null, lockedUntil: null });
    }
  });

  it("the scheduler looks on its own timer and starts once per process", async () => {
    const { job, runs } = countingJob();
    const scheduler = startJobScheduler(db(), [job], { tickMs: 50, firstTickMs: 10 });
    expect(startJobScheduler(db(), [job])).toBe(scheduler);
    const deadline = Date.now() + 3_000;
    while (runs.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toHaveLength(1);
  });
});

/** Several app processes on one PostgreSQL: each period's run happens once, in one of them. */
describe.each(testDatabases())("scheduled jobs in several instances on $name", ({ handle, openAnother }) => {
  it("run once when four instances look at the same moment, ten times over", async () => {
    const { job, runs } = countingJob();
    const instances = [handle().db, (await openAnother()).db, (await openAnother()).db, (await openAnother()).db];
    const t0 = new Date();
    for (let look = 0; look < 10; look++) {
      const at = new Date(t0.getTime() + look * 1000);
      await Promise.all(instances.map((db) => runDueJobs(db, [job], at)));
    }
    expect(runs).toHaveLength(1);
    // The next period: once again, by whichever instance claims it first.
    const later = new Date(t0.getTime() + HOUR + 1);
    const ran = await Promise.all(instances.map((db) => runDueJobs(db, [job], later)));
    expect(ran.flat()).toEqual([job.name]);
    expect(runs).toHaveLength(2);
  });
});
