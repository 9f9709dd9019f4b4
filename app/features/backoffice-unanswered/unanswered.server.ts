import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { data } from "react-router";
import { isCalendarDay } from "~/forms/calendar-day";
import { queryOf } from "~/forms/form-reader";
import { isLang, type Lang } from "~/i18n/config";
import { parisToday } from "~/server/contracts/contract-dates";
import type { Database } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { chatUnansweredQuestions as questions } from "~/server/db/schema/unanswered-questions";
import { parisMidnight } from "~/server/paris-days";
import { SEARCH_FROM, SEARCH_TO } from "~/server/search-text";
import { PERIOD_PARAMS } from "./unanswered-query";

/** How many distinct questions the page lists: the most asked first. */
export const UNANSWERED_LIMIT = 100;
const DEFAULT_DAYS = 30;

/**
 * A question as people ask it the same way: lower case, accents folded (the back office's search
 * folding), punctuation and runs of spaces made one space. "C'est quoi la franchise ?" and
 * "c est quoi la FRANCHISE" count together.
 */
// Written into the statement, not bound: the grouping and the selected column must be the same
// expression, and two bound copies of the strings are two parameters to PostgreSQL. Our constants only.
const FOLD = `translate(lower(question), '${SEARCH_FROM}', '${SEARCH_TO}')`;
const SEPARATORS = "[[:punct:][:space:]’‘“”«»…¿¡]+";
const normalised = sql<string>`${sql.raw(`btrim(regexp_replace(${FOLD}, '${SEPARATORS}', ' ', 'g'))`)}`;

export type UnansweredFilters = { since: string; until: string; lang: Lang | null };

const invalid = (field: string) => data({ error: "invalidFilter", field }, { status: 400 });

function readFilters(request: Request, now: Date): UnansweredFilters {
  const query = queryOf(request.url);
  const today = parisToday(now);
  const monthAgo = new Date(Date.parse(`${today}T00:00:00Z`) - DEFAULT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const since = query.get(PERIOD_PARAMS.since) || monthAgo;
  const until = query.get(PERIOD_PARAMS.until) || today;
  const lang = query.get(PERIOD_PARAMS.lang) || null;
  if (!isCalendarDay(since)) throw invalid("since");
  if (!isCalendarDay(until) || until < since) throw invalid("until");
  if (lang !== null && !isLang(lang)) throw invalid("lang");
  return { since, until, lang };
}

/** The questions of the period (Paris days, both included) grouped as asked, with counts per language. */
export async function unansweredReport(db: Database, filters: UnansweredFilters) {
  const period: SQL[] = [
    gte(questions.createdAt, parisMidnight(filters.since)),
    lt(questions.createdAt, parisMidnight(filters.until, 1)),
  ];
  const chosen = filters.lang ? and(...period, eq(questions.lang, filters.lang)) : and(...period);
  const [groups, languages] = await Promise.all([
    db
      .select({
        question: normalised,
        example: sql<string>`min(${questions.question})`,
        count: count(),
        languages: sql<string>`string_agg(distinct ${questions.lang}, ',' order by ${questions.lang})`,
        topic: sql<string | null>`min(${questions.nearestTopic})`,
        lastAskedAt: sql<string>`max(${questions.createdAt})`,
      })
      .from(questions)
      .where(chosen)
      .groupBy(normalised)
      .orderBy(desc(count()), desc(sql`max(${questions.createdAt})`))
      .limit(UNANSWERED_LIMIT),
    db
      .select({ lang: questions.lang, count: count() })
      .from(questions)
      .where(and(...period))
      .groupBy(questions.lang)
      .orderBy(desc(count()), questions.lang),
  ]);
  return {
    groups: groups.map((group) => ({
      ...group,
      languages: group.languages.split(","),
      lastAskedAt: new Date(group.lastAskedAt).toISOString(),
    })),
    languages,
    total: languages.reduce((sum, row) => sum + row.count, 0),
  };
}

export async function loadUnanswered(request: Request, now = new Date()) {
  const filters = readFilters(request, now);
  return { filters, ...(await unansweredReport(await getDb(), filters)) };
}

export type UnansweredData = Awaited<ReturnType<typeof loadUnanswered>>;
