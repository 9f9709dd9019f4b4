import { expect, OPEN_URL, test } from "./fixtures";

/** Publication dates of articles 1 to 6 (content files) and what the list must show. */
const ARTICLES = [
  { id: 1, date: "2026-11-19", minutes: 5, category: "Économies", quote: "/vehicules-standard" },
  { id: 2, date: "2026-11-16", minutes: 4, category: "Santé", quote: "/sante-senior" },
  { id: 3, date: "2026-11-14", minutes: 6, category: "Auto Premium", quote: "/vehicules-premium-v2" },
  { id: 4, date: "2026-11-11", minutes: 7, category: "Emprunteur", quote: "/assurance-emprunteur-v2" },
  { id: 5, date: "2026-11-07", minutes: 5, category: "Santé Entreprise", quote: "/sante-entreprise-v2" },
  { id: 6, date: "2026-11-03", minutes: 4, category: "Santé Senior", quote: "/sante-senior" },
];

/** "il y a 2 jours" on 21 November 2026 for article 1: days counted in Paris, said in the reader's language. */
function ago(date: string, lang: string) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const days = Math.round((Date.parse(today) - Date.parse(date)) / 86_400_000);
  return new Intl.RelativeTimeFormat(lang, { numeric: days < 2 ? "auto" : "always" }).format(-days, "day");
}

test.describe("news", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("the list shows six cards, the first featured, with category, relative date and reading time", async ({
    page,
  }) => {
    await page.goto("/actualites");
    await expect(page.getByRole("heading", { level: 1, name: "Actualités" })).toBeVisible();
    const cards = page.getByTestId("news-card");
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toHaveAttribute("data-featured", "true");
    await expect(page.locator('[data-testid="news-card"][data-featured]')).toHaveCount(1);
    for (const [index, article] of ARTICLES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByTestId("article-category")).toHaveText(article.category);
      await expect(card.getByTestId("article-date")).toHaveText(ago(article.date, "fr"));
      await expect(card.getByTestId("article-date")).toHaveAttribute("datetime", article.date);
      await expect(card.getByTestId("article-reading-time")).toHaveText(`${article.minutes} min`);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/actualites/${article.id}`);
    }
    // On 21 November 2026, article 1 is two days old.
    if (new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date()) === "2026-11-21") {
      await expect(cards.first().getByTestId("article-date")).toHaveText("il y a 2 jours");
    }
    await expect(cards.first().getByText("Assureurs : AXA, Allianz, MAAF")).toBeVisible();
  });

  test("a card opens its article and the back button returns to the list", async ({ page }) => {
    await page.goto("/actualites");
    const card = page.getByTestId("news-card").nth(3);
    const title = await card.getByRole("heading", { level: 2 }).innerText();
    await card.click();
    await expect(page).toHaveURL(/\/actualites\/4$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByTestId("article-category")).toHaveText("Emprunteur");
    await expect(page.getByTestId("article-reading-time")).toHaveText("7 min de lecture");
    await expect(page.getByTestId("article-date")).toContainText("11 novembre 2026");
    const body = page.getByTestId("article-body");
    await expect(body.getByRole("table").first()).toBeVisible();
    await expect(body).toContainText("12 720 €");
    await expect(body).toContainText("10 jours ouvrés");
    await expect(page.getByTestId("article-art")).toBeVisible();
    await page.getByRole("link", { name: "Retour aux actualités" }).click();
    await expect(page).toHaveURL(/\/actualites$/);
    await expect(page.getByTestId("news-card")).toHaveCount(6);
  });

  // Each article's box names its topic's form (checked over HTTP for all six, tests/http/site.test.ts);
  // here a person follows one.
  test("the advice box leads to the quote form of the article's topic", async ({ page }) => {
    const article = ARTICLES[1] as (typeof ARTICLES)[number];
    await page.goto(`/actualites/${article.id}`);
    const advice = page.getByTestId("article-advice");
    await expect(advice.getByRole("heading", { name: "Besoin de conseils personnalisés ?" })).toBeVisible();
    await advice.getByRole("link", { name: "Obtenir un devis gratuit" }).click();
    await expect(page).toHaveURL(new RegExp(`${article.quote}$`));
    await expect(page.getByTestId("quote-card")).toBeVisible();
  });
  // An unknown id's redirect to the list, and what an article tells search engines, are read over
  // HTTP (tests/http/site.test.ts).
});

test.describe("news in English", () => {
  test("the list and the article are in English", async ({ page, decideCookies }) => {
    await decideCookies("declined", OPEN_URL);
    await page.context().addCookies([{ name: "lang", value: "en", url: OPEN_URL }]);
    await page.goto(`${OPEN_URL}/actualites`);
    const first = page.getByTestId("news-card").first();
    await expect(first.getByTestId("article-date")).toHaveText(ago("2026-11-19", "en"));
    await expect(first.getByTestId("article-category")).toHaveText("Savings");
    await first.click();
    await expect(page).toHaveURL(/\/actualites\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Car insurance: no-claims bonus, excess and discounts, three ways to pay less",
    );
    await expect(page.getByTestId("article-reading-time")).toHaveText("5 min read");
    await expect(page.getByTestId("article-body")).toContainText("Bonus-malus: careful driving pays off");
    await expect(page.getByRole("link", { name: "Get a free quote" })).toHaveAttribute("href", "/vehicules-standard");
    await expect(page.getByRole("link", { name: "Back to news" })).toBeVisible();
  });
});
