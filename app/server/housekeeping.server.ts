import type { Database } from "./db/client.server";
import { log, requestScope } from "./logger.server";

/** A periodic clean-up: removes what has outlived its purpose, returns how many rows went. */
export type HousekeepingJob = { name: string; run: (db: Database, now: Date) => Promise<number> };

const HOUR = 60 * 60_000;
/** The first pass waits a little, so start-up (and its migrations) comes first. */
const FIRST_PASS_DELAY_MS = 30_000;

type Housekeeper = { runOnce: (now?: Date) => Promise<void>; stop: () => Promise<void> };
/** One per process, kept on globalThis so dev-server reloads do not start a second one. */
const holder = globalThis as typeof globalThis & { __housekeeper?: Housekeeper };

/**
 * Runs each job every hour in every app process. Jobs are plain deletes of expired rows, so
 * several processes running them at once only repeat harmless work.
 */
export function startHousekeeping(db: Database, jobs: HousekeepingJob[], everyMs = HOUR) {
  if (holder.__housekeeper) return holder.__housekeeper;
  let running: Promise<void> | null = null;
  const runOnce = (now = new Date()) => {
    running ??= (async () => {
      for (const job of jobs) {
        try {
          const removed = await job.run(db, now);
          if (removed > 0) log.info("housekeeping", { job: job.name, removed });
        } catch (error) {
          log.error("housekeeping job failed", { job: job.name, error });
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };
  // Outside any request's log scope: these passes belong to no request.
  const pass = () => requestScope.exit(() => void runOnce());
  const first = setTimeout(pass, Math.min(FIRST_PASS_DELAY_MS, everyMs));
  const timer = setInterval(pass, everyMs);
  first.unref();
  timer.unref();
  holder.__housekeeper = {
    runOnce,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
      holder.__housekeeper = undefined;
    },
  };
  return holder.__housekeeper;
}

export async function stopHousekeeping() {
  await holder.__housekeeper?.stop();
}
