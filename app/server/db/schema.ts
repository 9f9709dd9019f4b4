import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
