import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** How the server answers the next `POST /v1/chat/completions`. */
export type LlmReply =
  /**
   * A well-formed OpenAI stream of these text pieces, written in slices of `sliceBytes` bytes (cut
   * anywhere, mid-JSON and mid-character); with `holdAfterFirst`, the rest waits for that promise.
   */
  | { kind: "stream"; pieces: string[]; sliceBytes?: number; holdAfterFirst?: Promise<void> }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: "status"; status: number }
  /** Never answers, not even the headers (a stuck provider). */
  | { kind: "hang" }
  /** Streams these pieces, then stays silent without ending (a provider stuck mid-answer). */
  | { kind: "stall"; pieces: string[] }
  /** Answers 200 `text/event-stream` with this body, whatever it is. */
  | { kind: "raw"; body: string };

export type ReceivedLlmRequest = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/** The wire format of an OpenAI `chat.completion.chunk` event. */
function chunkEvent(delta: Record<string, string>, finishReason: string | null = null) {
  const chunk = {
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "fake",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

function slices(text: string, size: number) {
  const bytes = Buffer.from(text, "utf8");
  const parts: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) parts.push(bytes.subarray(start, start + size));
  return parts;
}

/**
 * A small OpenAI-compatible HTTP server on a free local port: a real peer for the concierge's
 * model client (real sockets, real chunked streaming), answering as `respondWith` says and
 * keeping every request it receives. `abandoned` counts answers whose client hung up first.
 */
export async function startFakeLlmServer() {
  const requests: ReceivedLlmRequest[] = [];
  let reply: LlmReply = { kind: "stream", pieces: ["Bonjour."] };
  let abandoned = 0;

  async function answer(res: http.ServerResponse, current: LlmReply) {
    if (current.kind === "hang") return;
    if (current.kind === "status") {
      const error = { error: { message: "The model is overloaded", type: "server_error" } };
      res.writeHead(current.status, { "Content-Type": "application/json" }).end(JSON.stringify(error));
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    res.flushHeaders();
    if (current.kind === "raw") {
      res.end(current.body);
      return;
    }
    const [first = "", ...rest] = current.pieces;
    const head = chunkEvent({ role: "assistant" }) + (current.pieces.length > 0 ? chunkEvent({ content: first }) : "");
    const write = async (text: string, size = Number.POSITIVE_INFINITY) => {
      for (const part of slices(text, size)) {
        if (res.destroyed) return;
        res.write(part);
        // A pause between writes, so that they reach the client as separate reads.
        await sleep(2);
      }
    };
    await write(head);
    if (current.kind === "stall") {
      await write(rest.map((piece) => chunkEvent({ content: piece })).join(""));
      return;
    }
    await current.holdAfterFirst;
    const tail = `${rest.map((piece) => chunkEvent({ content: piece })).join("")}${chunkEvent({}, "stop")}data: [DONE]\n\n`;
    await write(tail, current.sliceBytes);
    res.end();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        // Recorded as an empty body: the test's assertions will say what was wrong.
      }
      requests.push({ path: req.url ?? "", headers: req.headers, body });
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      res.on("close", () => {
        if (!res.writableFinished) abandoned++;
      });
      void answer(res, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL, as LLM_BASE_URL takes it. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next: LlmReply) {
      reply = next;
    },
    get abandoned() {
      return abandoned;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeLlmServer = Awaited<ReturnType<typeof startFakeLlmServer>>;
