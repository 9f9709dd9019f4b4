import { z } from "zod";
import { fetchableUrl } from "./fetch-url";

/** Empty strings in the environment mean "unset" (a common shape of `.env` files). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })),
    PGLITE_DIR: z.string().min(1).default("data/pglite"),
    /** How long start-up waits for a PostgreSQL server that does not answer yet (then it gives up). */
    DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
    /** Uploaded files (CVs from /carriere), never served publicly. */
    UPLOADS_DIR: z.string().min(1).default("data/uploads"),
    /** Where uploaded files' bytes go: the directory (one host) or the database (any number of hosts). */
    FILE_STORAGE: z.enum(["directory", "database"]).default("directory"),
    SITE_ACCESS_CODE: optional(z.string().regex(/^[A-Za-z0-9]{4}$/, "must be exactly four letters or digits")),
    SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters long")),
    /** Encrypts the secrets kept in the settings (webhooks); unset, a key derived from SESSION_SECRET. */
    SETTINGS_SECRET_KEY: optional(z.string().min(32, "must be at least 32 characters long")),
    /** Signs customer session cookies and encrypts what better-auth keeps secret (PRODUCT.md 8). */
    BETTER_AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters long")),
    /** Signed-in customers' chat history is kept this many days, then purged. */
    CHAT_HISTORY_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** A finished export of a person's data (GDPR access) can be downloaded this many days, then is deleted. */
    DATA_EXPORT_DAYS: z.coerce.number().int().min(1).max(30).default(7),
    /** A customer's data is purged this many years after their last contract ended (prescription: 5). */
    CUSTOMER_RETENTION_YEARS: z.coerce.number().int().min(1).max(30).default(5),
    /** A staff session ends this many minutes after sign-in, whatever happens (customers: 7 days). */
    STAFF_SESSION_MAX_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(8 * 60),
    /** ...and after this many minutes without a back-office request. */
    STAFF_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** Express's "trust proxy": false, true, a hop count, or addresses/subnets ("loopback"). */
    TRUST_PROXY: optional(
      z
        .string()
        .regex(/^(true|false|\d{1,2}|[a-z0-9.:/, ]+)$/i, "must be true, false, a hop count or subnets")
        .transform((v): boolean | number | string =>
          v === "true" ? true : v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v,
        ),
    ).default(false),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** Turns on the read-only /__test/* endpoints for end-to-end tests, behind this bearer token. */
    TEST_HOOKS_TOKEN: optional(z.string().min(24, "must be at least 24 characters long")),
    /** SMTP server as a URL, e.g. smtps://user:password@smtp.example.fr:465. Unset: dev mailbox. */
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
    MAIL_FROM: z.string().min(3).default("Maison Courtage <no-reply@maison-courtage.fr>"),
    /** Where new leads are announced; defaults to the site's contact address. */
    LEADS_NOTIFY_EMAIL: optional(z.email()),
    LEAD_WEBHOOK_URL: optional(fetchableUrl()),
    LEAD_WEBHOOK_SECRET: optional(
      z.string().regex(/^whsec_[A-Za-z0-9+/]{24,}={0,2}$/, "must be a Standard Webhooks secret: whsec_ then base64"),
    ),
    /** Customer service: where customers' requests (cancellations, documents, appointments, claims) are announced. */
    REQUESTS_NOTIFY_EMAIL: optional(z.email()),
    /** Optional webhook for each customer request, signed per Standard Webhooks (PRODUCT.md 19). */
    REQUESTS_WEBHOOK_URL: optional(fetchableUrl()),
    REQUESTS_WEBHOOK_SECRET: optional(
      z.string().regex(/^whsec_[A-Za-z0-9+/]{24,}={0,2}$/, "must be a Standard Webhooks secret: whsec_ then base64"),
    ),
    /** The broker's opening days (ISO weekdays, 1 = Monday), hours and appointment length. */
    SITE_OPENING_DAYS: z
      .string()
      .regex(/^[1-7](,[1-7])*$/, "must list ISO weekdays, e.g. 1,2,3,4,5,6")
      .default("1,2,3,4,5,6"),
    SITE_OPENING_HOURS: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM-HH:MM, e.g. 09:00-18:00")
      .refine((v) => v.slice(0, 5) < v.slice(6), "must open before it closes")
      .default("09:00-18:00"),
    APPOINTMENT_SLOT_MINUTES: z.coerce.number().int().min(10).max(240).default(30),
    /** Appointments one slot holds: one per adviser on duty (1: each slot is exclusive). */
    APPOINTMENT_ADVISERS_ON_DUTY: z.coerce.number().int().min(1).max(100).default(1),
    /** Submissions faster than this after the form was shown are treated as bots. */
    LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
    OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    SITE_BRAND_NAME: optional(z.string().min(1).max(80)),
    SITE_LEGAL_NAME: optional(z.string().min(1).max(120)),
    SITE_ORIAS: optional(z.string().regex(/^\d{8}$/, "must be the 8-digit ORIAS number")),
    SITE_ADDRESS: optional(z.string().min(1).max(200)),
    SITE_PHONE: optional(z.string().min(6).max(30)),
    SITE_CONTACT_EMAIL: optional(z.email()),
    SITE_PUBLISHER: optional(z.string().min(1).max(120)),
    SITE_HOST_NAME: optional(z.string().min(1).max(200)),
    /** The year the broker started: the footer's "Courtier en assurances depuis …". */
    SITE_FOUNDED_YEAR: optional(z.coerce.number().int().min(1800).max(2100)).default(2019),
    /** The consumer mediator the legal notice and a complaint's answer name (ACPR 2022-R-01). */
    SITE_MEDIATOR_NAME: optional(z.string().min(1).max(120)),
    SITE_MEDIATOR_ADDRESS: optional(z.string().min(1).max(200)),
    /** What a sponsorship gift is worth to the sponsor (one every 3 referrals), in euros. */
    SITE_REFERRAL_GIFT_EUROS: optional(z.coerce.number().int().min(0).max(1000)).default(75),
    /** The broker's SEPA creditor identifier (ICS) printed on mandates and collections; the settings may set it. */
    SITE_SEPA_CREDITOR_ID: optional(z.string().min(8).max(35)),
    /** How many days before a direct debit the customer is told of it (SEPA pre-notification). */
    /** The broker's own bank account: collections are credited to it, and customers pay late premiums to it by transfer. */
    SITE_BANK_IBAN: optional(z.string().min(15).max(50)),
    SITE_BANK_BIC: optional(z.string().min(8).max(15)),
    SITE_PRENOTIFICATION_DAYS: optional(z.coerce.number().int().min(2).max(30)).default(14),
    /** An OpenAI-compatible API (…/v1) that phrases the concierge's answers; all three LLM_* or none. */
    LLM_BASE_URL: optional(fetchableUrl()),
    LLM_API_KEY: optional(z.string().min(1).max(500)),
    LLM_MODEL: optional(z.string().min(1).max(200)),
    /** The whole model answer must arrive within this time, or the offline answer is used. */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(8000),
    /** The first words must arrive within this time (a stuck provider is left early). */
    LLM_FIRST_TOKEN_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
    /** The broker's seal (issue 41): a PKCS#12 file; unset, a demo certificate made on first run. */
    SEAL_P12_PATH: optional(z.string().min(1)),
    /** Its passphrase, in clear or sealed ("v1:…", from `npm run seal-secret`, opened with SETTINGS_SECRET_KEY). */
    SEAL_P12_PASSPHRASE: optional(z.string().min(1).max(1000)),
    /** An RFC 3161 timestamp authority; set, every seal carries its timestamp. */
    TSA_URL: optional(fetchableUrl()),
    /**
     * Web Push (issue 45): the VAPID key pair (RFC 8292) that signs each push, base64url as
     * `npx web-push generate-vapid-keys` prints them; both or neither. Unset: no notifications.
     */
    VAPID_PUBLIC_KEY: optional(
      z
        .string()
        .regex(
          /^B[A-Za-z0-9_-]{86}$/,
          "must be a base64url P-256 public key (87 characters, from generate-vapid-keys)",
        ),
    ),
    VAPID_PRIVATE_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters)"),
    ),
    /** Who the push services may contact about our pushes: a mailto: or https: address. */
    VAPID_SUBJECT: optional(
      z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: or https: address"),
    ),
    /**
     * The push services a browser's subscription may point at (host suffixes): the server posts
     * to a subscription's address, so only these are taken, never an address of our network.
     */
    PUSH_SERVICE_HOSTS: z
      .string()
      .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/, "must list host names separated by commas")
      .default("fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    // Half a model configuration is a mistake, not a choice: name what is missing.
    const llm = [env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_MODEL];
    if (llm.some(Boolean) && !llm.every(Boolean)) {
      for (const name of ["LLM_BASE_URL", "LLM_API_KEY", "LLM_MODEL"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when any LLM_* is set" });
      }
    }
    if (env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["BETTER_AUTH_SECRET"], message: "is required in production" });
    }
    if (env.SESSION_SECRET && env.SESSION_SECRET === env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["BETTER_AUTH_SECRET"], message: "must differ from SESSION_SECRET" });
    }
    if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["LEAD_WEBHOOK_SECRET"],
        message: "is required when LEAD_WEBHOOK_URL is set",
      });
    }
    if (env.FILE_STORAGE === "database" && !env.DATABASE_URL) {
      // The embedded engine takes seconds per megabyte of bytea (bench/README.md), and one
      // process holds it anyway: files in the database are for PostgreSQL.
      ctx.addIssue({ code: "custom", path: ["FILE_STORAGE"], message: "database needs DATABASE_URL (PostgreSQL)" });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: "is required when the other VAPID key is set" });
    }
    if (env.REQUESTS_WEBHOOK_URL && !env.REQUESTS_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["REQUESTS_WEBHOOK_SECRET"],
        message: "is required when REQUESTS_WEBHOOK_URL is set",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string; BETTER_AUTH_SECRET: string };

export class EnvError extends Error {
  override name = "EnvError";
}

/** Fixed secrets for development only; production refuses to start without its own. */
const DEV_SESSION_SECRET = "development-only-secret-change-me-in-production";
const DEV_AUTH_SECRET = "development-only-auth-secret-change-me-in-production";

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".") || "environment";
      const value = source[name];
      const shown = value === undefined ? "unset" : /SECRET|KEY|TOKEN/.test(name) ? "hidden" : JSON.stringify(value);
      return `  - ${name} (${shown}): ${issue.message}`;
    });
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every variable.`);
  }
  return {
    ...result.data,
    SESSION_SECRET: result.data.SESSION_SECRET ?? DEV_SESSION_SECRET,
    BETTER_AUTH_SECRET: result.data.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
  };
}

let cached: Env | undefined;

/** The validated environment of this process (parsed once, at first use during start-up). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests and the start-up script re-read the environment after changing it. */
export function resetEnvCache() {
  cached = undefined;
}
