import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export type ChatMessageSource = { title: string; url: string };

/**
 * The chat concierge's conversation of a signed-in customer (visitors' chats are not kept).
 * The identity column orders messages, including the two written by one statement; rows older
 * than CHAT_HISTORY_DAYS are purged.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    sources: jsonb("sources").$type<ChatMessageSource[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_messages_customer_idx").on(table.customerId, table.id),
    index("chat_messages_created_idx").on(table.createdAt),
  ],
);
