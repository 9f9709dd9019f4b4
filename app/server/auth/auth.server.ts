import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { emailOTP } from "better-auth/plugins/email-otp";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq, lt, sql } from "drizzle-orm";
import { ONE_TIME_CODE_LENGTH } from "~/server/limits";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { accounts, sessions, twoFactors, users, verifications } from "../db/schema/auth";
import { env } from "../env.server";
import { log } from "../logger.server";
import { kickOutbox } from "../outbox/app-worker.server";
import { enqueueOutbox, type OutboxMessage } from "../outbox/outbox.server";
import { hitRateLimit } from "../rate-limit.server";
import { siteConfig } from "../settings/site-settings.server";
import { buildSiteConfig, type SiteConfig } from "../site-config.server";
import { BUDGETED_PATHS, budgetHooks, CLIENT_ADDRESS_HEADER } from "./auth-budgets.server";
import { audienceOf, authMailerFor } from "./auth-mailers.server";
import { emailLanguage } from "./email-language.server";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { endReplacedSession } from "./replaced-session.server";
import { isRole, isStaffRole, ROLES } from "./roles";
import { totpSingleUse } from "./totp-single-use.server";

export const AUTH_BASE_PATH = "/api/auth";

export const OTP_LENGTH = ONE_TIME_CODE_LENGTH;
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
  // Staff enrol and lose their second factor through the back office's screens and admins only
  // (features/backoffice-access); codes by e-mail are no second factor here.
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/generate-backup-codes",
  "/two-factor/view-backup-codes",
];

/** What someone whose account has been deactivated is told (after the right password, or their code). */
export const DEACTIVATED_CODE = "ACCOUNT_DEACTIVATED";
/** TOTP codes: 6 digits, 30 seconds, the authenticator apps' default. */
export const TOTP_DIGITS = 6;
/** How long the step between the password and the code may take. */
export const TWO_FACTOR_STEP_SECONDS = 10 * 60;

export type AuthSettings = {
  secret: string;
  /** The name and address better-auth knows the app by; e-mails read the saved settings when they are written. */
  site: SiteConfig;
  /** Runs after an email has been written to the outbox (the app wakes its worker). */
  onEmailQueued?: () => void;
  /** A staff session ends this long after sign-in (the idle cut-off is the staff guard's). */
  staffSessionMaxMinutes?: number;
};

/** The role and state of the account behind a session about to be created. */
async function accountOf(db: Database, userId: string) {
  const [row] = await db
    .select({ role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

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
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    user: {
      additionalFields: {
        // Set by the broker (back office, seed), never through better-auth's API.
        role: { type: [...ROLES], required: true, defaultValue: "customer", input: false },
        // Set by an admin in the back office; a deactivated member of staff gets no session.
        deactivatedAt: { type: "date", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TTL_MINUTES * 60,
      // better-auth's own scrypt, through the module the unit tests swap (password-hash.server.ts).
      password: { hash: hashPassword, verify: verifyPassword },
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
          site: await siteConfig(db),
          validMinutes: RESET_TTL_MINUTES,
        });
        await queue({ channel: "email", topic: "auth.password-reset", payload });
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, disableSessionRefresh: true },
    databaseHooks: {
      session: {
        create: {
          /**
           * Every way a session is born (password, code, second factor, enrolment) passes here:
           * a deactivated account gets none, and a member of staff's ends after the staff maximum.
           */
          async before(session, context) {
            const account = await accountOf(db, session.userId);
            if (!account || !isRole(account.role)) return;
            // A customer or a member of staff whose account was closed in the back office.
            if (account.deactivatedAt) {
              throw new APIError("FORBIDDEN", { message: "This account is deactivated.", code: DEACTIVATED_CODE });
            }
            if (!isStaffRole(account.role)) return;
            // E-mailed codes are the customers' way in, never a way round the staff's second factor.
            if (context?.path === "/sign-in/email-otp") {
              throw new APIError("FORBIDDEN", { message: "This account is deactivated.", code: DEACTIVATED_CODE });
            }
            const cap = new Date(Date.now() + (settings.staffSessionMaxMinutes ?? 8 * 60) * 60_000);
            return { data: { ...session, expiresAt: session.expiresAt < cap ? session.expiresAt : cap } };
          },
        },
      },
    },
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
      // Staff sign in with a password, then a TOTP code (or a backup code): PRODUCT.md 23.
      twoFactor({
        issuer: site.brandName,
        twoFactorCookieMaxAge: TWO_FACTOR_STEP_SECONDS,
        totpOptions: { digits: TOTP_DIGITS, period: 30 },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
        // Ten wrong codes in a row lock the account's second factor for 15 minutes.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      // Each code opens one session: a replay in its window is refused.
      totpSingleUse(db, { digits: TOTP_DIGITS, period: 30 }),
      // Signing in ends the session this browser held before (a fixed or copied cookie opens nothing).
      endReplacedSession(),
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
            site: await siteConfig(db),
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
        staffSessionMaxMinutes: config.STAFF_SESSION_MAX_MINUTES,
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
