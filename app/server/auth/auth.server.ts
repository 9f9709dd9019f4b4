import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP } from "better-auth/plugins/email-otp";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { accounts, sessions, users, verifications } from "../db/schema/auth";
import { env } from "../env.server";
import { log } from "../logger.server";
import { kickOutbox } from "../outbox/app-worker.server";
import { enqueueOutbox, type OutboxMessage } from "../outbox/outbox.server";
import { hitRateLimit } from "../rate-limit.server";
import { buildSiteConfig, type SiteConfig } from "../site-config.server";
import { BUDGETED_PATHS, budgetHooks, CLIENT_ADDRESS_HEADER } from "./auth-budgets.server";
import { audienceOf, authMailerFor } from "./auth-mailers.server";
import { emailLanguage } from "./email-language.server";
import { isRole, ROLES } from "./roles";

export const AUTH_BASE_PATH = "/api/auth";

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const RESET_TTL_MINUTES = 60;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** A session lasts a week from sign-in, then the person signs in again (no silent extension). */
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
  "/send-verification-email",
  "/verify-email",
];

export type AuthSettings = {
  secret: string;
  site: SiteConfig;
  /** Runs after an email has been written to the outbox (the app wakes its worker). */
  onEmailQueued?: () => void;
};

/** The role of the account behind an address, or null when there is none. */
async function roleOfAddress(db: Database, email: string) {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row && isRole(row.role) ? row.role : null;
}

/**
 * Sign-in for everyone who has an account (PRODUCT.md 8 and 23): better-auth on our own database
 * connection, e-mail + password or a one-time code, password reset. No open sign-up: accounts
 * come from the broker or the seed. E-mails go into our transactional outbox like every other
 * e-mail (never sent from here), written by the audience's registered mailer.
 */
export function createAuth(db: Database, settings: AuthSettings) {
  const { site } = settings;
  const queue = async (message: OutboxMessage) => {
    await enqueueOutbox(db, [message]);
    settings.onEmailQueued?.();
  };
  const budgets = budgetHooks(db);

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
    user: {
      additionalFields: {
        // Set by the broker (back office, seed), never through better-auth's API.
        role: { type: [...ROLES], required: true, defaultValue: "customer", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TTL_MINUTES * 60,
      // Whoever held the old password is signed out everywhere once it is replaced.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        // Our additional field, which better-auth's callback type does not carry.
        const { role } = user as { role?: unknown };
        const audience = audienceOf(isRole(role) ? role : "customer");
        const mailer = authMailerFor(audience);
        if (!mailer) {
          log.error("no reset e-mail for this audience: nothing sent", { audience });
          return;
        }
        const payload = mailer.passwordReset({
          to: user.email,
          name: user.name,
          url,
          lang: emailLanguage(),
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
      // The guarded endpoints spend our budgets instead, on both ways in (auth-budgets.server.ts).
      customRules: Object.fromEntries(BUDGETED_PATHS.map((path) => [path, false] as const)),
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
    hooks: { before: budgets.before, after: budgets.after },
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
          // Only sign-in codes have a screen; the other code flows are disabled above. Codes are a
          // customer's way in: staff sign in with a password and a second factor.
          if (type !== "sign-in" || (await roleOfAddress(db, email)) !== "customer") return;
          const mailer = authMailerFor("customers");
          if (!mailer) {
            log.error("no sign-in code e-mail for customers: nothing sent");
            return;
          }
          const payload = mailer.signInCode({
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
const holder = globalThis as typeof globalThis & { __auth?: { db: Database; auth: Auth } };

export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  if (holder.__auth?.db !== db) {
    const config = env();
    holder.__auth = {
      db,
      auth: createAuth(db, {
        secret: config.BETTER_AUTH_SECRET,
        site: buildSiteConfig(config),
        onEmailQueued: kickOutbox,
      }),
    };
  }
  return holder.__auth.auth;
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
