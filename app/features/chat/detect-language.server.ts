import { francAll } from "franc-min";
import type { Lang } from "~/i18n/config";
import { fold } from "./fold";

export type LanguageGuess = {
  /** The language the question is written in, or null when the words do not tell. */
  lang: Lang | null;
  /** Each language's evidence, for the log and the tests. */
  scores: Record<Lang, number>;
};

const FRANC_CODES: Record<string, Lang> = { fra: "fr", eng: "en", ita: "it", spa: "es", rus: "ru" };

/**
 * Words that say which language a question is in: grammar words, question words, the SMS
 * spellings prospects use, and the everyday words of insurance. Written without accents (the
 * question is folded first). A word two languages share counts half for each, and so on.
 */
const MARKERS: Record<Exclude<Lang, "ru">, string> = {
  fr:
    "je j me m moi ma mon mes tu te ta ton tes il elle on nous vous ils elles le la les l un une des du de d au aux " +
    "et ou est c ce cet cette ces qu que qui quoi quel quelle quels quelles pour par sur dans avec sans ne pas plus " +
    "peux peut puis faut veux voudrais dois doit suis sommes etes ai avez avoir etre fait faire quand combien comment " +
    "pourquoi ou oui non mais aussi tres bien chez apres avant depuis encore deja jamais toujours chaque " +
    "bonjour merci svp stp slt bjr cc koi kesako ke pr ds tt jai chui jsuis ca sa cest qd vs " +
    "assurance assurer assure mutuelle voiture pret credit devis resilier resiliation contrat sante loi banque " +
    "remboursement rembourse franchise carence malus conducteur permis emprunt emprunteur enfants salaries",
  en:
    "i me my mine you your he she it we our they their the a an of to in on at for from by with without " +
    "is are was be been am do does did can could would should will shall have has had what whats which who how " +
    "why when where if not no yes but also very please thanks thank hi hello u ur pls thx im dont cant " +
    "insurance insure insured car loan mortgage quote cancel cancelling health law bank cover covered " +
    "reimbursed deductible excess driver licence license kids employees plan policy get much",
  it:
    "io mi me mio mia miei tu ti tuo tua lui lei noi voi loro il lo la i gli le un uno una di del della dei degli " +
    "delle da dal dalla in nel nella con su sul per tra fra e ed o che chi cosa cos come quanto quanta quando " +
    "dove perche non si sono sei siamo ho ha hanno posso puo devo vorrei anche molto grazie ciao buongiorno " +
    "xke nn cmq qlc cos francese assicurazione assicurare polizza mutua macchina mutuo preventivo disdire disdetta salute " +
    "legge banca rimborso rimborsato franchigia patente figli dipendenti costa significa funziona",
  es:
    "yo me mi mis tu te su sus el la los las un una unos unas de del al a en con sin por para y o que quien " +
    "como cuanto cuanta cuando donde porque no si es son soy estoy esta hay puedo puede quiero quisiera tengo " +
    "tiene muy tambien gracias hola buenos q xq pq porfa tb seguro asegurar poliza coche hipoteca prestamo " +
    "presupuesto cancelar salud ley banco reembolso franquicia carnet hijos empleados cuesta significa funciona",
};

const MARKER_WEIGHT = (() => {
  const seen = new Map<string, Lang[]>();
  for (const [lang, words] of Object.entries(MARKERS) as [Lang, string][]) {
    for (const word of new Set(words.split(" "))) seen.set(word, [...(seen.get(word) ?? []), lang]);
  }
  return seen;
})();

/** How much franc's trigram ranking counts next to one marker word. */
const FRANC_WEIGHT = 1;
/** The best language must lead the second by this much to be trusted. */
const CONFIDENT_LEAD = 1;

const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

function markerScores(tokens: string[]): Record<Lang, number> {
  const scores: Record<Lang, number> = { fr: 0, en: 0, it: 0, es: 0, ru: 0 };
  for (const token of tokens) {
    const langs = MARKER_WEIGHT.get(token);
    if (langs) for (const lang of langs) scores[lang] += 1 / langs.length;
  }
  return scores;
}

/**
 * The language a question is written in, when its words say so clearly enough to answer in it.
 * A Cyrillic word makes it Russian (the only such language here; Russian speakers often write
 * the French term itself, "что такое tiers payant"). Between the four Latin-script languages two
 * witnesses vote: marker words (a maintained trigram detector alone misreads many short
 * questions, "cancel my car insurance" as French) and franc-min's trigram ranking, which knows
 * the words our list does not. A single product name or an ambiguous word ("franchise",
 * "AERAS") decides nothing: the caller falls back to the page's language.
 */
export function detectLanguage(question: string): LanguageGuess {
  const empty: Record<Lang, number> = { fr: 0, en: 0, it: 0, es: 0, ru: 0 };
  const cyrillicWords = question.match(/\p{Script=Cyrillic}{2,}/gu) ?? [];
  if (cyrillicWords.length > 0) return { lang: "ru", scores: { ...empty, ru: cyrillicWords.length } };

  const markers = markerScores(words(question));
  const scores = { ...markers };
  for (const [code, distance] of francAll(question, { only: Object.keys(FRANC_CODES), minLength: 1 })) {
    const lang = FRANC_CODES[code];
    if (lang && lang !== "ru") scores[lang] += FRANC_WEIGHT * distance;
  }
  const [best, second] = (Object.entries(scores) as [Lang, number][]).sort((a, b) => b[1] - a[1]);
  // Trigrams alone (no marker word at all) are too thin a witness on a question this short.
  const confident = best && second && best[1] - second[1] >= CONFIDENT_LEAD && markers[best[0]] > 0;
  return { lang: confident ? best[0] : null, scores };
}
