import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handleChatAction } from "~/features/chat/chat-action.server";
import { composeReply } from "~/features/chat/compose-reply.server";
import { createSseReader, type SseEvent } from "~/features/chat/sse";
import "~/i18n/dictionaries.server";
import { env } from "~/server/env.server";
import { setLogLevel } from "~/server/logger.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { requestContextFor, runAgainstInMemoryApp } from "../support/app-under-test";
import { type FakeLlmServer, startFakeLlmServer } from "../support/fake-llm-server";

const FIRST_TOKEN_MS = 400;
const TIMEOUT_MS = 1500;
const API_KEY = "test-key-0123456789";

let llm: FakeLlmServer;
runAgainstInMemoryApp(async () => {
  llm = await startFakeLlmServer();
  return {
    LLM_BASE_URL: llm.url,
    LLM_API_KEY: API_KEY,
    LLM_MODEL: "mistral-small-test",
    LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    LLM_FIRST_TOKEN_MS: String(FIRST_TOKEN_MS),
  };
});
afterAll(() => llm.close());

const QUESTION = "Puis-je changer d'assurance emprunteur avec la loi Lemoine ?";
const offline = (question = QUESTION) => composeReply(question, "fr", buildSiteConfig(env()).contactEmail);

function post(message: string, stream: boolean, signal?: AbortSignal) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (stream) headers.set("Accept", "text/event-stream");
  const request = new Request("http://localhost/api/chat-assistant", {
    method: "POST",
    body: JSON.stringify({ message }),
    headers,
    signal,
  });
  return handleChatAction(request, requestContextFor());
}

/** The plain JSON answer (no streaming asked). */
async function askJson(message = QUESTION) {
  const result = (await post(message, false)) as { data: Record<string, unknown>; init?: { status?: number } };
  return { status: result.init?.status ?? 200, body: result.data };
}

/** Reads a streamed answer event by event, as the widget does. */
async function askStreamed(message = QUESTION) {
  const response = await post(message, true);
  if (!(response instanceof Response)) throw new Error("expected a streamed Response");
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no body");
  const decoder = new TextDecoder();
  const sse = createSseReader();
  const queue: SseEvent[] = [];
  return {
    response,
    async next(): Promise<SseEvent | null> {
      while (queue.length === 0) {
        const { value, done } = await reader.read();
        if (done) return null;
        queue.push(...sse.push(decoder.decode(value, { stream: true })));
      }
      return queue.shift() ?? null;
    },
    async rest() {
      const events: SseEvent[] = [];
      for (let event = await this.next(); event; event = await this.next()) events.push(event);
      return events;
    },
    cancel: () => reader.cancel(),
  };
}

const deltasOf = (events: SseEvent[]) =>
  events.filter((e) => e.event === "delta").map((e) => (JSON.parse(e.data) as { text: string }).text);
const doneOf = (events: SseEvent[]) => {
  const done = events.find((e) => e.event === "done");
  return done ? (JSON.parse(done.data) as { reply: string; sources: unknown[]; callback?: { token: string } }) : null;
};

const PIECES = [
  "Oui : depuis la loi Lemoine, ",
  "vous pouvez changer ",
  "d'assurance emprunteur à tout moment, ",
  "sans frais.",
];

