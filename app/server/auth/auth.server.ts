import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP } from "better-auth/plugins/email-otp";
import { lt } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { accounts, sessions, users, verifications } from "../db/schema/auth";
import { env } from "../env.server";
import { log } from "../logger.server";
import { kickOutbox } from "../outbox/app-worker.server";
import { enqueueOutbox, type OutboxMessage } from "../outbox/outbox.server";
import { hitRateLimit } from "../rate-limit.server";
import { buildSiteConfig, type SiteConfig } from "../site-config.server";
import { passwordResetEmail, signInCodeEmail } from "./auth-emails.server";
import { HTTP_AUTH_RULES } from "./auth-limits";
import { emailLanguage } from "./email-language.server";

export const AUTH_BASE_PATH = "/api/auth";
/**
 * The client address better-auth sees (rate limits, session records). Only our /api/auth route
 * and our actions set it, from Express's address (which honours TRUST_PROXY); a value sent by the
 * browser is removed first.
 */
export const CLIENT_ADDRESS_HEADER = "x-mc-client-address";

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const RESET_TTL_MINUTES = 60;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** A session lasts a week from sign-in, then the customer signs in again (no silent extension). */
const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Endpoints we do not offer: e-mail changes and the code-based reset/verification flows need
 * screens and rules of their own; the profile is the broker's to edit for now.
 */
const DISABLED_PATHS = [
  "/update-user",
  "/change-email",
  "/delete-user",
  "/email-otp/verify-email",
  "/email-otp/check-verification-otp",
  "/email-otp/request-password-reset",
  "/email-otp/reset-password",
  "/forget-password/email-otp",
  "/email-otp/request-email-change",
  "/email-otp/change-email",
];

export type AuthSettings = {
  secret: string;
  site: SiteConfig;
  /** Runs after an email has been written to the outbox (the app wakes its worker). */
  onEmailQueued?: () => void;
};

/**
 * Customer sign-in (PRODUCT.md 8): better-auth on our own database connection, email + password
 * or a one-time code, password reset. No open sign-up: accounts come from the broker or the seed.
 * Emails go into our transactional outbox like every other email (never sent from here).
 */
export function createAuth(db: Database, settings: AuthSettings) {
  const { site } = settings;
  const queue = async (message: OutboxMessage) => {
    await enqueueOutbox(db, [message]);
    settings.onEmailQueued?.();
  };

  return betterAuth({
    appName: site.brandName,
    baseURL: site.siteUrl,
    basePath: AUTH_BASE_PATH,
    secret: settings.secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TTL_MINUTES * 60,
      // Whoever held the old password is signed out everywhere once it is replaced.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        const lang = emailLanguage();
        const payload = passwordResetEmail({
          to: user.email,
          name: user.name,
          url,
          lang,
          site,
          validMinutes: RESET_TTL_MINUTES,
        });
        await queue({ channel: "email", topic: "auth.password-reset", payload });
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, disableSessionRefresh: true },
    // Reset tokens and code identifiers are stored hashed: a copy of the table opens no account.
    verification: { storeIdentifier: "hashed" },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: HTTP_AUTH_RULES,
      // Our shared counters, not better-auth's memory store: several processes, one budget.
      customStorage: {
        async consume(key, rule) {
          const state = await hitRateLimit(db, `auth:${key}`, { limit: rule.max, windowMs: rule.window * 1000 });
          return state.limited
            ? { allowed: false, retryAfter: state.retryAfterSeconds }
            : { allowed: true, retryAfter: null };
        },
      },
    },
    advanced: {
      cookiePrefix: "mc",
      // The app's rule for every cookie: Secure whenever the site is served over HTTPS.
      useSecureCookies: site.siteUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    disabledPaths: DISABLED_PATHS,
    telemetry: { enabled: false },
    logger: {
      log(level, message) {
        const line = `auth: ${message}`;
        if (level === "error") log.error(line);
        else if (level === "warn") log.warn(line);
        else log.debug(line);
      },
    },
    plugins: [
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_TTL_MINUTES * 60,
        allowedAttempts: 3,
        storeOTP: "hashed",
        disableSignUp: true,
        async sendVerificationOTP({ email, otp, type }) {
          // Only sign-in codes have a screen; the other code flows are disabled above.
          if (type !== "sign-in") return;
          const payload = signInCodeEmail({
            to: email,
            code: otp,
            lang: emailLanguage(),
            site,
            validMinutes: OTP_TTL_MINUTES,
          });
          await queue({ channel: "email", topic: "auth.sign-in-code", payload });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** One instance per open database (tests reopen theirs), kept across dev-server reloads. */
const holder = globalThis as typeof globalThis & { __customerAuth?: { db: Database; auth: Auth } };

export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  if (holder.__customerAuth?.db !== db) {
    const config = env();
    holder.__customerAuth = {
      db,
      auth: createAuth(db, {
        secret: config.BETTER_AUTH_SECRET,
        site: buildSiteConfig(config),
        onEmailQueued: kickOutbox,
      }),
    };
  }
  return holder.__customerAuth.auth;
}

/** Expired sessions and codes are useless; better-auth removes some lazily, this removes the rest. */
export async function purgeExpiredAuthRecords(db: Database, now: Date) {
  const removedSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const removedCodes = await db
    .delete(verifications)
    .where(lt(verifications.expiresAt, now))
    .returning({ id: verifications.id });
  return removedSessions.length + removedCodes.length;
}
