import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { contracts } from "./customer-area";

/** What a customer can ask from the customer area (issue 12). */
export const CUSTOMER_REQUEST_KINDS = ["cancellation", "document", "appointment", "claim"] as const;
export type CustomerRequestKind = (typeof CUSTOMER_REQUEST_KINDS)[number];

/** Shown as "envoyée", "prise en charge", "traitée". */
export const CUSTOMER_REQUEST_STATUSES = ["sent", "in_progress", "done"] as const;
export type CustomerRequestStatus = (typeof CUSTOMER_REQUEST_STATUSES)[number];

/**
 * A customer's request (cancellation, document, appointment, claim), stored before the customer
 * is told it was sent, in the same transaction as its outbox messages (PRODUCT.md 9). `details`
 * holds the kind's own fields; staff answer with `answer` and move `status` on.
 */
export const customerRequests = pgTable(
  "customer_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** Shown to the customer and quoted in e-mails (a claim's number for claims). */
    reference: text("reference").notNull().unique(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CUSTOMER_REQUEST_KINDS }).notNull(),
    status: text("status", { enum: CUSTOMER_REQUEST_STATUSES }).notNull().default("sent"),
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull(),
    /** The language the customer used: their confirmation and later answers speak it. */
    lang: text("lang").notNull(),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The form's idempotency key: a double click or a resubmitted page makes one request. */
    submissionKey: text("submission_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("customer_requests_customer_idx").on(table.customerId, table.createdAt),
    index("customer_requests_status_idx").on(table.status, table.createdAt),
    check("customer_requests_kind_known", sql`${table.kind} in ('cancellation', 'document', 'appointment', 'claim')`),
    check("customer_requests_status_known", sql`${table.status} in ('sent', 'in_progress', 'done')`),
  ],
);

/** A file sent with a request: stored under UPLOADS_DIR with a server-made name, never served publicly. */
export const customerRequestFiles = pgTable(
  "customer_request_files",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid("request_id")
      .notNull()
      .references(() => customerRequests.id, { onDelete: "cascade" }),
    /** Relative to UPLOADS_DIR, e.g. requests/<uuid>.pdf. */
    storagePath: text("storage_path").notNull().unique(),
    /** The name the customer's file had (shown, never used as a path). */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("customer_request_files_request_idx").on(table.requestId)],
);
