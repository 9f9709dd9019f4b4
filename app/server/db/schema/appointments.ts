import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { customerRequests } from "./customer-requests";

/**
 * A seat taken in an appointment slot (issue 27): one row per appointment request. A slot holds
 * as many as there are advisers on duty (APPOINTMENT_ADVISERS_ON_DUTY), counted under a lock on
 * the slot when booking; a customer holds one seat per slot (the unique index backs the check).
 * Removing the row (or its request) frees the seat.
 */
export const appointmentBookings = pgTable(
  "appointment_bookings",
  {
    requestId: uuid("request_id")
      .primaryKey()
      .references(() => customerRequests.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The slot's start, as an instant (the Paris wall-clock day and time the customer chose). */
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    /** Another slot staff offered instead (issue 24); the customer accepts or declines it. */
    proposedStart: timestamp("proposed_start", { withTimezone: true }),
    /** The invitation's SEQUENCE (RFC 5545): each new time or a cancellation sends a higher one under the same UID. */
    sequence: integer("sequence").notNull().default(0),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex("appointment_bookings_customer_slot_unique").on(table.customerId, table.slotStart),
    index("appointment_bookings_slot_idx").on(table.slotStart),
  ],
);
