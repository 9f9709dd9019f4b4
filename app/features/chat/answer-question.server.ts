import type { Lang } from "~/i18n/config";
import { log } from "~/server/logger.server";
import { buildPrompt } from "./build-prompt.server";
import { type ChatReply, type ChatSource, composeReply } from "./compose-reply.server";
import { LlmError, type LlmSettings, streamCompletion } from "./llm-client.server";

export type ChatAnswer = {
  reply: string;
  sources: ChatSource[];
  offerCallback: boolean;
  /** The language the answer is written in (the question's, or the page's when it did not tell). */
  lang: Lang;
  /** Set when nothing matched well: the closest topic, if any, for the log of unanswered questions. */
  unanswered?: { nearest: ChatReply["nearest"] };
};
export type AnswerEvent = { type: "delta"; text: string } | { type: "done"; answer: ChatAnswer };

export type AnswerOptions = {
  /** The language of the page the visitor reads (the answer's unless the question is in another). */
  lang: Lang;
  site: { brandName: string; contactEmail: string };
  llm: LlmSettings | null;
  /** The visitor's request: once it is aborted, nobody waits for the answer. */
  signal?: AbortSignal;
};

/**
 * The concierge's answer to one question. Retrieval picks the entries and the offline composer
 * writes an answer from them, in the question's language (the page's when the question does not
 * tell). With a model configured and a good match, the model phrases the same entries instead, in
 * that language, and its text is yielded piece by piece as it arrives. The last event
 * always holds the whole answer: the model's, or, when the model times out, fails, sends
 * something malformed or nothing, the offline one (the visitor never sees an error). Nothing
 * matched: no model call, the offline "I don't know" with its callback offer. Sources are always
 * retrieval's.
 */
export async function* answerQuestion(question: string, options: AnswerOptions): AsyncGenerator<AnswerEvent> {
  const { lang, site, llm, signal } = options;
  const offline = composeReply(question, lang, site.contactEmail);
  const answer = (reply: string): ChatAnswer => ({
    reply,
    sources: offline.sources,
    offerCallback: offline.offerCallback,
    lang: offline.lang,
    ...(offline.entries.length === 0 ? { unanswered: { nearest: offline.nearest } } : {}),
  });
  if (!llm || offline.entries.length === 0) {
    yield { type: "done", answer: answer(offline.reply) };
    return;
  }

  const started = Date.now();
  const messages = buildPrompt({
    question,
    entries: offline.entries,
    lang: offline.lang,
    brandName: site.brandName,
    contactEmail: site.contactEmail,
  });
  let text = "";
  try {
    for await (const piece of streamCompletion(llm, messages, signal)) {
      text += piece;
      yield { type: "delta", text: piece };
    }
    if (text.trim() === "") throw new LlmError("empty answer");
  } catch (error) {
    const fields = {
      model: llm.model,
      reason: error instanceof Error ? error.message : String(error),
      afterMs: Date.now() - started,
      streamedChars: text.length,
    };
    // A visitor who left is no provider failure; the offline answer still ends the sequence.
    if (signal?.aborted) log.debug("model answer abandoned, the visitor left", fields);
    else log.warn("model answer failed, offline answer used", fields);
    yield { type: "done", answer: answer(offline.reply) };
    return;
  }
  log.info("model answer", { model: llm.model, ms: Date.now() - started, chars: text.length, topics: offline.topics });
  yield { type: "done", answer: answer(text.trim()) };
}

/** The final answer, for callers that do not stream (the deltas are only skipped). */
export async function finalAnswer(events: AsyncGenerator<AnswerEvent>): Promise<ChatAnswer> {
  for await (const event of events) if (event.type === "done") return event.answer;
  throw new Error("answer ended without a final event");
}
