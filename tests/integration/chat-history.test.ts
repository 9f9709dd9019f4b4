import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handleChatAction } from "~/features/chat/chat-action.server";
import {
  loadHistory,
  purgeChatHistory,
  recordExchange,
  type StoredChatMessage,
} from "~/features/chat/chat-history.server";
import { handlePasswordSignIn } from "~/features/customer-auth/password-sign-in.server";
import "~/i18n/dictionaries.server";
import { action as historyAction, loader as historyLoader } from "~/routes/api/chat-history";
import { getDb } from "~/server/db/index.server";
import { chatMessages } from "~/server/db/schema/chat";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, CookieJar, createCustomer, formPost, pageRequest } from "../support/customers";

const DAY = 86_400_000;

async function signedInJar(email: string, password: string) {
  const answer = await answerOf(
    await handlePasswordSignIn(formPost("/espace-client?index", { email, password }), requestContextFor()),
  );
  expect(answer.status).toBe(302);
  return new CookieJar().take(answer.headers);
}

async function ask(message: string, jar?: CookieJar) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (jar) headers.set("Cookie", jar.header());
  const request = new Request("http://localhost:3000/api/chat-assistant", {
    method: "POST",
    headers,
    body: JSON.stringify({ message }),
  });
  return answerOf<{ reply: string }>(await handleChatAction(request, requestContextFor()));
}

async function history(jar?: CookieJar, query = "") {
  const result = await historyLoader({
    request: pageRequest(`/api/chat-assistant/history${query}`, jar),
    context: requestContextFor(),
    params: {},
  } as never);
  return answerOf<{ messages: StoredChatMessage[] }>(result);
}

describe.each(appEngines())("chat history on %s", (engine) => {
  runAgainstApp(engine, () => ({ CHAT_HISTORY_DAYS: "90" }));

  it("keeps a question without its control characters, line breaks and all", async () => {
    const customer = await createCustomer(await getDb());
    const jar = await signedInJar(customer.email, customer.password);
    expect((await ask("Comment résilier\u0000 ma mutuelle ?\r\nMerci\ud800", jar)).status).toBe(200);
    const { data } = await history(jar);
    expect(data?.messages[0]?.content).toBe("Comment résilier  ma mutuelle ?\nMerci\ufffd");
  });

  it("keeps a signed-in customer's question and answer, in order, with the sources", async () => {
    const customer = await createCustomer(await getDb());
    const jar = await signedInJar(customer.email, customer.password);
    const answer = await ask("Comment résilier ma mutuelle ?", jar);
    expect(answer.status).toBe(200);

    const { status, data, headers } = await history(jar);
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toContain("no-store");
    expect(data?.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(data?.messages[0]).toMatchObject({ content: "Comment résilier ma mutuelle ?", sources: [] });
    expect(data?.messages[1]?.content).toBe(answer.data?.reply);
    expect(data?.messages[1]?.sources).toContainEqual({ title: "Résilier un contrat", url: "/espace-client" });
    expect(Number.isNaN(Date.parse(data?.messages[0]?.createdAt ?? ""))).toBe(false);
  });

  it("keeps nothing for a visitor who is not signed in, and answers them 401 with no messages", async () => {
    const db = await getDb();
    const before = await db.select({ id: chatMessages.id }).from(chatMessages);
    expect((await ask("Quels documents pour un devis ?")).status).toBe(200);
    const after = await db.select({ id: chatMessages.id }).from(chatMessages);
    expect(after.length).toBe(before.length);
    const { status, data } = await history();
    expect(status).toBe(401);
    expect(data?.messages).toEqual([]);
  });

  it("never shows one customer another customer's messages", async () => {
    const db = await getDb();
    const alice = await createCustomer(db);
    const bob = await createCustomer(db);
    await recordExchange(db, alice.id, "Question d'Alice", { reply: "Réponse pour Alice", sources: [] });
    const bobJar = await signedInJar(bob.email, bob.password);
    await ask("Question de Bob sur l'assurance emprunteur", bobJar);

    const seenByBob = (await history(bobJar)).data?.messages ?? [];
    expect(seenByBob.map((m) => m.content)).not.toContain("Question d'Alice");
    expect(seenByBob[0]?.content).toBe("Question de Bob sur l'assurance emprunteur");
    // The customer comes from the session: a query naming someone else changes nothing.
    const tampered = (await history(bobJar, `?customerId=${alice.id}&limit=5`)).data?.messages ?? [];
    expect(tampered.map((m) => m.content)).toEqual(seenByBob.map((m) => m.content));
    expect((await loadHistory(db, alice.id)).map((m) => m.content)).toEqual(["Question d'Alice", "Réponse pour Alice"]);
  });

  it("returns the last messages up to the limit asked, oldest first", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    for (let i = 1; i <= 3; i++) {
      await recordExchange(db, customer.id, `Question ${i}`, { reply: `Réponse ${i}`, sources: [] });
    }
    const jar = await signedInJar(customer.email, customer.password);
    const { data } = await history(jar, "?limit=3");
    expect(data?.messages.map((m) => m.content)).toEqual(["Réponse 2", "Question 3", "Réponse 3"]);
    // Nonsense limits fall back to the default instead of failing.
    expect((await history(jar, "?limit=abc")).data?.messages).toHaveLength(6);
  });

  it("purges messages older than the retention period, and only those", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const now = new Date();
    await recordExchange(
      db,
      customer.id,
      "Ancienne question",
      { reply: "Ancienne réponse", sources: [] },
      new Date(now.getTime() - 91 * DAY),
    );
    await recordExchange(
      db,
      customer.id,
      "Question récente",
      { reply: "Réponse récente", sources: [] },
      new Date(now.getTime() - 89 * DAY),
    );
    const removed = await purgeChatHistory(db, now);
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = await db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.customerId, customer.id));
    expect(left.map((row) => row.content).sort()).toEqual(["Question récente", "Réponse récente"]);
    expect(await purgeChatHistory(db, now, 30)).toBeGreaterThanOrEqual(2);
  });

  it("answers other methods with 405", async () => {
    const thrown = await historyAction().catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(405);
  });
});
