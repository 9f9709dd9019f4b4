import { data, type RouterContextProvider } from "react-router";
import { cleanLines } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { CHAT_MESSAGE_MAX } from "~/server/limits";
import { hitRateLimit } from "~/server/rate-limit.server";
import { requestInfoContext } from "~/server/request-context";
import { siteConfig } from "~/server/settings/site-settings.server";
import { type AnswerEvent, answerQuestion, type ChatAnswer, finalAnswer } from "./answer-question.server";
import { handleCallbackRequest } from "./callback-request.server";
import { rememberExchange } from "./chat-history.server";
import type { ChatSource } from "./compose-reply.server";
import { eventStreamResponse } from "./event-stream.server";
import { llmSettingsOf } from "./llm-client.server";
import { noteUnansweredQuestion } from "./unanswered-questions.server";

/** Messages per client address: a lively conversation passes, a script does not. */
export const CHAT_RATE_LIMIT = { limit: 30, windowMs: 5 * 60_000 };
export const MAX_MESSAGE_LENGTH = CHAT_MESSAGE_MAX;
/** Anything much bigger than a maximal message is not a chat message; it is not even parsed. */
const MAX_BODY_CHARS = 16_000;

/**
 * The reply as the API sends it. `callback` comes with answers that offer the callback form: its
 * token is the form's signed idempotency key and "shown at" time, as a quote form's is.
 */
export type PublicReply = { reply: string; sources: ChatSource[]; callback?: { token: string } };

function publicReply(answer: ChatAnswer): PublicReply {
  const reply: PublicReply = { reply: answer.reply, sources: answer.sources };
  if (answer.offerCallback) reply.callback = { token: issueFormToken() };
  return reply;
}

function toServerSentEvent(event: AnswerEvent) {
  return event.type === "delta"
    ? { event: "delta", data: { text: event.text } }
    : { event: "done", data: publicReply(event.answer) };
}

const wantsEventStream = (request: Request) => (request.headers.get("Accept") ?? "").includes("text/event-stream");

/**
 * POST /api/chat-assistant:
 * - `{ message }` → `{ reply, sources, callback? }`, or with `Accept: text/event-stream` the same
 *   answer as Server-Sent Events (`delta` events with text as the model writes, then `done`);
 * - `{ callback: {...} }` → a callback request (see handleCallbackRequest);
 * - otherwise `{ error }` with 400/405/429.
 */
export async function handleChatAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { lang, t } = requestLanguage(context);
  const fail = (status: number, key: string, params?: Record<string, number>, headers?: HeadersInit) =>
    data({ error: t(`chat.api.errors.${key}`, params) }, { status, headers });
  if (request.method !== "POST") return fail(405, "method", undefined, { Allow: "POST" });

  const { clientIp } = context.get(requestInfoContext);
  const limit = await hitRateLimit(await getDb(), `chat:${clientIp}`, CHAT_RATE_LIMIT);
  if (limit.limited) {
    const seconds = limit.retryAfterSeconds;
    return fail(429, "rateLimited", { seconds }, { "Retry-After": String(seconds) });
  }

  const raw = await request.text().catch(() => null);
  if (raw === null || raw.length > MAX_BODY_CHARS)
    return fail(400, raw === null ? "badJson" : "tooLong", { max: MAX_MESSAGE_LENGTH });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return fail(400, "badJson");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return fail(400, "shape");
  if ("callback" in body) return handleCallbackRequest(request, context, body.callback);

  const message = (body as { message?: unknown }).message;
  if (typeof message !== "string") return fail(400, "shape");
  // Cleaned as every form's text is (form-reader.ts): the question is kept in a customer's history.
  const question = cleanLines(message).trim();
  if (question === "") return fail(400, "empty");
  if (question.length > MAX_MESSAGE_LENGTH) return fail(400, "tooLong", { max: MAX_MESSAGE_LENGTH });

  const config = env();
  // A signed-in customer's question and its complete answer join their history (chat-history);
  // a question nobody could answer joins the log the knowledge base grows from, anonymised.
  async function* answer(signal: AbortSignal): AsyncGenerator<AnswerEvent> {
    for await (const event of answerQuestion(question, {
      lang,
      site: await siteConfig(await getDb()),
      llm: llmSettingsOf(config),
      signal,
    })) {
      if (event.type === "done") {
        await rememberExchange(request, question, event.answer);
        const { unanswered, lang: answerLang } = event.answer;
        if (unanswered) await noteUnansweredQuestion({ question, lang: answerLang, pageLang: lang, ...unanswered });
      }
      yield event;
    }
  }
  if (wantsEventStream(request)) {
    return eventStreamResponse((cancelled) => answer(AbortSignal.any([request.signal, cancelled])), toServerSentEvent);
  }
  return data(publicReply(await finalAnswer(answer(request.signal))), { headers: { "Cache-Control": "no-store" } });
}
