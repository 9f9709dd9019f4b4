import { beforeEach, describe, expect, it } from "vitest";
import { unansweredReport } from "~/features/backoffice-unanswered/unanswered.server";
import { chatUnansweredQuestions } from "~/server/db/schema/unanswered-questions";
import { testDatabases } from "../support/databases";

const at = (iso: string) => new Date(iso);

describe.each(testDatabases())("the concierge's unanswered questions on $name", ({ handle }) => {
  const db = () => handle().db;
  beforeEach(async () => {
    await db().delete(chatUnansweredQuestions);
    const row = (question: string, lang: string, createdAt: string, nearestTopic: string | null = null) => ({
      question,
      lang,
      pageLang: "fr",
      nearestTopic,
      createdAt: at(createdAt),
    });
    await db()
      .insert(chatUnansweredQuestions)
      .values([
        row("C'est quoi la franchise kilométrique ?", "fr", "2026-11-10T09:00:00Z", "franchise"),
        row("c est quoi la FRANCHISE   kilometrique", "fr", "2026-11-12T09:00:00Z", "franchise"),
        row("C’est quoi la franchise kilométrique?", "fr", "2026-11-14T09:00:00Z"),
        row("What is a no-claims bonus?", "en", "2026-11-13T09:00:00Z"),
        // Paris days: 23:30 UTC on 30 November is already 1 December in Paris.
        row("Что такое франшиза?", "ru", "2026-11-30T23:30:00Z"),
        row("Old question", "fr", "2026-10-01T09:00:00Z"),
      ]);
  });

  it("groups a question however it was typed, most asked first, with counts per language over the period", async () => {
    const report = await unansweredReport(db(), { since: "2026-11-01", until: "2026-11-30", lang: null });
    expect(report.total).toBe(4);
    expect(report.languages).toEqual([
      { lang: "fr", count: 3 },
      { lang: "en", count: 1 },
    ]);
    expect(report.groups.map((group) => [group.question, group.count, group.languages])).toEqual([
      ["c est quoi la franchise kilometrique", 3, ["fr"]],
      ["what is a no claims bonus", 1, ["en"]],
    ]);
    expect(report.groups[0]).toMatchObject({ topic: "franchise", lastAskedAt: "2026-11-14T09:00:00.000Z" });
  });

  it("narrows to a language and takes the period in Paris days", async () => {
    const english = await unansweredReport(db(), { since: "2026-11-01", until: "2026-11-30", lang: "en" });
    expect(english.groups.map((group) => group.example)).toEqual(["What is a no-claims bonus?"]);
    const december = await unansweredReport(db(), { since: "2026-12-01", until: "2026-12-01", lang: null });
    expect(december.groups.map((group) => [group.example, group.count])).toEqual([["Что такое франшиза?", 1]]);
  });
});
