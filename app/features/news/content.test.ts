import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/config";
import { findArticle, listArticles } from "./articles.server";
import { CATEGORIES } from "./categories";
import { buildLibrary, parseArticle } from "./content.server";
import { daysBetween } from "./relative-date";
import { sanitizeArticleHtml } from "./sanitize.server";

const NOW = new Date("2026-11-21T10:00:00Z");
const file = (front: string, body = "Texte.") => `---\n${front}\n---\n\n${body}\n`;
const VALID = 'id: 9\ntitle: "Titre"\nexcerpt: "Résumé"\ncategory: health\ndate: "2026-11-19"\nreadingTime: 4';

describe("news content", () => {
  it("has six articles in every language, newest first, the first featured", () => {
    for (const lang of LANGUAGES) {
      const list = listArticles(lang, NOW);
      expect(list.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(list.filter((article) => article.featured).map((article) => article.id)).toEqual([1]);
      expect(list.every((article) => article.title && article.excerpt)).toBe(true);
    }
  });

  it("dates the articles 2, 5, 7, 10, 14 and 18 days before 21 November 2026", () => {
    expect(listArticles("fr", NOW).map((article) => article.daysAgo)).toEqual([2, 5, 7, 10, 14, 18]);
  });

  it("writes each article's age and date in the reader's language, so the browser formats none", () => {
    expect(listArticles("fr", NOW).map((article) => article.age)).toEqual([
      "il y a 2 jours",
      "il y a 5 jours",
      "il y a 7 jours",
      "il y a 10 jours",
      "il y a 14 jours",
      "il y a 18 jours",
    ]);
    expect(listArticles("en", NOW)[0]?.age).toBe("2 days ago");
    const article = findArticle("1", "es", NOW);
    expect(article?.age).toMatch(/^hace \d+ días$/);
    expect(article?.published).toMatch(/^\d+ de [a-z]+ de 2026$/);
  });

  it("gives the spec's reading times, consistent with each French text's length", () => {
    expect(listArticles("fr", NOW).map((article) => article.readingTime)).toEqual([5, 4, 6, 7, 5, 4]);
    const french = import.meta.glob<string>("../../content/news/*/fr.md", {
      query: "?raw",
      import: "default",
      eager: true,
    });
    expect(Object.keys(french)).toHaveLength(6);
    for (const [path, raw] of Object.entries(french)) {
      const { words, readingTime } = parseArticle(path, raw);
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(760);
      // Tables and figures read slowly: 80 to 140 words a minute.
      expect(words / readingTime).toBeGreaterThan(80);
      expect(words / readingTime).toBeLessThan(140);
    }
  });

  it("translates every article in full: same sections, tables and links as the French text", () => {
    const shape = (html: string) => ({
      sections: html.match(/<h2>/g)?.length ?? 0,
      tables: html.match(/<table>/g)?.length ?? 0,
      rows: html.match(/<tr>/g)?.length ?? 0,
      links: html.match(/href="[^"]*"/g) ?? [],
    });
    for (const id of [1, 2, 3, 4, 5, 6]) {
      const french = shape(findArticle(String(id), "fr", NOW)?.html ?? "");
      expect(french.sections).toBeGreaterThanOrEqual(3);
      for (const lang of LANGUAGES) expect(shape(findArticle(String(id), lang, NOW)?.html ?? "")).toEqual(french);
    }
  });

  it("finds an article by id, article 1 without one, none for an unknown id", () => {
    expect(findArticle("4", "fr", NOW)).toMatchObject({
      id: 4,
      category: "borrower",
      quotePath: "/assurance-emprunteur-v2",
    });
    expect(findArticle("4", "en", NOW)?.html).toContain("<table>");
    expect(findArticle("", "fr", NOW)?.id).toBe(1);
    expect(findArticle(undefined, "fr", NOW)?.id).toBe(1);
    for (const id of ["7", "0", "abc", "1.5", "-1"]) expect(findArticle(id, "fr", NOW)).toBeNull();
  });

  it("sends each topic to its quote form", () => {
    expect(Object.fromEntries(Object.entries(CATEGORIES).map(([id, category]) => [id, category.quotePath]))).toEqual({
      savings: "/vehicules-standard",
      health: "/sante-senior",
      autoPremium: "/vehicules-premium-v2",
      borrower: "/assurance-emprunteur-v2",
      healthCompany: "/sante-entreprise-v2",
      healthSenior: "/sante-senior",
    });
  });

  it("keeps dates real: publication in the past", () => {
    for (const article of listArticles("fr", NOW)) expect(daysBetween(article.date, "2026-11-21")).toBeGreaterThan(0);
  });
});

describe("front matter validation", () => {
  it("accepts a valid file", () => {
    const article = parseArticle("/content/news/9/fr.md", file(VALID, "## Titre\n\nUn *texte*."));
    expect(article).toMatchObject({ id: 9, lang: "fr", date: "2026-11-19", updated: "2026-11-19", featured: false });
    expect(article.html).toContain("<h2>Titre</h2>");
  });

  it("typesets French articles (no-break spaces), not the other languages", () => {
    const body = "Économie : **12 720 €** ! Voir [le devis](/devis?x=1).";
    const french = parseArticle("/content/news/9/fr.md", file(VALID, body));
    expect(french.html).toContain("Économie\u00A0: <strong>12\u202F720\u00A0€</strong>\u202F!");
    expect(french.html).toContain('href="/devis?x=1"');
    const english = parseArticle("/content/news/9/en.md", file(VALID, body));
    expect(english.html).toContain("Économie : <strong>12 720 €</strong> !");
  });

  it.each([
    ["an unknown category", VALID.replace("health", "travel")],
    ["a missing title", VALID.replace('title: "Titre"\n', "")],
    ["an impossible date", VALID.replace("2026-11-19", "2026-13-40")],
    ["an unquoted date (YAML would read it as a Date)", VALID.replace('"2026-11-19"', "2026-11-19")],
    ["an unknown field", `${VALID}\nauthor: "X"`],
    ["a reading time in words", VALID.replace("readingTime: 4", 'readingTime: "quatre"')],
  ])("rejects %s", (_, front) => {
    expect(() => parseArticle("/content/news/9/fr.md", file(front))).toThrow(/invalid front matter/);
  });

  it("rejects an id that is not its folder's, and a file in an unknown language", () => {
    expect(() => parseArticle("/content/news/8/fr.md", file(VALID))).toThrow(/says id 9/);
    expect(() => parseArticle("/content/news/9/de.md", file(VALID))).toThrow(/unexpected/);
  });

  it("refuses a library where a language is missing", () => {
    expect(() => buildLibrary({ "/content/news/9/fr.md": file(VALID) })).toThrow(/no en version/);
  });
});

describe("sanitiser", () => {
  it("strips scripts, event handlers and javascript: links", () => {
    const html = sanitizeArticleHtml(
      '<p onclick="steal()">Bonjour<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><a href="/sante-senior" style="color:red">ok</a>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img|<iframe|style=/);
    expect(html).toContain("<p>Bonjour</p>");
    expect(html).toContain('<a href="/sante-senior">ok</a>');
  });

  it("keeps tables and gives header cells their scope", () => {
    expect(sanitizeArticleHtml("<table><thead><tr><th>A</th></tr></thead></table>")).toBe(
      '<table><thead><tr><th scope="col">A</th></tr></thead></table>',
    );
  });

  it("cleans Markdown that embeds raw HTML", () => {
    const article = parseArticle(
      "/content/news/9/fr.md",
      file(VALID, 'Texte <script>alert(1)</script> [lien](javascript:alert(1)) <b onmouseover="x()">gras</b>'),
    );
    expect(article.html).not.toMatch(/script|javascript:|onmouseover/);
  });
});
