import { KNOWLEDGE, type KnowledgeTopic } from "~/content/chat/knowledge";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { withoutDefinitionPhrase } from "./definition-question";
import { indexFor } from "./search-index.server";
import { subjectTerms, titleTerms, topicHasTerm } from "./subject-terms.server";

export type Match = { topic: KnowledgeTopic; score: number };

/** Below this score the best topic is only a weak guess: the concierge says it does not know. */
export const MIN_SCORE = 8;

const byId = new Map(KNOWLEDGE.map((topic) => [topic.id, topic]));

export function searchIn(lang: Lang, question: string): Match[] {
  return indexFor(lang)
    .search(question)
    .flatMap((hit) => {
      const topic = byId.get(String(hit.id));
      return topic ? [{ topic, score: hit.score }] : [];
    });
}

/**
 * A topic matched only through the question's generic words ("assurez-vous", "insurance") or a
 * near spelling of a word it does not contain ("chat" found "Chatel", "drones" found nothing but
 * "assurés") is not what the question is about (issue 46: "Assurance pour un chat" got the
 * borrower's cancellation rules). Such matches drop under MIN_SCORE: the concierge then says it
 * does not know, offers a call back, and the question is logged among the unanswered. A question
 * made of generic words only keeps its matches (nothing else could decide).
 */
function aboutTheSubject(matches: Match[], question: string): Match[] {
  const subject = subjectTerms(question);
  if (subject.length === 0) return matches;
  return matches.map((match) =>
    subject.some((term) => topicHasTerm(match.topic, term))
      ? match
      : { ...match, score: Math.min(match.score, MIN_SCORE / 2) },
  );
}

/**
 * A definition question names a word: a topic whose title holds it ("Deductible / excess") is the
 * one to explain it, before a product whose pitch mentions it ("€0 excess").
 */
export const TITLE_BOOST = 1.5;

function titleNamesIt(matches: Match[], term: string, lang: Lang): Match[] {
  const asked = subjectTerms(term);
  if (asked.length === 0) return matches;
  return matches
    .map((match) =>
      match.score >= MIN_SCORE && asked.some((word) => titleTerms(match.topic, lang).has(word))
        ? { ...match, score: match.score * TITLE_BOOST }
        : match,
    )
    .sort((a, b) => b.score - a.score);
}

export type RetrieveOptions = {
  /** The question asks what a word means: glossary entries that match well come first. */
  definition?: boolean;
};

/**
 * A definition question's glossary matches count this much more, so "c'est quoi une franchise"
 * gets the definition rather than the product whose pitch mentions a zero franchise; only
 * matches already good on their own are lifted, so a stray glossary word never is.
 */
export const GLOSSARY_BOOST = 1.5;

function preferGlossary(matches: Match[]): Match[] {
  return matches
    .map((match) =>
      match.topic.glossary && match.score >= MIN_SCORE ? { ...match, score: match.score * GLOSSARY_BOOST } : match,
    )
    .sort((a, b) => b.score - a.score);
}

function searchAnyLanguage(question: string, lang: Lang): Match[] {
  const own = searchIn(lang, question);
  if ((own[0]?.score ?? 0) >= MIN_SCORE) return own;
  let best = own;
  for (const other of LANGUAGES) {
    if (other === lang) continue;
    const found = searchIn(other, question);
    if ((found[0]?.score ?? 0) > (best[0]?.score ?? 0)) best = found;
  }
  return best;
}

/**
 * Topics ranked for a question, best first. The answer's language is searched first; when it
 * finds nothing good (a word typed in another language), the best of the others is used. A
 * definition question is searched without its "what is" phrasing and prefers the glossary.
 */
export function retrieve(question: string, lang: Lang, options: RetrieveOptions = {}): Match[] {
  if (!options.definition) return sorted(aboutTheSubject(searchAnyLanguage(question, lang), question));
  const term = withoutDefinitionPhrase(question);
  const searched = term === "" ? question : term;
  return titleNamesIt(preferGlossary(aboutTheSubject(searchAnyLanguage(searched, lang), searched)), searched, lang);
}

const sorted = (matches: Match[]) => [...matches].sort((a, b) => b.score - a.score);
