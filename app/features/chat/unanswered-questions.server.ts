import { lt } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import type { Database } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { chatUnansweredQuestions } from "~/server/db/schema/unanswered-questions";
import { log } from "~/server/logger.server";
import type { Match } from "./retrieve.server";
import { scrubPersonalData } from "./scrub-personal-data";

/**
 * Unanswered questions are kept this long: enough to see what people ask across a season of
 * renewals and to grow the knowledge base from it, not so long that free text stays for ever.
 */
export const UNANSWERED_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;

export type UnansweredQuestion = { question: string; lang: Lang; pageLang: Lang; nearest: Match | null };

/** Keeps a question the concierge could not answer, scrubbed of personal data, with nothing tying it to anyone. */
export async function recordUnansweredQuestion(db: Database, entry: UnansweredQuestion, now = new Date()) {
  await db.insert(chatUnansweredQuestions).values({
    question: scrubPersonalData(entry.question),
    lang: entry.lang,
    pageLang: entry.pageLang,
    nearestTopic: entry.nearest?.topic.id ?? null,
    nearestScore: entry.nearest ? Math.round(entry.nearest.score * 100) / 100 : null,
    createdAt: now,
  });
}

/** Deletes unanswered questions past retention; returns how many went (a housekeeping job). */
export async function purgeUnansweredQuestions(db: Database, now: Date, retentionDays = UNANSWERED_RETENTION_DAYS) {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const removed = await db
    .delete(chatUnansweredQuestions)
    .where(lt(chatUnansweredQuestions.createdAt, cutoff))
    .returning({ id: chatUnansweredQuestions.id });
  return removed.length;
}

/**
 * Called by the chat endpoint after an "I don't know". Keeping the question is secondary to
 * answering it, so a failure is logged, never shown to the visitor.
 */
export async function noteUnansweredQuestion(entry: UnansweredQuestion) {
  try {
    await recordUnansweredQuestion(await getDb(), entry);
  } catch (error) {
    log.error("unanswered question not recorded", { error });
  }
}