describe("chat assistant with a model (OpenAI-compatible server started by the test)", () => {
  beforeEach(() => {
    llm.requests.length = 0;
  });

  it("streams the model's answer in pieces as they arrive, then the sources of retrieval", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    llm.respondWith({ kind: "stream", pieces: PIECES, holdAfterFirst: held, sliceBytes: 7 });
    const stream = await askStreamed();
    expect(stream.response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get("Cache-Control")).toContain("no-transform");

    // The first piece reaches us while the provider is still holding the rest back.
    const first = await stream.next();
    expect(first?.event).toBe("delta");
    expect(JSON.parse(first?.data ?? "{}")).toEqual({ text: PIECES[0] });
    release();

    const events = [first as SseEvent, ...(await stream.rest())];
    const deltas = deltasOf(events);
    expect(deltas.length).toBeGreaterThanOrEqual(PIECES.length);
    expect(deltas.join("")).toBe(PIECES.join(""));
    const done = doneOf(events);
    expect(done?.reply).toBe(PIECES.join("").trim());
    expect(done?.sources).toEqual(offline().sources);
    expect(events.at(-1)?.event).toBe("done");
  });

  it("keeps the plain JSON contract, with the model's whole text as the reply", async () => {
    llm.respondWith({ kind: "stream", pieces: PIECES, sliceBytes: 5 });
    const { status, body } = await askJson();
    expect(status).toBe(200);
    expect(body).toEqual({ reply: PIECES.join("").trim(), sources: offline().sources });
  });

  it("sends the model the retrieved entries, the question, the model name and the Bearer key", async () => {
    llm.respondWith({ kind: "stream", pieces: PIECES });
    await askJson();
    expect(llm.requests).toHaveLength(1);
    const [received] = llm.requests;
    expect(received?.path).toBe("/v1/chat/completions");
    expect(received?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(received?.body).toMatchObject({ model: "mistral-small-test", stream: true });
    const messages = received?.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[1]?.content).toBe(QUESTION);
    const entries = offline().entries;
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(messages[0]?.content).toContain(entry.text.fr.answer);
    expect(messages[0]?.content).toContain("Write in French");
  });

  it("grounds a definition question asked in another language on its glossary entry, in that language", async () => {
    llm.respondWith({ kind: "stream", pieces: ["The AERAS agreement helps people with a health risk borrow."] });
    const question = "What is the AERAS agreement?";
    const { body } = await askJson(question);
    expect(body.sources).toEqual(offline(question).sources);
    expect(body.sources).toContainEqual({
      title: "The AERAS agreement (health risk and borrowing)",
      url: "/assurance-emprunteur",
      lang: "en",
    });
    const messages = llm.requests[0]?.body.messages as Array<{ role: string; content: string }>;
    const aeras = offline(question).entries[0];
    expect(aeras?.id).toBe("aeras");
    expect(messages[0]?.content).toContain(aeras?.text.en.answer);
    expect(messages[0]?.content).toContain("Write in English");
    expect(messages[1]?.content).toBe(question);
  });

  it("falls back to the offline answer when the server answers 500", async () => {
    llm.respondWith({ kind: "status", status: 500 });
    expect((await askJson()).body).toEqual({ reply: offline().reply, sources: offline().sources });
    const events = await (await askStreamed()).rest();
    expect(deltasOf(events)).toEqual([]);
    expect(doneOf(events)?.reply).toBe(offline().reply);
  });

  it("falls back within the first-token timeout when the server hangs", async () => {
    llm.respondWith({ kind: "hang" });
    const started = Date.now();
    const { status, body } = await askJson();
    const elapsed = Date.now() - started;
    expect(status).toBe(200);
    expect(body.reply).toBe(offline().reply);
    expect(elapsed).toBeGreaterThanOrEqual(FIRST_TOKEN_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS);
  });

  it("replaces a half-streamed answer with the offline one when the server stalls", async () => {
    llm.respondWith({ kind: "stall", pieces: PIECES.slice(0, 2) });
    const started = Date.now();
    const events = await (await askStreamed()).rest();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 500);
    expect(deltasOf(events).join("")).toBe(PIECES.slice(0, 2).join(""));
    expect(doneOf(events)?.reply).toBe(offline().reply);
    expect(doneOf(events)?.sources).toEqual(offline().sources);
  });

  it.each([
    ["a chunk that is not JSON", 'data: {"choices": [{"delta": {"content": "Oui"\n\n'],
    ["an HTML error page", "<html><body><h1>502 Bad Gateway</h1></body></html>"],
    ["an error object mid-stream", `data: ${JSON.stringify({ error: { message: "quota exceeded" } })}\n\n`],
    ["a stream cut before [DONE]", `data: ${JSON.stringify({ choices: [{ delta: { content: "Oui, dep" } }] })}\n\n`],
  ])("falls back to the offline answer when the server sends %s", async (_name, body) => {
    llm.respondWith({ kind: "raw", body });
    expect((await askJson()).body.reply).toBe(offline().reply);
  });

  it("falls back when the model's text is empty", async () => {
    llm.respondWith({ kind: "stream", pieces: ["  ", "\n"] });
    expect((await askJson()).body.reply).toBe(offline().reply);
  });

  it("does not ask the model when nothing matches, and offers the callback", async () => {
    llm.respondWith({ kind: "stream", pieces: PIECES });
    const question = "Quelle est la capitale du Pérou ?";
    const { body } = await askJson(question);
    expect(llm.requests).toHaveLength(0);
    expect(body.reply).toBe(offline(question).reply);
    expect(body.callback).toEqual({ token: expect.any(String) });
  });

  it("hangs up on the provider when the visitor goes away mid-answer, quietly", async () => {
    const errors = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    setLogLevel("error");
    try {
      const held = new Promise<void>(() => {});
      llm.respondWith({ kind: "stream", pieces: PIECES, holdAfterFirst: held });
      const before = llm.abandoned;
      const stream = await askStreamed();
      expect((await stream.next())?.event).toBe("delta");
      await stream.cancel();
      // Well before the model's own timeout would have closed it.
      await expect.poll(() => llm.abandoned, { timeout: TIMEOUT_MS / 3 }).toBe(before + 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      setLogLevel("silent");
      errors.mockRestore();
    }
  });

  it("also hangs up when a visitor waiting for a JSON answer goes away", async () => {
    llm.respondWith({ kind: "stream", pieces: PIECES, holdAfterFirst: new Promise<void>(() => {}) });
    const before = llm.abandoned;
    const leaving = new AbortController();
    setTimeout(() => leaving.abort(), 100);
    const result = (await post(QUESTION, false, leaving.signal)) as { data: { reply: string } };
    expect(result.data.reply).toBe(offline().reply);
    await expect.poll(() => llm.abandoned, { timeout: TIMEOUT_MS / 3 }).toBe(before + 1);
  });
});
