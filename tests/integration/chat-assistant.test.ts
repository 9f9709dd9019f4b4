import { describe, expect, it } from "vitest";
import { CHAT_RATE_LIMIT, handleChatAction } from "~/features/chat/chat-action.server";
import { createSseReader } from "~/features/chat/sse";
import "~/i18n/dictionaries.server";
import { loader } from "~/routes/api/chat-assistant";
import { getDb } from "~/server/db/index.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { requestContextFor, routeContextFor, runAgainstInMemoryApp } from "../support/app-under-test";

runAgainstInMemoryApp();

type Init = { body?: string; lang?: string; method?: string; clientIp?: string };

async function call({ body, lang, method = "POST", clientIp = crypto.randomUUID() }: Init) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (lang) headers.set("Cookie", `lang=${lang}`);
  const request = new Request("http://localhost/api/chat-assistant", { method, body, headers });
  const context = await routeContextFor(request, clientIp);
  const result = (await handleChatAction(request, context)) as {
    data: Record<string, unknown>;
    init?: { status?: number; headers?: HeadersInit };
  };
  return { status: result.init?.status ?? 200, body: result.data, headers: new Headers(result.init?.headers) };
}

const ask = (message: unknown, init: Init = {}) => call({ ...init, body: JSON.stringify({ message }) });

describe("POST /api/chat-assistant", () => {
  it("answers with a reply and its sources", async () => {
    const { status, body } = await ask("Comment résilier ma mutuelle ?");
    expect(status).toBe(200);
    expect(body.reply).toMatch(/Hamon|à tout moment/);
    expect(body.sources).toContainEqual({ title: "Résilier un contrat", url: "/espace-client" });
  });

  it("replies in the language of the lang cookie when the question's words do not tell", async () => {
    const { body } = await ask("Hamon", { lang: "en" });
    expect(body.reply).toContain("Hamon law");
  });

  it("replies in the question's language when its words tell, whatever the cookie", async () => {
    const { body } = await ask("résilier ma mutuelle", { lang: "en" });
    expect(body.reply).toContain("loi Hamon");
  });

  it("keeps the { reply, sources } contract, with no callback offer beside a good answer", async () => {
    const { body } = await ask("Comment résilier ma mutuelle ?");
    expect(Object.keys(body).sort()).toEqual(["reply", "sources"]);
  });

  it("offers a callback, with its form's token, when it does not know", async () => {
    const { status, body } = await ask("Quelle est la capitale du Pérou ?");
    expect(status).toBe(200);
    expect(body.reply).toMatch(/Un conseiller peut vous rappeler/);
    expect(body.sources).toContainEqual(expect.objectContaining({ url: "/#choisir" }));
    expect(body.callback).toEqual({ token: expect.stringMatching(/^[\w-]+\.\d+\.[\w-]+$/) });
  });

  it("offers a callback with the answer about reaching an adviser", async () => {
    const { body } = await ask("Je voudrais être rappelé par un conseiller");
    expect(body.sources).toContainEqual(expect.objectContaining({ url: "/mentions-legales#contact" }));
    expect(body.callback).toEqual({ token: expect.any(String) });
  });

  it("streams the offline answer as one final event when asked for Server-Sent Events", async () => {
    const request = new Request("http://localhost/api/chat-assistant", {
      method: "POST",
      body: JSON.stringify({ message: "Comment résilier ma mutuelle ?" }),
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    });
    const response = await handleChatAction(request, requestContextFor());
    expect(response).toBeInstanceOf(Response);
    const text = await (response as Response).text();
    const events = createSseReader().push(text);
    expect(events.map((e) => e.event)).toEqual(["done"]);
    expect(JSON.parse(events[0]?.data ?? "{}")).toEqual((await ask("Comment résilier ma mutuelle ?")).body);
  });

  it.each([
    ["bad JSON", "{message:", "JSON"],
    ["not an object", JSON.stringify("bonjour"), "objet"],
    ["an array", JSON.stringify([{ message: "x" }]), "objet"],
    ["no message", JSON.stringify({ text: "bonjour" }), "objet"],
    ["a number", JSON.stringify({ message: 42 }), "objet"],
    ["empty", JSON.stringify({ message: "" }), "vide"],
    ["whitespace", JSON.stringify({ message: "   \n " }), "vide"],
    ["too long", JSON.stringify({ message: "a".repeat(1001) }), "1000"],
    ["huge body", JSON.stringify({ message: "a".repeat(20_000) }), "1000"],
  ])("rejects %s with 400 and a clear message", async (_name, body, fragment) => {
    const result = await call({ body });
    expect(result.status).toBe(400);
    expect(String(result.body.error)).toContain(fragment);
  });

  it("accepts exactly 1000 characters after trimming", async () => {
    expect((await ask(`  ${"a".repeat(1000)}  `)).status).toBe(200);
  });

  it("answers GET with 405", async () => {
    const thrown = await loader().catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(405);
  });

  it("refuses other methods with 405", async () => {
    const result = await call({ method: "PUT", body: "{}" });
    expect(result.status).toBe(405);
    expect(result.headers.get("Allow")).toBe("POST");
  });

  it("limits each client and says when to retry", async () => {
    const clientIp = crypto.randomUUID();
    const db = await getDb();
    for (let i = 0; i < CHAT_RATE_LIMIT.limit; i++) await hitRateLimit(db, `chat:${clientIp}`, CHAT_RATE_LIMIT);
    const result = await ask("devis", { clientIp });
    expect(result.status).toBe(429);
    expect(Number(result.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await ask("devis")).status).toBe(200);
  });
});
