/**
 * Scores the concierge against bench/chat-eval.json: which topic comes first (top-1), whether the
 * expected topics are among the first three (top-3), and whether the answer is written in the
 * language of the question. Shared by `npm run bench:chat` and the test that guards the figures.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { MIN_SCORE } from "~/features/chat/retrieve.server";
import { understandQuestion } from "~/features/chat/understand-question.server";
import type { Lang } from "~/i18n/config";

/**
 * One question as a prospect typed it. `lang` is the language it is written in (the expected
 * answer language), `page` the language of the page it was asked on (default: the same).
 * `expected` is the topic that should answer; two topics for a question mixing two subjects
 * (either may come first, both must be in the top 3); null when nothing should match.
 */
export type EvalCase = {
  lang: Lang;
  page?: Lang;
  question: string;
  expected: string | string[] | null;
  holdout?: boolean;
};

export type CaseResult = {
  item: EvalCase;
  top1: boolean;
  top3: boolean;
  langOk: boolean;
  got: string;
  answeredIn: Lang;
};

export type PartScore = {
  count: number;
  top1: number;
  top3: number;
  /** Share of answers written in the question's language, all questions and those over four words. */
  language: number;
  languageLong: number;
  longCount: number;
};

export function loadEvalCases(file = path.resolve(import.meta.dirname, "chat-eval.json")): EvalCase[] {
  return JSON.parse(readFileSync(file, "utf8"));
}

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export function judgeCase(item: EvalCase): CaseResult {
  const understood = understandQuestion(item.question, item.page ?? item.lang);
  const ids = understood.matches.filter((match) => match.score >= MIN_SCORE).map((match) => match.topic.id);
  const got = ids[0] ?? "-";
  const langOk = understood.lang === item.lang;
  const base = { item, got, langOk, answeredIn: understood.lang };
  if (item.expected === null) return { ...base, top1: ids.length === 0, top3: ids.length === 0 };
  const expected = Array.isArray(item.expected) ? item.expected : [item.expected];
  return {
    ...base,
    top1: expected.includes(got),
    top3: expected.every((id) => ids.slice(0, 3).includes(id)),
  };
}

export function scorePart(results: CaseResult[]): PartScore {
  const share = (hits: number, total: number) => (total === 0 ? 1 : hits / total);
  const long = results.filter((r) => wordCount(r.item.question) > 4);
  return {
    count: results.length,
    top1: share(results.filter((r) => r.top1).length, results.length),
    top3: share(results.filter((r) => r.top3).length, results.length),
    language: share(results.filter((r) => r.langOk).length, results.length),
    languageLong: share(long.filter((r) => r.langOk).length, long.length),
    longCount: long.length,
  };
}

/** Both parts scored apart: the tuned part may be tuned on, the held-out part never. */
export function evaluateChat(cases = loadEvalCases()) {
  const results = cases.map(judgeCase);
  return {
    results,
    tuned: scorePart(results.filter((r) => !r.item.holdout)),
    holdout: scorePart(results.filter((r) => r.item.holdout)),
    all: scorePart(results),
  };
}
