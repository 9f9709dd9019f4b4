import { bigint, index, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Questions the concierge could not answer, so the knowledge base can grow where people ask.
 * The text is stored scrubbed of e-mail addresses, phone numbers and long digit runs, with no
 * visitor, session or address: nothing links a row to a person. Rows older than the retention
 * period are purged (features/chat/unanswered-questions.server.ts).
 */
export const chatUnansweredQuestions = pgTable(
  "chat_unanswered_questions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    question: text("question").notNull(),
    /** The language the answer was given in, and the page's (they differ when the question told). */
    lang: text("lang").notNull(),
    pageLang: text("page_lang").notNull(),
    /** The closest topic and its score, below the bar: often the entry whose keywords need a word. */
    nearestTopic: text("nearest_topic"),
    nearestScore: real("nearest_score"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_unanswered_questions_created_idx").on(table.createdAt)],
);
