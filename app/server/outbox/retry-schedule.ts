/**
 * Delay before each delivery attempt: now, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. After the
 * eighth failure (about 28 hours) the message is marked dead and shown in the back office.
 */
export const RETRY_DELAYS_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length;

/** When to try again after `attempts` failed tries, or null when it is time to give up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + (RETRY_DELAYS_MS[attempts] as number));
}
