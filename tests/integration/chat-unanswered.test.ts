import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handleChatAction } from "~/features/chat/chat-action.server";
import {
  purgeUnansweredQuestions,
  recordUnansweredQuestion,
  UNANSWERED_RETENTION_DAYS,
} from "~/features/chat/unanswered-questions.server";
import "~/i18n/dictionaries.server";
import { getDb } from "~/server/db/index.server";
import { chatUnansweredQuestions } from "~/server/db/schema/unanswered-questions";
import { appEngines, routeContextFor, runAgainstApp } from "../support/app-under-test";

const DAY = 86_400_000;

async function ask(message: string, page = "fr") {
  const request = new Request("http://localhost/api/chat-assistant", {
    method: "POST",
    body: JSON.stringify({ message }),
    headers: { "Content-Type": "application/json", Cookie: `lang=${page}` },
  });
  const result = (await handleChatAction(request, await routeContextFor(request))) as { data: { reply: string } };
  return result.data;
}

async function latestRows(count = 5) {
  const db = await getDb();
  return db.select().from(chatUnansweredQuestions).orderBy(desc(chatUnansweredQuestions.id)).limit(count);
}

describe.each(appEngines())("unanswered questions on %s", (engine) => {
  runAgainstApp(engine);

  it("keeps a question nobody could answer, scrubbed of personal data and tied to no one", async () => {
    const question = `Bonjour, je m'appelle Jean Dupont, 06 12 34 56 78, ${crypto.randomUUID()}@exemple.fr : quelle est la capitale du Pérou ?`;
    const { reply } = await ask(question);
    expect(reply).toMatch(/Je n'ai pas trouvé de réponse fiable/);
    const [row] = await latestRows(1);
    expect(row).toMatchObject({
      question: "Bonjour, je m'appelle [name], [number], [e-mail] : quelle est la capitale du Pérou ?",
      lang: "fr",
      pageLang: "fr",
    });
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ["createdAt", "id", "lang", "nearestScore", "nearestTopic", "pageLang", "question"].sort(),
    );
  });

  it("says it does not know what the broker does not insure, offers a call back and keeps the question (issue 46)", async () => {
    for (const question of ["Assurez-vous les drones de loisir ?", "Assurance pour un chat"]) {
      const answer = (await ask(question)) as { reply: string; callback?: { token: string } };
      expect(answer.reply, question).toMatch(/Je n'ai pas trouvé de réponse fiable/);
      expect(answer.callback?.token, question).toBeTruthy();
      expect((await latestRows(1))[0]?.question).toBe(question);
    }
    // A brand the premium line names is pointed at its form, not at the quote process in general.
    const bmw = (await ask("How can I get a quote for my BMW?")) as { reply: string; sources: Array<{ url: string }> };
    expect(bmw.sources[0]?.url).toMatch(/premium/);
    // A word asked about gets its definition first, not a product that mentions it.
    const excess = (await ask("What is an excess on car insurance?")) as { reply: string };
    expect(excess.reply).toMatch(/^The deductible/);
  });

  it("records the answer's language apart from the page's", async () => {
    await ask("What is the weather like in Lyon tomorrow?", "it");
    const [row] = await latestRows(1);
    expect(row).toMatchObject({ question: "What is the weather like in Lyon tomorrow?", lang: "en", pageLang: "it" });
  });

  it("does not keep questions that were answered", async () => {
    const before = (await latestRows(1))[0]?.id ?? 0;
    await ask("C'est quoi une franchise ?");
    await ask("how do I cancel my car insurance");
    expect((await latestRows(1))[0]?.id ?? 0).toBe(before);
  });

  it("purges questions past retention, and only those", async () => {
    const db = await getDb();
    const now = new Date();
    const marker = `marker-${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, "")}`;
    const entry = { question: `old ${marker}`, lang: "fr", pageLang: "fr", nearest: null } as const;
    await recordUnansweredQuestion(db, entry, new Date(now.getTime() - (UNANSWERED_RETENTION_DAYS + 1) * DAY));
    await recordUnansweredQuestion(db, { ...entry, question: `recent ${marker}` }, new Date(now.getTime() - DAY));
    expect(await purgeUnansweredQuestions(db, now)).toBeGreaterThanOrEqual(1);
    const kept = (await latestRows(50)).map((row) => row.question).filter((q) => q.includes(marker));
    expect(kept).toEqual([`recent ${marker}`]);
  });
});
