import { fold } from "./fold";

/**
 * How people ask what a word means, or how a thing works, in the five languages, as they type it:
 * folded (no accents, lower case), with SMS spellings ("c koi", "q es") and the apostrophe optional.
 * A pattern that wraps the word asked about names it `topic`, which stays when the phrase goes.
 */
const DEFINITION_PATTERNS: RegExp[] = [
  // French
  /c ?'? ?est (quoi|koi)/,
  /\bc (quoi|koi)\b/,
  /qu ?'? ?est[ -]?ce (que|qu)/,
  /\b(que|ca|sa) veu[tx] dire\b/,
  /\bveut dire quoi\b/,
  /\b(que )?signifie\b/,
  /\b(ca|sa) (marche|fonctionne) comment\b/,
  /\bcomment (ca|sa) (marche|fonctionne)\b/,
  /\bcomment fonctionne\b/,
  /\b(a quoi|ca) sert\b/,
  /\bsert a quoi\b/,
  /\bkesako\b/,
  /\bexpliquez?[ -]?moi\b/,
  /\bdefinition\b/,
  // English
  /\bwhat ?'? ?s\b/,
  /\bwhat (is|are)\b/,
  /\bwhat does (?<topic>.+) mean\b/,
  /\bmeaning of\b/,
  /\bdefine\b/,
  /\bhow (does|do) (?<topic>.+) work\b/,
  /\bexplain\b/,
  // Italian
  /\b(che )?cos( ?' ?| )e\b/,
  /\b(che )?cosa (e|significa|vuol dire)\b/,
  /\bche vuol dire\b/,
  /\bcome funziona\b/,
  /\bsignificato\b/,
  /\bdefinizione\b/,
  /\bspiegami\b/,
  // Spanish
  /\b(que|q) (es|son|significa|quiere decir)\b/,
  /\bcomo funciona\b/,
  /\ben que consiste\b/,
  /\bdefinicion\b/,
  /\bexplicame\b/,
  // Russian
  /что (такое|значит|означает|это)/,
  /как (работает|устроен)/,
  /объясни(те)?/,
];

const normalise = (question: string) => fold(question).replaceAll("’", "'").replace(/\s+/g, " ").trim();

/** Whether the question asks what something is or how it works, rather than for a product. */
export function isDefinitionQuestion(question: string) {
  const text = normalise(question);
  return DEFINITION_PATTERNS.some((pattern) => pattern.test(text));
}

/** The question without its "what is" phrasing, so that only the word asked about is searched. */
export function withoutDefinitionPhrase(question: string) {
  let text = normalise(question);
  for (const pattern of DEFINITION_PATTERNS) {
    text = text.replace(new RegExp(pattern.source, "g"), (...args) => {
      const groups = args.at(-1) as Record<string, string | undefined> | undefined;
      return ` ${groups?.topic ?? ""} `;
    });
  }
  return text.replace(/\s+/g, " ").trim();
}
