import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { oneOf } from "./one-of";

/** The rights a person exercises under the GDPR (articles 15 to 21). */
export const PRIVACY_REQUEST_KINDS = ["access", "rectification", "erasure", "opposition", "portability"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_STATUSES = ["received", "in_progress", "done", "refused"] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** How the person was told of an extension (article 12.3: within the first month, with the reasons). */
export const EXTENSION_CHANNELS = ["email", "letter", "phone"] as const;
export type ExtensionChannel = (typeof EXTENSION_CHANNELS)[number];

/**
 * The register of data-subject requests: who asked for what, when it was received, the one-month
 * answer date (`due_at`), its extension by up to two months (recorded with its reason and when
 * the person was told, which must be before the first month ends), the status and who handled it.
 * The person is named as they asked; an erasure anonymises their name and contact here too once
 * it is done, keeping the entry (the proof that the right was honoured).
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    reference: text("reference").notNull().unique(),
    kind: text("kind", { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    status: text("status", { enum: PRIVACY_REQUEST_STATUSES }).notNull().default("received"),
    subjectName: text("subject_name").notNull(),
    /** Lower case: exports and erasures find the person's records by it. */
    subjectEmail: text("subject_email"),
    /** E.164, as leads and contact details store phones. */
    subjectPhone: text("subject_phone"),
    /** The customer account, when the person has one (or asked from their area). */
    customerId: text("customer_id").references(() => users.id, { onDelete: "set null" }),
    /** Where it came in: the customer area, or staff recording a letter, an e-mail, a call. */
    channel: text("channel", { enum: ["customer_area", "backoffice"] }).notNull(),
    details: text("details"),
    /** The person's language: what the app writes to them (an extension's notice) speaks it. */
    lang: text("lang").notNull().default("fr"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    extendedUntil: timestamp("extended_until", { withTimezone: true }),
    extensionReason: text("extension_reason"),
    extensionToldAt: timestamp("extension_told_at", { withTimezone: true }),
    extensionToldVia: text("extension_told_via", { enum: EXTENSION_CHANNELS }),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
    /** What was done, or why it was refused. */
    outcome: text("outcome"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("privacy_requests_received_idx").on(table.receivedAt),
    index("privacy_requests_status_idx").on(table.status, table.receivedAt),
    check("privacy_requests_kind_known", oneOf(table.kind, PRIVACY_REQUEST_KINDS)),
    check("privacy_requests_status_known", oneOf(table.status, PRIVACY_REQUEST_STATUSES)),
    check(
      "privacy_requests_extension_recorded",
      sql`${table.extendedUntil} is null or (${table.extensionReason} is not null and ${table.extensionToldAt} is not null)`,
    ),
  ],
);

export const DATA_EXPORT_STATUSES = ["pending", "running", "ready", "failed", "expired"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * An export of everything held about a person (access, portability), built in the background:
 * a worker claims a pending row under a lease (like the outbox), writes the ZIP under
 * UPLOADS_DIR/exports and records its progress; the file is deleted when `expires_at` passes.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid("request_id").references(() => privacyRequests.id, { onDelete: "set null" }),
    subjectEmail: text("subject_email"),
    subjectPhone: text("subject_phone"),
    customerId: text("customer_id").references(() => users.id, { onDelete: "cascade" }),
    /** Staff who asked; null when the customer asked from their area. */
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: DATA_EXPORT_STATUSES }).notNull().default("pending"),
    progress: integer("progress").notNull().default(0),
    totalSteps: integer("total_steps").notNull().default(0),
    storagePath: text("storage_path"),
    size: integer("size"),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (table) => [
    index("data_exports_status_idx").on(table.status, table.createdAt),
    index("data_exports_customer_idx").on(table.customerId, table.createdAt),
  ],
);

/**
 * What an erasure kept because the law says so, and until when: a contract within its
 * prescription period (anonymised), a proof of consent. The purge removes what is left once
 * `hold_until` passes.
 */
export const legalHolds = pgTable(
  "legal_holds",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    recordType: text("record_type").notNull(),
    recordId: text("record_id").notNull(),
    reason: text("reason").notNull(),
    holdUntil: date("hold_until", { mode: "string" }).notNull(),
    requestId: uuid("request_id").references(() => privacyRequests.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("legal_holds_record_idx").on(table.recordType, table.recordId)],
);

/**
 * One row per retention purge that ran (never deleted): when, the cut-off dates it used, and how
 * many of each kind it erased. No personal data: the purged are gone.
 */
export const retentionPurges = pgTable("retention_purges", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull(),
  prospectsBefore: timestamp("prospects_before", { withTimezone: true }).notNull(),
  customersEndedBefore: date("customers_ended_before", { mode: "string" }).notNull(),
  counts: jsonb("counts").$type<Record<string, number>>().notNull(),
});
