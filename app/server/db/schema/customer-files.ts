import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The back office's card for each customer (issue 25): the adviser who follows them and the
 * folded text the customer list searches (names, e-mail, phone and its digits, every contract's
 * reference). The search text gathers four tables, so no generated column can hold it: database
 * triggers on users, profiles, contact details and contracts rewrite it (migrations 0021 and 0022), and
 * every writer — the app, the seed, the benchmark's bulk inserts — keeps it true without knowing.
 */
export const customerFiles = pgTable(
  "customer_files",
  {
    customerId: text("customer_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    adviserId: text("adviser_id").references(() => users.id, { onDelete: "set null" }),
    searchText: text("search_text").notNull().default(""),
    /** The list's order by name (last name, else the account's name, then first name), folded. */
    sortName: text("sort_name").notNull().default(""),
    /** Running contracts: the list's column, its "with an active contract" tab and its counts. */
    activeContracts: integer("active_contracts").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("customer_files_adviser_idx").on(table.adviserId),
    // The first page by name is an index read, not a sort of every customer (migration 0022).
    index("customer_files_sort_idx").on(table.sortName, table.customerId),
    index("customer_files_active_sort_idx").on(table.sortName, table.customerId).where(sql`active_contracts > 0`),
    // customer_files_search_trgm_idx (trigrams for LIKE '%…%' on search_text) is made by its migration.
  ],
);
