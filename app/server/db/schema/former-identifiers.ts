import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { oneOf } from "./one-of";

export const FORMER_IDENTIFIER_KINDS = ["email", "phone"] as const;

/**
 * The e-mail addresses and phones a customer had before changing them (issue 46): the history
 * in `customer_detail_changes` shows them masked, so without this row an export or an erasure
 * would no longer find what was sent to the old address. Kept as long as the account (it goes
 * with it), read only by the GDPR resolver (app/server/privacy/data-subject.server.ts).
 */
export const customerFormerIdentifiers = pgTable(
  "customer_former_identifiers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: FORMER_IDENTIFIER_KINDS }).notNull(),
    /** E-mails lower case, phones E.164: as the rest of the database stores them. */
    value: text("value").notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("customer_former_identifiers_customer_idx").on(table.customerId),
    index("customer_former_identifiers_value_idx").on(table.value),
    check("customer_former_identifiers_kind_known", oneOf(table.kind, FORMER_IDENTIFIER_KINDS)),
  ],
);
