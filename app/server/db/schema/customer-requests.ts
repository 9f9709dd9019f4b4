import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { contracts } from "./customer-area";
import { oneOf } from "./one-of";

/**
 * What a customer can ask from the customer area (issue 12), a message to their adviser and a
 * complaint (issue 24; a complaint may also come from anyone through the public page).
 */
export const CUSTOMER_REQUEST_KINDS = [
  "cancellation",
  "document",
  "appointment",
  "claim",
  "message",
  "complaint",
] as const;
export type CustomerRequestKind = (typeof CUSTOMER_REQUEST_KINDS)[number];

/**
 * Received ("reçue" for staff, "envoyée" for the customer), taken in hand ("prise en charge"),
 * then handled ("traitée") or refused with a reason ("refusée").
 */
export const CUSTOMER_REQUEST_STATUSES = ["sent", "in_progress", "done", "refused"] as const;
export type CustomerRequestStatus = (typeof CUSTOMER_REQUEST_STATUSES)[number];

/** Where a request came in: the customer area (signed in) or a public page (anyone). */
export const REQUEST_CHANNELS = ["area", "public"] as const;
export type RequestChannel = (typeof REQUEST_CHANNELS)[number];

/** How a complaint ended, for the register: upheld, partly upheld, or rejected. */
export const COMPLAINT_OUTCOMES = ["upheld", "partly", "rejected"] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

/**
 * A customer's request (cancellation, document, appointment, claim), stored before the customer
 * is told it was sent, in the same transaction as its outbox messages (PRODUCT.md 9). `details`
 * holds the kind's own fields. Staff take it in hand, answer in its thread
 * (`customer_request_events`) and move `status` on; `answer` keeps the latest answer the customer
 * was sent, for their history list.
 */
export const customerRequests = pgTable(
  "customer_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** Shown to the customer and quoted in e-mails (a claim's number for claims). */
    reference: text("reference").notNull().unique(),
    /** Null for a public complaint from someone who matched no customer account. */
    customerId: text("customer_id").references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: REQUEST_CHANNELS }).notNull().default("area"),
    /** Who wrote, as they gave it on a public page (the account's name and e-mail otherwise). */
    submitterName: text("submitter_name"),
    submitterEmail: text("submitter_email"),
    kind: text("kind", { enum: CUSTOMER_REQUEST_KINDS }).notNull(),
    status: text("status", { enum: CUSTOMER_REQUEST_STATUSES }).notNull().default("sent"),
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull(),
    /** The language the customer used: their confirmation and later answers speak it. */
    lang: text("lang").notNull(),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The member of staff handling it (round-robin among active advisers at intake, or by hand). */
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** Why it was refused, told to the customer. */
    refusalReason: text("refusal_reason"),
    /** When staff should have answered by (the kind's clock, in working days). */
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** A complaint's first clock (ACPR 2022-R-01): acknowledged within 10 working days. */
    acknowledgeDueAt: timestamp("acknowledge_due_at", { withTimezone: true }),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    /** A complaint's outcome, given with its final answer (the register's column). */
    outcome: text("outcome", { enum: COMPLAINT_OUTCOMES }),
    /** When it was handled or refused: its clock stops. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The last thing the customer did on it (sent it, replied), against when staff last opened it. */
    customerActivityAt: timestamp("customer_activity_at", { withTimezone: true }).notNull().defaultNow(),
    staffSeenAt: timestamp("staff_seen_at", { withTimezone: true }),
    /** The last answer or change the customer was told of, against when they last opened it. */
    staffActivityAt: timestamp("staff_activity_at", { withTimezone: true }),
    customerSeenAt: timestamp("customer_seen_at", { withTimezone: true }),
    /** Lower case, accents folded: the customer's name and e-mail, the references (inbox search). */
    searchText: text("search_text").notNull().default(""),
    /** Bumped by every staff change: a screen that shows an older version cannot overwrite a newer one. */
    version: integer("version").notNull().default(0),
    /** The form's idempotency key: a double click or a resubmitted page makes one request. */
    submissionKey: text("submission_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("customer_requests_customer_idx").on(table.customerId, table.createdAt),
    index("customer_requests_status_idx").on(table.status, table.createdAt),
    index("customer_requests_created_idx").on(table.createdAt, table.id),
    index("customer_requests_assignee_idx").on(table.assignedTo, table.createdAt),
    index("customer_requests_due_idx").on(table.dueAt),
    // customer_requests_search_trgm_idx (trigrams for LIKE '%…%' on search_text) is made by its migration.
    index("customer_requests_kind_idx").on(table.kind, table.createdAt),
    check("customer_requests_kind_known", oneOf(table.kind, CUSTOMER_REQUEST_KINDS)),
    // Only a public complaint may come without an account: the rest always belong to a customer.
    check(
      "customer_requests_owner_known",
      sql`${table.customerId} is not null or (${table.kind} = 'complaint' and ${table.channel} = 'public' and ${table.submitterEmail} is not null)`,
    ),
    check("customer_requests_channel_known", oneOf(table.channel, REQUEST_CHANNELS)),
    check(
      "customer_requests_outcome_known",
      sql`${table.outcome} is null or ${oneOf(table.outcome, COMPLAINT_OUTCOMES)}`,
    ),
    check("customer_requests_status_known", oneOf(table.status, CUSTOMER_REQUEST_STATUSES)),
  ],
);

/** `step`: a kind's own handling (a cancellation confirmed, a slot proposed, a claim's piece asked for…), issue 24. */
export const REQUEST_EVENT_KINDS = ["status", "assignment", "note", "answer", "reply", "step"] as const;
export type RequestEventKind = (typeof REQUEST_EVENT_KINDS)[number];

/**
 * A request's thread and timeline: status changes, assignments, staff's internal notes (never
 * shown to the customer), staff's answers and the customer's replies. The request itself (what
 * was sent) opens the thread.
 */
export const customerRequestEvents = pgTable(
  "customer_request_events",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid("request_id")
      .notNull()
      .references(() => customerRequests.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The order of writing: entries of one change share their time (an answer that closes the request). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    /** Null for the system (round-robin at intake) or a deleted account. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    kind: text("kind", { enum: REQUEST_EVENT_KINDS }).notNull(),
    /** What the customer sees in their thread: answers, replies and status changes, never notes. */
    visibleToCustomer: boolean("visible_to_customer").notNull().default(false),
    text: text("text"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index("customer_request_events_request_idx").on(table.requestId, table.at),
    check("customer_request_events_kind_known", oneOf(table.kind, REQUEST_EVENT_KINDS)),
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
    /** The reply or answer it came with; null for the files sent with the request itself. */
    eventId: uuid("event_id").references(() => customerRequestEvents.id, { onDelete: "cascade" }),
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
