import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { DEFAULT_LANG, LANGUAGES, type Lang } from "~/i18n/config";
import { frenchTypography, frenchTypographyHtml } from "~/i18n/french-typography";
import { CATEGORY_IDS } from "./categories";
import { sanitizeArticleHtml } from "./sanitize.server";

/**
 * A quoted "YYYY-MM-DD". YAML would turn an unquoted date into a Date and silently roll an
 * impossible one (2026-13-40) over into another month, so only the string form is accepted.
 */
const CalendarDate = z.iso.date({ error: 'expected a quoted calendar date, "YYYY-MM-DD"' });

export const FrontMatterSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(1),
  category: z.enum(CATEGORY_IDS),
  date: CalendarDate,
  updated: CalendarDate.optional(),
  readingTime: z.number().int().positive(),
  insurers: z.array(z.string().trim().min(1)).optional(),
  featured: z.boolean().default(false),
});

export type ArticleMeta = z.infer<typeof FrontMatterSchema> & { lang: Lang; updated: string };
export type Article = ArticleMeta & { html: string; words: number };

const FILE = /\/(\d+)\/([a-z]{2})\.md$/;
/** Facts every translation of an article shares with the French source. */
const SHARED = ["category", "date", "updated", "readingTime", "featured"] as const;

/** Reads one content file: front matter validated, Markdown rendered then sanitised (and, in French, typeset). */
export function parseArticle(path: string, raw: string): Article {
  const [, folder, lang] = path.match(FILE) ?? [];
  if (!folder || !LANGUAGES.includes(lang as Lang)) throw new Error(`News: unexpected content file ${path}`);
  const { data, content } = matter(raw);
  const parsed = FrontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`News: invalid front matter in ${path}: ${z.prettifyError(parsed.error)}`);
  if (String(parsed.data.id) !== folder) throw new Error(`News: ${path} says id ${parsed.data.id}`);
  const html = sanitizeArticleHtml(marked.parse(content, { async: false, gfm: true }));
  const words = content.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
  const article = { ...parsed.data, updated: parsed.data.updated ?? parsed.data.date, lang: lang as Lang, html, words };
  if (lang !== "fr") return article;
  const { title, excerpt } = article;
  return {
    ...article,
    title: frenchTypography(title),
    excerpt: frenchTypography(excerpt),
    html: frenchTypographyHtml(html),
  };
}

export type NewsLibrary = ReadonlyMap<number, Readonly<Record<Lang, Article>>>;

/** Builds the library from `{ path: raw Markdown }`; throws unless every article exists in every language. */
export function buildLibrary(files: Record<string, string>): NewsLibrary {
  const byId = new Map<number, Partial<Record<Lang, Article>>>();
  for (const [path, raw] of Object.entries(files)) {
    const article = parseArticle(path, raw);
    const versions = byId.get(article.id) ?? {};
    versions[article.lang] = article;
    byId.set(article.id, versions);
  }
  const library = new Map<number, Record<Lang, Article>>();
  for (const id of [...byId.keys()].sort((a, b) => a - b)) {
    const versions = byId.get(id) ?? {};
    const source = versions[DEFAULT_LANG];
    for (const lang of LANGUAGES) {
      const version = versions[lang];
      if (!source || !version) throw new Error(`News: article ${id} has no ${lang} version`);
      const differing = SHARED.filter((key) => version[key] !== source[key]);
      if (differing.length) throw new Error(`News: article ${id} (${lang}) differs from French in ${differing}`);
    }
    library.set(id, versions as Record<Lang, Article>);
  }
  return library;
}
