import { sql } from "drizzle-orm";
import { index, jsonb, pgSequence, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { leads } from "./leads";

export const LEAD_EVENT_KINDS = ["status", "assignment", "note", "call", "converted"] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/**
 * What happened to a lead in the back office, for its timeline: status changes, assignments,
 * notes, logged calls, the conversion. Its creation and deliveries come from the lead and the
 * outbox; this table holds what staff did (the audit log says who did it, from where, too).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system (round-robin at intake) or a deleted account. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    kind: text("kind", { enum: LEAD_EVENT_KINDS }).notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index("lead_events_lead_idx").on(table.leadId, table.at)],
);

/** Back-office settings shared by every app instance, one row per key (a round-robin queue's switch). */
export const backofficeSettings = pgTable("backoffice_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * The turns handed out in each round-robin queue, counted without a lock: a sequence's next value
 * is never given twice, across instances, and takes no row lock held until the intake commits
 * (issue 29: under a burst of quote requests, the turn's locked row made every lead wait for the
 * one before it to commit). A turn drawn by a transaction that then fails is simply skipped.
 */
export const leadTurns = pgSequence("lead_turns");
export const requestTurns = pgSequence("request_turns");
