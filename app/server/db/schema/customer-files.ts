import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The back office's card for each customer (issue 25): the adviser who follows them and the
 * folded text the customer list searches (names, e-mail, phone and its digits, every contract's
 * reference). The search text gathers four tables, so no generated column can hold it: database
 * triggers on users, profiles, contact details and contracts rewrite it (migration 0016), and
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
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("customer_files_adviser_idx").on(table.adviserId),
    // customer_files_search_trgm_idx (trigrams for LIKE '%…%' on search_text) is made by its migration.
  ],
);
