import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Fixed-window counters shared by every app process (the access gate, later the forms).
 * One row per key; the window restarts when `resetAt` has passed.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Proof of each cookie choice (PRODUCT.md 4): what, when, and a pseudonymous browser id. */
export const consentLog = pgTable(
  "consent_log",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    clientId: text("client_id").notNull(),
    choice: text("choice", { enum: ["accepted", "declined"] }).notNull(),
    policyVersion: text("policy_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("consent_log_client_idx").on(table.clientId, table.createdAt)],
);

/** Where a lead came from (PRODUCT.md 7): first and last touch, referral code, page, language. */
export type LeadSource = {
  page: string;
  referrer: string | null;
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  referralCode: string | null;
  lang: string;
};
export type Touch = {
  at: string;
  landing: string;
  referrer: string | null;
  utm: Partial<Record<"source" | "medium" | "campaign" | "term" | "content", string>>;
};

/** The exact words the person agreed to, and when (proof of consent). */
export type LeadConsents = {
  privacy: { text: string; at: string };
  callback: { given: boolean; text: string; at: string };
};

/** A quote request, stored before the visitor is told it was sent (PRODUCT.md 5). */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    reference: text("reference").notNull().unique(),
    product: text("product").notNull(),
    status: text("status", { enum: ["new", "contacted", "quoted", "won", "lost"] })
      .notNull()
      .default("new"),
    answers: jsonb("answers").$type<Record<string, string | string[]>>().notNull(),
    lastName: text("last_name").notNull(),
    firstName: text("first_name"),
    company: text("company"),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    lang: text("lang").notNull(),
    consents: jsonb("consents").$type<LeadConsents>().notNull(),
    callbackConsent: boolean("callback_consent").notNull(),
    source: jsonb("source").$type<LeadSource>().notNull(),
    /** How many times the same person sent the same request within the merge window. */
    submissionCount: integer("submission_count").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("leads_email_product_idx").on(table.email, table.product, table.createdAt),
    index("leads_created_idx").on(table.createdAt),
  ],
);

/**
 * One row per submission key (the form's idempotency key): a replayed or double-clicked
 * submission finds its row and gets the same answer, without a second lead.
 */
export const leadSubmissions = pgTable("lead_submissions", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
  outcome: text("outcome", { enum: ["created", "merged"] }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages to deliver after a commit (transactional outbox): written in the same transaction as
 * the record they announce, claimed by workers with FOR UPDATE SKIP LOCKED, retried with back-off.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    channel: text("channel", { enum: ["email", "webhook"] }).notNull(),
    topic: text("topic").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "sending", "sent", "dead"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/** Emails kept instead of sent when no SMTP server is configured (shown in the back office). */
export const devMailbox = pgTable("dev_mailbox", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  outboxId: uuid("outbox_id"),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A spontaneous application from /carriere, stored like a lead: the CV itself is a file under
 * UPLOADS_DIR (never served publicly), this row keeps its name, size and path.
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    reference: text("reference").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    cvFileName: text("cv_file_name").notNull(),
    cvSize: integer("cv_size").notNull(),
    /** Relative to UPLOADS_DIR, e.g. cv/<uuid>.pdf. */
    cvStoragePath: text("cv_storage_path").notNull(),
    lang: text("lang").notNull(),
    consentText: text("consent_text").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    /** The form's idempotency key: a resubmitted page makes one application. */
    submissionKey: text("submission_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_applications_created_idx").on(table.createdAt)],
);

/*
 * Customer sign-in (PRODUCT.md 8), stored by better-auth through its Drizzle adapter. The shape is
 * the one `npx auth generate` writes (usePlural), with time zones on every timestamp as elsewhere.
 * Accounts are created by the broker or the demo seed, never by open sign-up.
 */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").default(false).notNull(),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});

/** One row per signed-in browser; the cookie holds the signed token. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId), index("sessions_expires_at_idx").on(table.expiresAt)],
);

/** How a user signs in: provider "credential" holds the password hash (scrypt). */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/** Short-lived secrets: one-time sign-in codes (hashed) and password-reset tokens. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/**
 * What the broker knows about a customer beyond sign-in: names, the date they became a client
 * (not the date their online account was opened) and sponsorship figures. Contracts, notifications
 * and the photo will hang off the same user id.
 */
export const customerProfiles = pgTable("customer_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  memberSince: date("member_since", { mode: "string" }).notNull(),
  referralCount: integer("referral_count").notNull().default(0),
  /** Euro cents saved through sponsorship. */
  referralSavingsCents: integer("referral_savings_cents").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ChatMessageSource = { title: string; url: string };

/**
 * The chat concierge's conversation of a signed-in customer (visitors' chats are not kept).
 * The identity column orders messages, including the two written by one statement; rows older
 * than CHAT_HISTORY_DAYS are purged.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    sources: jsonb("sources").$type<ChatMessageSource[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_messages_customer_idx").on(table.customerId, table.id),
    index("chat_messages_created_idx").on(table.createdAt),
  ],
);
