import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { customerRequestFiles, customerRequests } from "./customer-requests";
import { oneOf } from "./one-of";

/**
 * Where a request stands in its kind's own handling (issue 24), beside the inbox's status:
 * an appointment confirmed, proposed another slot, declined or cancelled; a claim declared,
 * under investigation, waiting for pieces or closed (with what was paid); a document
 * acknowledged, accepted or asked again. A request without a row has not been handled yet.
 */
export const REQUEST_STAGES = [
  "confirmed",
  "proposed",
  "declined",
  "cancelled",
  "declared",
  "investigating",
  "documents_requested",
  "closed",
  "acknowledged",
  "accepted",
  "resubmit",
] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

export const customerRequestStages = pgTable(
  "customer_request_stages",
  {
    requestId: uuid("request_id")
      .primaryKey()
      .references(() => customerRequests.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: REQUEST_STAGES }).notNull(),
    /** A closed claim's amount paid, in cents; null when closed without payment. */
    paidCents: integer("paid_cents"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("customer_request_stages_stage_known", oneOf(table.stage, REQUEST_STAGES)),
    check("customer_request_stages_paid_positive", sql`${table.paidCents} is null or ${table.paidCents} >= 0`),
  ],
);

export const CLAIM_PIECE_STATES = ["requested", "received", "accepted", "rejected"] as const;
export type ClaimPieceState = (typeof CLAIM_PIECE_STATES)[number];

/**
 * A piece staff asked for on a claim, by name ("Constat amiable", "Facture de réparation"): the
 * customer uploads it from the claim's thread, staff accept it or reject it with a reason (the
 * customer may then send another).
 */
export const claimPieces = pgTable(
  "claim_pieces",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid("request_id")
      .notNull()
      .references(() => customerRequests.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The order staff listed them in (several are asked at once, at one instant). */
    position: integer("position").notNull().default(0),
    state: text("state", { enum: CLAIM_PIECE_STATES }).notNull().default("requested"),
    /** Why staff rejected the last file, told to the customer. */
    reason: text("reason"),
    /** The file the customer sent last for it. */
    fileId: uuid("file_id").references(() => customerRequestFiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("claim_pieces_request_idx").on(table.requestId, table.createdAt, table.position),
    check("claim_pieces_state_known", oneOf(table.state, CLAIM_PIECE_STATES)),
  ],
);
