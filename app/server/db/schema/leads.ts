import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { LeadConsents, LeadSource } from "../../leads/lead-types";
import { SEARCH_FROM as LEAD_SEARCH_FROM, SEARCH_TO as LEAD_SEARCH_TO } from "../../search-text";
import { users } from "./auth";

/**
 * Lower case, accents folded, with the phone's digits alone: what the back office's search
 * matches with LIKE. A stored generated column, so PGlite and PostgreSQL both compute it
 * (no unaccent extension needed) and every writer of a lead keeps it true without thinking.
 * foldSearch (app/server/search-text.ts) folds the search term the same way.
 */
const searchText = sql.raw(
  `translate(lower(coalesce(first_name, '') || ' ' || last_name || ' ' || coalesce(company, '') || ' ' || email || ' ' || phone), '${LEAD_SEARCH_FROM}', '${LEAD_SEARCH_TO}') || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')`,
);

/** A quote request, stored before the visitor is told it was sent (PRODUCT.md 5). */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    reference: text("reference").notNull().unique(),
    product: text("product").notNull(),
    status: text("status", { enum: ["new", "contacted", "quoted", "offerSent", "won", "lost"] })
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
    /** The adviser in charge (by hand or round-robin); null while nobody is. */
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** When an adviser first called or moved the lead on: the 24-hour promise is kept or broken then. */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    /** Why a lost lead was lost (the board asks). */
    lostReason: text("lost_reason"),
    /** The customer account a won lead became. */
    customerId: text("customer_id").references(() => users.id, { onDelete: "set null" }),
    /** Bumped by every change (a staff action, a merged resubmission): stale board moves get a 409. */
    version: integer("version").notNull().default(1),
    searchText: text("search_text").generatedAlwaysAs(searchText),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("leads_email_product_idx").on(table.email, table.product, table.createdAt),
    index("leads_created_idx").on(table.createdAt),
    // A customer's page finds the leads they came from, by account or by e-mail whatever its
    // case: two indexes the OR of both conditions reads together (it scanned every lead).
    index("leads_lower_email_idx").on(sql`lower(${table.email})`),
    index("leads_customer_idx").on(table.customerId).where(sql`customer_id is not null`),
    // leads_search_trgm_idx (trigrams for LIKE '%…%' on search_text) is created by migration 0009
    // where pg_trgm is available (PGlite loads it; a PostgreSQL server needs its contrib package).
    // The CSV export walks the list in (created_at, id) order, one batch after another.
    index("leads_created_id_idx").on(table.createdAt, table.id),
    index("leads_status_created_idx").on(table.status, table.createdAt),
    index("leads_assigned_created_idx").on(table.assignedTo, table.createdAt),
    index("leads_product_created_idx").on(table.product, table.createdAt),
    // The overdue filter and count: leads nobody has contacted yet, by age.
    index("leads_uncontacted_idx")
      .on(table.createdAt)
      .where(sql`first_contacted_at is null and status not in ('won', 'lost')`),
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
