import { createSseReader } from "./sse";

/** The provider's stream is not what an OpenAI-compatible `chat/completions` stream looks like. */
export class MalformedStreamError extends Error {
  override name = "MalformedStreamError";
}

type Chunk = { choices?: unknown; error?: unknown };
type Choice = { delta?: { content?: unknown }; finish_reason?: unknown };

/**
 * Reads the text of a streamed OpenAI-style chat completion: `data: {json chunk}` events whose
 * `choices[0].delta.content` carry the text, closed by `data: [DONE]`. Feed it the body as it
 * arrives; it returns the text pieces found so far. Anything that is not such a stream throws:
 * a chunk that is not JSON, an `error` object sent mid-stream, or (at `end`) a stream cut off
 * before `[DONE]` or a finish reason, whose text may stop mid-sentence.
 */
export function createCompletionStreamReader() {
  const sse = createSseReader();
  let done = false;
  let finished = false;

  function readChunk(data: string): string | null {
    if (data.trim() === "[DONE]") {
      done = true;
      return null;
    }
    let chunk: Chunk;
    try {
      chunk = JSON.parse(data) as Chunk;
    } catch {
      throw new MalformedStreamError(`chunk is not JSON: ${data.slice(0, 80)}`);
    }
    if (typeof chunk !== "object" || chunk === null || Array.isArray(chunk)) {
      throw new MalformedStreamError("chunk is not an object");
    }
    if (chunk.error !== undefined) throw new MalformedStreamError(`provider error: ${JSON.stringify(chunk.error)}`);
    if (!Array.isArray(chunk.choices)) throw new MalformedStreamError("chunk has no choices");
    // A last chunk may carry only usage figures, with no choice at all.
    const choice = chunk.choices[0] as Choice | undefined;
    if (choice?.finish_reason) finished = true;
    const content = choice?.delta?.content;
    return typeof content === "string" && content !== "" ? content : null;
  }

  return {
    /** True once `[DONE]` has arrived: the rest of the body, if any, is not read. */
    get done() {
      return done;
    },
    push(text: string): string[] {
      const pieces: string[] = [];
      for (const event of sse.push(text)) {
        if (done) break;
        if (event.event !== "message") continue;
        const piece = readChunk(event.data);
        if (piece !== null) pieces.push(piece);
      }
      return pieces;
    },
    end() {
      if (!done && !finished) throw new MalformedStreamError("stream ended before [DONE]");
    },
  };
}
