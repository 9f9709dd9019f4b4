import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";

/**
 * The ways a session is born from a sign-in: a password, an e-mailed code, a second factor.
 * (Enrolment's first code already replaces the session it was sent with: the two-factor plugin.)
 */
const SIGN_IN_PATHS = new Set([
  "/sign-in/email",
  "/sign-in/email-otp",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);

/**
 * A sign-in ends the session the browser held until then (ASVS 5.0, 7.2.4: a new session token on
 * authentication, and the current one terminated). better-auth writes a new session and cookie on
 * every sign-in but leaves the previous one valid until it expires: a copy of the old cookie (a
 * shared computer, a cookie read before) would still open the account. Other browsers' sessions
 * are left alone. Runs after the endpoint, only when it created a session or, for staff, accepted
 * the password and now awaits the second factor.
 */
export function endReplacedSession() {
  return {
    id: "end-replaced-session",
    hooks: {
      after: [
        {
          matcher: (ctx) => SIGN_IN_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            // null on a refusal, and while a second factor is still awaited.
            const created = ctx.context.newSession;
            // The right password of a member of staff: the code comes next, and the plugin would
            // take it as a check within the old session (no new one) if that session still held.
            const challenged = (ctx.context.returned as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect;
            if (!created && challenged !== true) return;
            const previous = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
            if (!previous || previous === created?.session.token) return;
            await ctx.context.internalAdapter.deleteSession(previous);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
