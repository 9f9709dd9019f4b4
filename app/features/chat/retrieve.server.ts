import MiniSearch from "minisearch";
import { KNOWLEDGE, type KnowledgeTopic } from "~/content/chat/knowledge";
import { LANGUAGES, type Lang } from "~/i18n/config";

export type Match = { topic: KnowledgeTopic; score: number };

/** Below this score the best topic is only a weak guess: the concierge says it does not know. */
export const MIN_SCORE = 8;

const STOP_WORDS = new Set(
  (
    "je j me m ma mon mes tu te ta ton tes il elle on nous vous ils le la les l un une des du de d a au aux " +
    "et ou est sont suis c ce cet cette qu que qui quoi quel quelle pour par sur dans avec en y ne pas plus " +
    "comment est-ce bonjour merci svp stp peux puis faut veux voudrais " +
    "i my me you your the a an of to in on for is are do does can how what which it and or with please hello " +
    "il lo gli di da per con come cosa mi ti un una che e o " +
    "el los las del al por para como que mi tu un una y o es " +
    "я мне мой моя вы вас и в на с по как что это у"
  ).split(" "),
);

const RU_ENDINGS =
  "ами ями ого его ому ему ыми ими ои еи ыи ии ая яя ое ее ые ие ую юю ом ем ах ях ов ев а я о е ы и у ю ь"
    .split(" ")
    .sort((a, b) => b.length - a.length);

/** Lower case without diacritics ("Résilier" → "resilier"), so typing without accents still matches. */
export function fold(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** A very small stemmer: plural s/x in Latin scripts, common inflections in Russian. */
export function stem(word: string) {
  if (/^[a-z]+$/.test(word)) return word.length > 3 ? word.replace(/(?<=[a-z]{3})[sx]$/, "") : word;
  if (/^[а-я]+$/.test(word) && word.length > 4) {
    const ending = RU_ENDINGS.find((end) => word.endsWith(end) && word.length - end.length >= 3);
    if (ending) return word.slice(0, -ending.length);
  }
  return word;
}

function tokenize(text: string) {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
}

const processTerm = (term: string) => (term ? stem(term) : null);

function buildIndex(lang: Lang) {
  const index = new MiniSearch<{ id: string; title: string; keywords: string; answer: string }>({
    fields: ["title", "keywords", "answer"],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 2, keywords: 2, answer: 1 },
      fuzzy: 0.2,
      prefix: (term) => term.length >= 4,
      combineWith: "OR",
      tokenize,
      processTerm,
    },
  });
  index.addAll(KNOWLEDGE.map((topic) => ({ id: topic.id, ...topic.text[lang] })));
  return index;
}

const indexes = new Map<Lang, MiniSearch>();
function indexFor(lang: Lang) {
  let index = indexes.get(lang);
  if (!index) {
    index = buildIndex(lang);
    indexes.set(lang, index);
  }
  return index;
}

const byId = new Map(KNOWLEDGE.map((topic) => [topic.id, topic]));

function searchIn(lang: Lang, question: string): Match[] {
  return indexFor(lang)
    .search(question)
    .flatMap((hit) => {
      const topic = byId.get(String(hit.id));
      return topic ? [{ topic, score: hit.score }] : [];
    });
}

/**
 * Topics ranked for a question, best first. The visitor's language is searched first; when it
 * finds nothing good (a question typed in another language), the best of the others is used.
 */
export function retrieve(question: string, lang: Lang): Match[] {
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
