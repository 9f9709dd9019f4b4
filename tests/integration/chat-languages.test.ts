import { describe, expect, it } from "vitest";
import { CHAT_LINKS } from "~/content/chat/links";
import "~/i18n/dictionaries.server";
import type { Lang } from "~/i18n/config";
import { action } from "~/routes/api/chat-assistant";
import { routeContextFor, runAgainstInMemoryApp } from "../support/app-under-test";

runAgainstInMemoryApp();

type Source = { title: string; url: string; lang?: Lang };
type Reply = { reply: string; sources: Source[]; callback?: { token: string } };

/** POST /api/chat-assistant through the route's action, on a page in `page`'s language. */
async function ask(message: string, page: Lang = "fr") {
  const request = new Request("http://localhost/api/chat-assistant", {
    method: "POST",
    body: JSON.stringify({ message }),
    headers: { "Content-Type": "application/json", Cookie: `lang=${page}` },
  });
  const result = (await action({ request, context: await routeContextFor(request), params: {} } as never)) as {
    data: Reply;
    init?: { status?: number };
  };
  expect(result.init?.status ?? 200).toBe(200);
  return result.data;
}

describe("the concierge answers in the asker's language", () => {
  it("French: a definition question gets the glossary entry, not a product pitch", async () => {
    const { reply, sources } = await ask("C'est quoi une franchise ?");
    expect(reply).toMatch(/^La franchise est la part d'un sinistre/);
    expect(sources[0]).toEqual({ title: "La franchise", url: CHAT_LINKS.vehiclesStandard });
  });

  it("English on the French site: answered in English, its links switch the site to English", async () => {
    const { reply, sources } = await ask("What is the waiting period on a health plan?");
    expect(reply).toMatch(/^The waiting period \(délai de carence\)/);
    expect(sources[0]).toEqual({
      title: "Waiting period (délai de carence)",
      url: CHAT_LINKS.healthSenior,
      lang: "en",
    });
  });

  it("Italian on the Italian site: answered in Italian, links without a switch", async () => {
    const { reply, sources } = await ask("cos'è la convenzione AERAS per il mutuo?", "it");
    expect(reply).toMatch(/^La convenzione AERAS/);
    expect(sources[0]).toEqual({ title: "La convenzione AERAS (rischio sanitario e mutuo)", url: CHAT_LINKS.borrower });
  });

  it("Spanish on the English site: answered in Spanish", async () => {
    const { reply, sources } = await ask("¿qué es el bonus malus en Francia?", "en");
    expect(reply).toMatch(/^El bonus-malus francés/);
    expect(sources[0]).toMatchObject({ url: CHAT_LINKS.vehiclesStandard, lang: "es" });
  });

  it("Russian on the French site: answered in Russian", async () => {
    const { reply, sources } = await ask("что такое tiers payant?");
    expect(reply).toMatch(/^При прямой оплате \(tiers payant\)/);
    expect(sources[0]).toEqual({ title: "Прямая оплата (tiers payant)", url: CHAT_LINKS.healthFamily, lang: "ru" });
  });

  it("a word alone says nothing of its language: the page's language answers", async () => {
    const { reply } = await ask("AERAS", "es");
    expect(reply).toMatch(/^El convenio AERAS/);
  });

  it("the honest 'I don't know' comes in the asker's language, with the callback offer", async () => {
    const { reply, sources, callback } = await ask("What is the capital of Peru?");
    expect(reply).toMatch(/^I could not find a reliable answer/);
    expect(sources[0]).toMatchObject({ url: CHAT_LINKS.quoteChooser, lang: "en" });
    expect(sources[1]?.url).toMatch(/^mailto:/);
    expect(sources[1]).not.toHaveProperty("lang");
    expect(callback?.token).toEqual(expect.any(String));
  });
});

describe("the questions of issue 15", () => {
  it.each([
    ["délai de carence mutuelle senior", /^Le délai de carence est/],
    ["Qu'est-ce que le 100% santé ?", /^Le 100 % Santé est/],
    ["tiers payant inclu mutuelle entreprise", /^Avec le tiers payant/],
    ["bonus malus ça marche comment", /^Le bonus-malus/],
    ["c'est quoi la convention AERAS", /^La convention AERAS/],
  ])("%s", async (question, start) => {
    expect((await ask(question)).reply).toMatch(start);
  });

  it.each(["How can I get a quote for my BMW?", "Is my pre-existing condition a problem for loan insurance?"])(
    "answers '%s', asked on the French site, in English",
    async (question) => {
      const { sources } = await ask(question);
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(source.lang).toBe("en");
    },
  );

  it("cancelling points to the cancellation link (the customer area for now)", async () => {
    const { sources } = await ask("Comment résilier mon assurance auto ?");
    expect(sources.map((source) => source.url)).toContain(CHAT_LINKS.cancellation);
  });
});
