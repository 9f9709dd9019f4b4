import type { Lang } from "~/i18n/config";
import { isDefinitionQuestion } from "./definition-question";
import { detectLanguage } from "./detect-language.server";
import { type Match, retrieve } from "./retrieve.server";
import { withoutContactDetails } from "./scrub-personal-data";

export type Understanding = {
  /** The language of the answer: the question's when its words tell, otherwise the page's. */
  lang: Lang;
  /** The language the question was recognised in, null when its words did not tell. */
  detected: Lang | null;
  /** Whether it asks what a word means (the glossary is preferred). */
  definition: boolean;
  matches: Match[];
};

/**
 * What a question is about and in which language to answer it. A visitor reading the French site
 * who asks "How can I get a quote for my BMW?" gets an English answer; "AERAS" alone says nothing
 * about its language and is answered in the page's.
 */
export function understandQuestion(question: string, pageLang: Lang): Understanding {
  const text = withoutContactDetails(question);
  const detected = detectLanguage(text).lang;
  const lang = detected ?? pageLang;
  const definition = isDefinitionQuestion(text);
  return { lang, detected, definition, matches: retrieve(text, lang, { definition }) };
}
