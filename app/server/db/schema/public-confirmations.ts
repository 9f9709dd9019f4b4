import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { contracts } from "./customer-area";
import { customerRequests } from "./customer-requests";
import { oneOf } from "./one-of";

/**
 * What a link sent to an account's address confirms (issue 48): a public cancellation changes
 * nothing on the contract until its holder confirms it from their mailbox; a public complaint
 * giving a customer's address joins their area only once that address confirms it.
 */
export const PUBLIC_CONFIRMATION_PURPOSES = ["cancellation", "complaintLink"] as const;
export type PublicConfirmationPurpose = (typeof PUBLIC_CONFIRMATION_PURPOSES)[number];

/** Waiting for the link; confirmed by it; refused ("ce n'est pas moi"); past its time. */
export const PUBLIC_CONFIRMATION_STATUSES = ["pending", "confirmed", "refused"] as const;
export type PublicConfirmationStatus = (typeof PUBLIC_CONFIRMATION_STATUSES)[number];

/**
 * One link's promise. The token itself is never stored, only its SHA-256 digest: a copy of the
 * table confirms nothing. `draft` holds what the confirmation will submit (a cancellation's
 * form, its date on screen, its idempotency key). Deleted with the account (erasure).
 */
export const publicConfirmations = pgTable(
  "public_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: PUBLIC_CONFIRMATION_PURPOSES }).notNull(),
    tokenDigest: text("token_digest").notNull().unique(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "cascade" }),
    requestId: uuid("request_id").references(() => customerRequests.id, { onDelete: "cascade" }),
    draft: jsonb("draft").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: PUBLIC_CONFIRMATION_STATUSES }).notNull().default("pending"),
    /** When the person confirmed on screen: the request's own date once the link confirms it. */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("public_confirmations_purpose_check", oneOf(table.purpose, PUBLIC_CONFIRMATION_PURPOSES)),
    check("public_confirmations_status_check", oneOf(table.status, PUBLIC_CONFIRMATION_STATUSES)),
    index("public_confirmations_customer_idx").on(table.customerId),
  ],
);
