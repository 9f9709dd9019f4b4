import type { Lang } from "~/i18n/config";
import { CATEGORIES } from "./categories";
import { type Article, buildLibrary } from "./content.server";
import { daysBetween, todayIn } from "./relative-date";

// Content files are bundled and checked once, when the server starts: a bad file stops the start.
const files = import.meta.glob<string>("../../content/news/*/*.md", { query: "?raw", import: "default", eager: true });
const library = buildLibrary(files);

export type ArticleCard = Pick<
  Article,
  "id" | "title" | "excerpt" | "category" | "date" | "readingTime" | "insurers" | "featured"
> & { daysAgo: number };

function cardOf(article: Article, today: string): ArticleCard {
  const { id, title, excerpt, category, date, readingTime, insurers, featured } = article;
  return { id, title, excerpt, category, date, readingTime, insurers, featured, daysAgo: daysBetween(date, today) };
}

/** The list, newest first; the age is computed here so server and browser render the same words. */
export function listArticles(lang: Lang, now = new Date()): ArticleCard[] {
  const today = todayIn(now);
  return [...library.values()]
    .map((versions) => cardOf(versions[lang], today))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

/** An article page's data, or null for an id we do not have. A missing or empty id means article 1. */
export function findArticle(rawId: string | undefined, lang: Lang, now = new Date()) {
  const id = rawId === undefined || rawId === "" ? 1 : /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN;
  const article = library.get(id)?.[lang];
  if (!article) return null;
  const { html, updated } = article;
  return { ...cardOf(article, todayIn(now)), html, updated, quotePath: CATEGORIES[article.category].quotePath };
}

export type ArticlePageData = NonNullable<ReturnType<typeof findArticle>>;
