import { createSseReader } from "./sse";

/** A page the answer comes from; `lang` when it is in another language than the page shown. */
export type ChatSource = { title: string; url: string; lang?: string };
/** The API's answer: the reply, its sources, and a callback offer (with its form's token) when there is one. */
export type ReplyBody = { reply: string; sources: ChatSource[]; callback?: { token: string } };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isReplyBody(value: unknown): value is ReplyBody {
  if (!isObject(value) || typeof value.reply !== "string" || !Array.isArray(value.sources)) return false;
  const sourcesOk = value.sources.every(
    (source) => isObject(source) && typeof source.title === "string" && typeof source.url === "string",
  );
  const callbackOk =
    value.callback === undefined || (isObject(value.callback) && typeof value.callback.token === "string");
  return sourcesOk && callbackOk;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Reads the concierge's answer from the API's response: Server-Sent Events (`delta` pieces as a
 * model writes them, then `done` with the whole answer) or plain JSON. Anything else throws, and
 * the widget shows its error toast.
 */
export async function readReply(response: Response, onDelta: (text: string) => void): Promise<ReplyBody> {
  if (!response.ok) throw new Error(`chat answered ${response.status}`);
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/event-stream")) {
    const body: unknown = await response.json();
    if (!isReplyBody(body)) throw new Error("chat answer has an unexpected shape");
    return body;
  }
  const reader = response.body?.getReader();
  if (!reader) throw new Error("chat answer has no body");
  const decoder = new TextDecoder();
  const events = createSseReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error("chat answer ended before its final event");
    for (const event of events.push(decoder.decode(value, { stream: true }))) {
      const data = parseJson(event.data);
      if (event.event === "delta" && isObject(data) && typeof data.text === "string") onDelta(data.text);
      if (event.event === "done") {
        void reader.cancel();
        if (!isReplyBody(data)) throw new Error("chat answer has an unexpected shape");
        return data;
      }
    }
  }
}
