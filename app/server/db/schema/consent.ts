import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Proof of each cookie choice (PRODUCT.md 4): what, when, and a pseudonymous browser id. */
export const consentLog = pgTable(
  "consent_log",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    clientId: text("client_id").notNull(),
    choice: text("choice", { enum: ["accepted", "declined"] }).notNull(),
    policyVersion: text("policy_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("consent_log_client_idx").on(table.clientId, table.createdAt)],
);
