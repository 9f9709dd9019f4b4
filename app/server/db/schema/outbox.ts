import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Messages to deliver after a commit (transactional outbox): written in the same transaction as
 * the record they announce, claimed by workers with FOR UPDATE SKIP LOCKED, retried with back-off.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    channel: text("channel", { enum: ["email", "webhook", "push"] }).notNull(),
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
    /** The lead a message announces or follows (its timeline in the back office shows deliveries). */
    leadId: uuid("lead_id"),
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_lead_idx").on(table.leadId).where(sql`lead_id is not null`),
  ],
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
