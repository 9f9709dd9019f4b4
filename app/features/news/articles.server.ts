import type { Lang } from "~/i18n/config";
import { CATEGORIES } from "./categories";
import { type Article, buildLibrary } from "./content.server";
import { daysBetween, formatLongDate, formatRelativeDays, todayIn } from "./relative-date";

// Content files are bundled and checked once, when the server starts: a bad file stops the start.
const files = import.meta.glob<string>("../../content/news/*/*.md", { query: "?raw", import: "default", eager: true });
const library = buildLibrary(files);

export type ArticleCard = Pick<
  Article,
  "id" | "title" | "excerpt" | "category" | "date" | "readingTime" | "insurers" | "featured"
> & {
  daysAgo: number;
  /** "il y a 2 jours", written here: the same words on server and browser, and no date formatting
   * in the browser while the page hydrates (its first `Intl` formatter costs a phone 30-50 ms). */
  age: string;
};

function cardOf(article: Article, today: string, lang: Lang): ArticleCard {
  const { id, title, excerpt, category, date, readingTime, insurers, featured } = article;
  const daysAgo = daysBetween(date, today);
  return {
    id,
    title,
    excerpt,
    category,
    date,
    readingTime,
    insurers,
    featured,
    daysAgo,
    age: formatRelativeDays(daysAgo, lang),
  };
}

/** The list, newest first; the age is computed here so server and browser render the same words. */
export function listArticles(lang: Lang, now = new Date()): ArticleCard[] {
  const today = todayIn(now);
  return [...library.values()]
    .map((versions) => cardOf(versions[lang], today, lang))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

/** An article page's data, or null for an id we do not have. A missing or empty id means article 1. */
export function findArticle(rawId: string | undefined, lang: Lang, now = new Date()) {
  const id = rawId === undefined || rawId === "" ? 1 : /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN;
  const article = library.get(id)?.[lang];
  if (!article) return null;
  const { html, updated } = article;
  return {
    ...cardOf(article, todayIn(now), lang),
    published: formatLongDate(article.date, lang),
    html,
    updated,
    quotePath: CATEGORIES[article.category].quotePath,
  };
}

export type ArticlePageData = NonNullable<ReturnType<typeof findArticle>>;
