import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { LeadConsents, LeadSource } from "../../leads/lead-types";

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
