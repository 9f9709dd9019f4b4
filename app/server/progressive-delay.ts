/**
 * A progressive delay: after the n-th failure (counted since the last quiet `forgetAfterMs`), the
 * next attempt must wait `delayAfterFailures(n)` seconds, for instance 0, 0, 0, 1, 2, 4, 8, 16,
 * 30, 30... A hard pause after N failures lets anyone lock an owner out of their account from a
 * handful of addresses (issue 48, item 3); a wait that grows with the failures slows guessing
 * while the owner waits at most `capSeconds` (NIST SP 800-63B 5.2.2). The counting itself is
 * atomic, in the database: rate-limit.server.ts, hitProgressiveDelay.
 */
export type DelaySchedule = {
  /** Failures that cost nothing (typing mistakes). */
  freeFailures: number;
  /** The first wait, doubled after each further failure... */
  firstDelaySeconds: number;
  /** ...up to this. */
  capSeconds: number;
  /** The count starts again after this long without an attempt. */
  forgetAfterMs: number;
};

/** Seconds to wait after the `failures`-th failure in a row (1-based). */
export function delayAfterFailures(failures: number, schedule: DelaySchedule) {
  if (!Number.isFinite(failures) || failures <= schedule.freeFailures) return 0;
  const doublings = failures - schedule.freeFailures - 1;
  // Past 2^31 the cap has long been reached; the bound keeps the power finite.
  return Math.min(schedule.capSeconds, schedule.firstDelaySeconds * 2 ** Math.min(doublings, 31));
}

/**
 * The schedule as explicit steps, `[failures, seconds]`, up to the first failure that reaches the
 * cap (every later one waits the cap): what the database's atomic upsert spells out, so SQL and
 * this module cannot disagree.
 */
export function delaySteps(schedule: DelaySchedule) {
  const steps: Array<[number, number]> = [];
  // 2^32 passes any cap; the bound also ends a schedule whose first wait is 0.
  for (let failures = 1; failures <= schedule.freeFailures + 33; failures++) {
    const seconds = delayAfterFailures(failures, schedule);
    if (seconds >= schedule.capSeconds) break;
    steps.push([failures, seconds]);
  }
  return { steps, cap: schedule.capSeconds };
}
