import type { KnowledgeTopic } from "~/content/chat/knowledge";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { stem, tokenize } from "./search-index.server";

/*
 * What a question is about, as opposed to how it is asked: its words less the grammar words (the
 * index's tokenizer drops those) and the words every question to an insurer holds, in the five
 * languages ("assurance", "insure", "assicurazione", "seguro", "страховка", "quote", "devis"...).
 */
const GENERIC = [
  /^assur/,
  /^insur/,
  /^assicur/,
  /^asegur/,
  /^segur/,
  /^страх/,
  /^(devi|quote|quot|preventiv|presupuest|cotizacion|расч[её]т)/,
  /^(contrat|contract|contratt|contrato|договор)/,
  /^(avez|avoir|propose[zr]?|offr|faite|fait|get|have|offer|do|avete|offrite|tienen|ofrecen|есть|можно)$/,
  /^(bonjour|hello|hi|ciao|hola|здравствуйте)$/,
  // Possessives and the like that the index's grammar words leave in.
  /^(votre|vos|notre|nos|ses|son|sa|leur|our|their|his|her|mia|mio|miei|mie|tuo|tua|sua|suo|nostr[aoie]|vostr[aoie]|mis|sus|nuestr[ao]s?|vuestr[ao]s?|ваш|ваша|наш|наша|мои|свой|свою)$/,
];

const isGeneric = (term: string) => term.length < 3 || /^\p{N}+$/u.test(term) || GENERIC.some((re) => re.test(term));

/** The question's subject words, folded and stemmed as the index holds them. */
export function subjectTerms(question: string): string[] {
  return [...new Set(tokenize(question).map(stem))].filter((term) => !isGeneric(term));
}

/**
 * Whether a subject word is one of the topic's: the same word, or the same with up to two more
 * or fewer letters at its end for words of five letters or more ("mutuel" for "mutuelle"), never
 * a short word inside a longer one ("chat" is not "Chatel").
 */
export function topicHasTerm(topic: KnowledgeTopic, term: string): boolean {
  const words = topicVocabulary(topic);
  if (words.has(term)) return true;
  if (term.length < 5) return false;
  for (let cut = 1; cut <= 2 && term.length - cut >= 5; cut++) if (words.has(term.slice(0, -cut))) return true;
  for (const word of words) {
    if (word.length > term.length && word.length - term.length <= 2 && word.startsWith(term)) return true;
  }
  return false;
}

const vocabularies = new WeakMap<KnowledgeTopic, Set<string>>();

/** Every word of a topic in any of the five languages, folded and stemmed. */
export function topicVocabulary(topic: KnowledgeTopic): Set<string> {
  let words = vocabularies.get(topic);
  if (!words) {
    words = new Set();
    for (const lang of LANGUAGES) {
      const { title, keywords, answer } = topic.text[lang];
      for (const word of tokenize(`${title} ${keywords} ${answer}`).map(stem)) {
        words.add(word);
      }
    }
    vocabularies.set(topic, words);
  }
  return words;
}

/** The words of a topic's title in one language, as subject words. */
export function titleTerms(topic: KnowledgeTopic, lang: Lang): Set<string> {
  return new Set(subjectTerms(topic.text[lang].title));
}
