import type { Env } from "~/server/env.server";
import type { PromptMessage } from "./build-prompt.server";
import { createCompletionStreamReader } from "./completion-stream.server";

export type LlmSettings = { baseUrl: string; apiKey: string; model: string; timeoutMs: number; firstTokenMs: number };

/** The model's settings when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set; otherwise none. */
export function llmSettingsOf(env: Env): LlmSettings | null {
  if (!env.LLM_BASE_URL || !env.LLM_API_KEY || !env.LLM_MODEL) return null;
  return {
    baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ""),
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    firstTokenMs: Math.min(env.LLM_FIRST_TOKEN_MS, env.LLM_TIMEOUT_MS),
  };
}

export class LlmError extends Error {
  override name = "LlmError";
}

/** Short, sober answers: a few sentences, little creativity. */
const MAX_TOKENS = 400;
const TEMPERATURE = 0.2;
/** Far more than a few sentences: a runaway stream, stopped rather than shown. */
const MAX_ANSWER_CHARS = 4000;

/**
 * Asks an OpenAI-compatible `chat/completions` endpoint for a streamed answer and yields its text
 * as it arrives. Two clocks bound it: the first words within `firstTokenMs` (a stuck provider is
 * left early) and the whole answer within `timeoutMs`. Timeouts, HTTP errors, malformed or
 * truncated streams all throw; stopping the iteration (or `signal`, the visitor leaving) closes
 * the connection.
 */
export async function* streamCompletion(
  settings: LlmSettings,
  messages: PromptMessage[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  if (signal?.aborted) throw new LlmError("request aborted before the model was asked");
  const controller = new AbortController();
  const stop = (reason: string) => controller.abort(new LlmError(reason));
  const total = setTimeout(() => stop(`no complete answer within ${settings.timeoutMs} ms`), settings.timeoutMs);
  const firstToken = setTimeout(() => stop(`no first token within ${settings.firstTokenMs} ms`), settings.firstTokenMs);
  const onAbort = () => stop("request aborted");
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    const response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        "Content-Type": "application/json",
        Accept: "text/event-stream",
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        stream: true,
        max_tokens: MAX_TOKENS,
        temperature: TEMPERATURE,
      }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new LlmError(`provider answered ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const stream = createCompletionStreamReader();
    let length = 0;
    while (!stream.done) {
      const { value, done } = await reader.read();
      const pieces = stream.push(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      for (const piece of pieces) {
        clearTimeout(firstToken);
        length += piece.length;
        if (length > MAX_ANSWER_CHARS) throw new LlmError(`answer longer than ${MAX_ANSWER_CHARS} characters`);
        yield piece;
      }
      if (done) break;
    }
    stream.end();
  } catch (error) {
    // An abort makes fetch and read() fail with a bare AbortError: report why we aborted instead.
    if (controller.signal.aborted && controller.signal.reason instanceof LlmError) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(total);
    clearTimeout(firstToken);
    signal?.removeEventListener("abort", onAbort);
    // Closes the connection when we stop before the provider does (no effect once it has ended).
    controller.abort();
  }
}
