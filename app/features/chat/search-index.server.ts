import MiniSearch from "minisearch";
import { KNOWLEDGE } from "~/content/chat/knowledge";
import type { Lang } from "~/i18n/config";
import { fold } from "./fold";

/** Grammar words of the five languages, folded: they say nothing about the subject. */
const STOP_WORDS = new Set(
  (
    "je j me m ma mon mes tu te ta ton tes il elle on nous vous ils le la les l un une des du de d a au aux " +
    "et ou est sont suis c ce cet cette qu que qui quoi quel quelle pour par sur dans avec en y ne pas plus " +
    "comment est-ce bonjour merci svp stp peux puis faut veux voudrais ai as avez ont " +
    "i my me you your the a an of to in on for is are do does can how what which it and or with please hello " +
    "il lo gli di da per con come cosa mi ti un una che e o " +
    "el los las del al por para como que mi tu un una y o es " +
    "я мне меня мой моя вы вас и в на с по как что это у ли же бы какой какая какое какие какую каком"
  ).split(" "),
);

const RU_ENDINGS =
  "ами ями ого его ому ему ыми ими ои еи ыи ии ая яя ое ее ые ие ую юю ом ем ах ях ов ев а я о е ы и у ю ь"
    .split(" ")
    .sort((a, b) => b.length - a.length);

/**
 * A very small stemmer: plural s/x in Latin scripts, common inflections in Russian. (Snowball
 * stemmers per language were tried: on a fresh batch of questions they found no more right
 * answers, and their short stems matched more unrelated words.)
 */
export function stem(word: string) {
  if (/^[a-z]+$/.test(word)) return word.length > 3 ? word.replace(/(?<=[a-z]{3})[sx]$/, "") : word;
  if (/^[а-я]+$/.test(word) && word.length > 4) {
    const ending = RU_ENDINGS.find((end) => word.endsWith(end) && word.length - end.length >= 3);
    if (ending) return word.slice(0, -ending.length);
  }
  return word;
}

/** Words to search: folded, without grammar words or lone letters (the "s" of "s'assurer"). */
export function tokenize(text: string) {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word) && !/^\p{L}$/u.test(word));
}

/**
 * A number in a question ("2 kids", "a 250000 loan") is rarely what it is about, yet a rare
 * number in an entry ("sector 2") would weigh as much as a rare word: numbers count less.
 */
const NUMBER_WEIGHT = 0.3;
/**
 * Words found in many entries of a language ("insurance", "car", "mutuelle") say little about
 * which one is meant, yet matching them in an entry's title, keywords and answer adds up: in
 * "what is a deductible on car insurance" they outweighed "deductible". Such words count less.
 */
const COMMON_SHARE = 0.15;
const COMMON_WEIGHT = 0.4;

function termWeights(lang: Lang) {
  const topicsWith = new Map<string, number>();
  // A number in a title names the thing ("100 % Santé", "assistance 0 km"): it counts fully.
  const titleNumbers = new Set<string>();
  for (const topic of KNOWLEDGE) {
    const { title, keywords, answer } = topic.text[lang];
    const terms = new Set(tokenize(`${title} ${keywords} ${answer}`).map(stem));
    for (const term of terms) topicsWith.set(term, (topicsWith.get(term) ?? 0) + 1);
    for (const word of tokenize(title)) if (/^\p{N}+$/u.test(word)) titleNumbers.add(word);
  }
  return (term: string) => {
    if (/^\p{N}+$/u.test(term)) return titleNumbers.has(term) ? 1 : NUMBER_WEIGHT;
    return (topicsWith.get(term) ?? 0) > KNOWLEDGE.length * COMMON_SHARE ? COMMON_WEIGHT : 1;
  };
}

export type IndexedTopic = { id: string; title: string; keywords: string; answer: string };

const processTerm = (term: string) => (term ? stem(term) : null);

function buildIndex(lang: Lang) {
  const index = new MiniSearch<IndexedTopic>({
    fields: ["title", "keywords", "answer"],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 2, keywords: 2, answer: 1 },
      fuzzy: 0.2,
      prefix: (term) => term.length >= 4,
      combineWith: "OR",
      boostTerm: termWeights(lang),
      tokenize,
      processTerm,
    },
  });
  index.addAll(KNOWLEDGE.map((topic) => ({ id: topic.id, ...topic.text[lang] })));
  return index;
}

const indexes = new Map<Lang, MiniSearch<IndexedTopic>>();

/** The knowledge base's index in one language, built on first use. */
export function indexFor(lang: Lang) {
  let index = indexes.get(lang);
  if (!index) {
    index = buildIndex(lang);
    indexes.set(lang, index);
  }
  return index;
}
