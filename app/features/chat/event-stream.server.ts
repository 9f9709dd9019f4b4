import { log } from "~/server/logger.server";
import { formatSseEvent } from "./sse";

/**
 * A `text/event-stream` response sending each event as soon as it is produced. `no-transform`
 * keeps the compression middleware (and proxies) from buffering it; `X-Accel-Buffering: no` does
 * the same for nginx. When the reader goes away, the source's signal aborts: a generator's
 * `return()` alone would wait behind the `next()` in progress (a model still thinking).
 */
export function eventStreamResponse<T>(
  source: (signal: AbortSignal) => AsyncGenerator<T>,
  toEvent: (value: T) => { event: string; data: unknown },
): Response {
  const cancelled = new AbortController();
  const events = source(cancelled.signal);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // A first byte at once: the browser's fetch resolves and proxies see a live response.
      controller.enqueue(encoder.encode(": stream open\n\n"));
    },
    async pull(controller) {
      try {
        const next = await events.next();
        // The reader left while this event was being made: there is nowhere to send it.
        if (cancelled.signal.aborted) return;
        if (next.done) {
          controller.close();
          return;
        }
        const { event, data } = toEvent(next.value);
        controller.enqueue(encoder.encode(formatSseEvent(event, data)));
      } catch (error) {
        log.error("event stream failed", { error });
        controller.error(error);
      }
    },
    async cancel() {
      cancelled.abort();
      await events.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
