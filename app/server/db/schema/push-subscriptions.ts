import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PushKind } from "../../push/push-kinds";
import { users } from "./auth";

/**
 * A browser's Web Push subscription (issue 45), one per device a customer turned notifications
 * on: the push service's endpoint and the keys that encrypt for that browser (RFC 8291), the
 * kinds of news it takes, and the language its words are written in. Removed when the customer
 * turns it off, or when the push service says it expired (404/410).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A capability URL of the browser's push service: one browser profile, one endpoint. */
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url, as PushSubscription.toJSON() gives them. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    kinds: text("kinds").array().$type<PushKind[]>().notNull(),
    lang: text("lang").notNull(),
    /** The device in words ("Chrome, Android"), from its User-Agent, so the customer knows which to remove. */
    device: text("device").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("push_subscriptions_customer_idx").on(table.customerId)],
);
