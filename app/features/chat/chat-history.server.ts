import { desc, eq, lt } from "drizzle-orm";
import { data } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { getCustomer } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { type ChatMessageSource, chatMessages } from "~/server/db/schema/chat";
import { env } from "~/server/env.server";
import { log } from "~/server/logger.server";

export type ChatAnswer = { reply: string; sources: ChatMessageSource[] };
export type StoredChatMessage = {
  role: "user" | "assistant";
  content: string;
  sources: ChatMessageSource[];
  createdAt: string;
};

export const HISTORY_DEFAULT_LIMIT = 50;
export const HISTORY_MAX_LIMIT = 200;
const DAY_MS = 86_400_000;

/** Keeps one question and its answer, in that order (one statement: both or neither). */
export async function recordExchange(
  db: Database,
  customerId: string,
  question: string,
  answer: ChatAnswer,
  now = new Date(),
) {
  await db.insert(chatMessages).values([
    { customerId, role: "user", content: question, sources: [], createdAt: now },
    { customerId, role: "assistant", content: answer.reply, sources: answer.sources, createdAt: now },
  ]);
}

/** The customer's last `limit` messages, oldest first (the order a conversation reads in). */
export async function loadHistory(db: Database, customerId: string, limit = HISTORY_DEFAULT_LIMIT) {
  const rows = await db
    .select({
      role: chatMessages.role,
      content: chatMessages.content,
      sources: chatMessages.sources,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.customerId, customerId))
    .orderBy(desc(chatMessages.id))
    .limit(Math.max(1, Math.min(limit, HISTORY_MAX_LIMIT)));
  return rows.reverse().map((row): StoredChatMessage => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Deletes messages older than the retention period (CHAT_HISTORY_DAYS); returns how many went. */
export async function purgeChatHistory(db: Database, now: Date, retentionDays = env().CHAT_HISTORY_DAYS) {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const removed = await db
    .delete(chatMessages)
    .where(lt(chatMessages.createdAt, cutoff))
    .returning({ id: chatMessages.id });
  return removed.length;
}

/**
 * Called by the chat endpoint after a reply: a signed-in customer's exchange is kept, a visitor's
 * is not. Keeping it is secondary to answering, so a failure here is logged, not returned.
 */
export async function rememberExchange(request: Request, question: string, answer: ChatAnswer) {
  try {
    const customer = await getCustomer(request);
    if (customer) await recordExchange(await getDb(), customer.id, question, answer);
  } catch (error) {
    log.error("chat history not recorded", { error });
  }
}

/**
 * GET /api/chat-assistant/history: the signed-in customer's recent messages as
 * `{ messages: [{ role, content, sources, createdAt }] }`; 401 with no messages when signed out.
 * The customer comes from the session only, so nobody can ask for someone else's history.
 */
export async function chatHistoryResponse(request: Request) {
  const headers = { "Cache-Control": "private, no-store" };
  const customer = await getCustomer(request);
  if (!customer) return data({ messages: [] as StoredChatMessage[] }, { status: 401, headers });
  const asked = Number(queryOf(request.url).get("limit") ?? HISTORY_DEFAULT_LIMIT);
  const limit = Number.isInteger(asked) && asked > 0 ? asked : HISTORY_DEFAULT_LIMIT;
  const messages = await loadHistory(await getDb(), customer.id, limit);
  return data({ messages }, { headers });
}
