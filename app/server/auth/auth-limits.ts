import type { DelaySchedule } from "../progressive-delay";
import type { RateLimitRule } from "../rate-limit.server";

const MINUTE = 60_000;

/**
 * Attempt budgets for everything that guesses a secret or sends an e-mail. One budget per client
 * address and per account, whatever the way in (our sign-in screens or better-auth's own
 * /api/auth endpoints): auth-budgets.server.ts counts them inside better-auth, where both meet.
 * All counters live in the rate_limits table, so every app process sees them.
 */
export const AUTH_LIMITS = {
  /** Wrong passwords, per client address. */
  signInPerClient: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords from a browser that signed in to that account before (known-device.server.ts):
   * counted here instead of the account's budget, so others' guesses never lock the owner out.
   */
  signInPerKnownDevice: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong one-time codes, per client address (each code also dies after 3 wrong tries). */
  codeCheckPerClient: { limit: 10, windowMs: 15 * MINUTE },
  /** Codes and reset links sent, per client address... */
  emailsPerClient: { limit: 5, windowMs: 15 * MINUTE },
  /** ...and per e-mail address, codes and links together, so nobody's inbox can be flooded. */
  emailsPerAddress: { limit: 5, windowMs: 60 * MINUTE },
  /** ...or, from a browser that signed in to that account before, per browser instead. */
  emailsPerKnownDevice: { limit: 5, windowMs: 60 * MINUTE },
  /** Second-factor codes (TOTP or backup), per client address... */
  secondFactorPerClient: { limit: 10, windowMs: 15 * MINUTE },
  /** ...and per sign-in in progress or session (each challenge also dies after 5 wrong codes). */
  secondFactorPerChallenge: { limit: 5, windowMs: 15 * MINUTE },
  /** New passwords submitted with a reset token, per client address. */
  newPasswordPerClient: { limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Wrong passwords for one account from browsers that never signed in to it (credential stuffing
 * spreads over addresses): no pause, a growing wait between attempts, 0, 0, 0, 1, 2, 4, 8, 16,
 * then 30 s, forgotten after 15 quiet minutes. Guessing is held to about 120 passwords an hour
 * per account, and the owner on a new device waits 30 s at most (issue 48, item 3).
 */
export const SIGN_IN_DELAY_PER_EMAIL: DelaySchedule = {
  freeFailures: 3,
  firstDelaySeconds: 1,
  capSeconds: 30,
  forgetAfterMs: 15 * MINUTE,
};
