import { data, type RouterContextProvider } from "react-router";
import { languageOf } from "~/i18n/lang.server";
import { createTranslator } from "~/i18n/translate";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { requestInfoContext } from "~/server/request-context";
import { buildSiteConfig } from "~/server/site-config.server";
import { rememberExchange } from "./chat-history.server";
import { composeReply } from "./compose-reply.server";

/** Messages per client address: a lively conversation passes, a script does not. */
export const CHAT_RATE_LIMIT = { limit: 30, windowMs: 5 * 60_000 };
export const MAX_MESSAGE_LENGTH = 1000;
/** Anything much bigger than a maximal message is not a chat message; it is not even parsed. */
const MAX_BODY_CHARS = 16_000;

/** POST /api/chat-assistant: `{ message }` → `{ reply, sources }`, or `{ error }` with 400/413/429. */
export async function handleChatAction(request: Request, context: Readonly<RouterContextProvider>) {
  const t = createTranslator(languageOf(request));
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
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof body !== "object" || body === null || Array.isArray(body) || typeof message !== "string") {
    return fail(400, "shape");
  }
  const question = message.trim();
  if (question === "") return fail(400, "empty");
  if (question.length > MAX_MESSAGE_LENGTH) return fail(400, "tooLong", { max: MAX_MESSAGE_LENGTH });

  const { reply, sources } = composeReply(question, languageOf(request), buildSiteConfig(env()).contactEmail);
  await rememberExchange(request, question, { reply, sources });
  return data({ reply, sources }, { headers: { "Cache-Control": "no-store" } });
}
