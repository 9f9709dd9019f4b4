import type { RateLimitRule } from "../rate-limit.server";

const MINUTE = 60_000;

/**
 * Attempt budgets for everything that guesses a secret or sends an email, shared by our screens
 * (per client address and per email address) and by better-auth's own /api/auth endpoints (per
 * client address). All counters live in the rate_limits table, so every app process sees them.
 */
export const AUTH_LIMITS = {
  /** Wrong passwords, per client address. */
  signInPerClient: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from anywhere (credential stuffing spreads over addresses). */
  signInPerEmail: { limit: 20, windowMs: 15 * MINUTE },
  /** Wrong one-time codes, per client address (each code also dies after 3 wrong tries). */
  codeCheckPerClient: { limit: 10, windowMs: 15 * MINUTE },
  /** Codes and reset links sent, per client address... */
  emailsPerClient: { limit: 5, windowMs: 15 * MINUTE },
  /** ...and per email address, so nobody's inbox can be flooded. */
  emailsPerAddress: { limit: 5, windowMs: 60 * MINUTE },
  /** New passwords submitted with a reset token, per client address. */
  newPasswordPerClient: { limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

const seconds = (rule: RateLimitRule) => ({ window: rule.windowMs / 1000, max: rule.limit });

/** The same budgets for better-auth's HTTP endpoints (its rules are in seconds). */
export const HTTP_AUTH_RULES = {
  "/sign-in/email": seconds(AUTH_LIMITS.signInPerClient),
  "/sign-in/email-otp": seconds(AUTH_LIMITS.codeCheckPerClient),
  "/email-otp/send-verification-otp": seconds(AUTH_LIMITS.emailsPerClient),
  "/request-password-reset": seconds(AUTH_LIMITS.emailsPerClient),
  "/reset-password": seconds(AUTH_LIMITS.newPasswordPerClient),
  "/change-password": seconds(AUTH_LIMITS.signInPerClient),
};
