/**
 * Removes what could identify a person from a question kept for the knowledge base: e-mail
 * addresses, IBANs, phone numbers and other long digit runs (contract or social security numbers,
 * dates of birth), and a name introduced as such ("je m'appelle…", "my name is…"). What remains
 * is the question itself, which is what the log is for.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,4})?\b/gi;
/** Digits joined by the separators people type in numbers: "06 12 34 56 78", "+33 (0)6.12…", "12/03/1985". */
const DIGIT_RUN = /\+?\(?\d(?:[\s.\-/()]{0,2}\d)*/g;
/**
 * A run with this many digits or more is an identifier (a phone number has 9 or more, a date of
 * birth 8), not an amount ("250 000 €"), a year or a postcode.
 */
const MIN_IDENTIFIER_DIGITS = 8;
/**
 * Any case for the phrase. The name is up to three capitalised words, or, typed in lower case,
 * the next two words (scrubbing a word too many costs nothing).
 */
const caseless = (phrase: string) => phrase.replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
const NAME_INTRO = new RegExp(
  `(${[
    "je m'appelle",
    "je m appelle",
    "je m’appelle",
    "mon nom est",
    "my name is",
    "mi chiamo",
    "il mio nome è",
    "me llamo",
    "mi nombre es",
    "меня зовут",
    "моя фамилия",
  ]
    .map(caseless)
    .join("|")})\\s+(?:\\p{Lu}[\\p{L}'-]*(?:\\s+\\p{Lu}[\\p{L}'-]*){0,2}|\\p{Ll}[\\p{L}'-]*(?:\\s+[\\p{L}'-]+)?)`,
  "gu",
);

/**
 * The question without contact details, for retrieval: an e-mail address or a phone number says
 * nothing of the subject, and its fragments would fuzzily match words of the knowledge base.
 */
export function withoutContactDetails(text: string) {
  return text
    .replace(EMAIL, " ")
    .replace(IBAN, " ")
    .replace(DIGIT_RUN, (run) => ((run.match(/\d/g)?.length ?? 0) >= MIN_IDENTIFIER_DIGITS ? " " : run))
    .replace(/\s+/g, " ")
    .trim();
}

export function scrubPersonalData(text: string) {
  return text
    .replace(EMAIL, "[e-mail]")
    .replace(IBAN, "[iban]")
    .replace(DIGIT_RUN, (run) => ((run.match(/\d/g)?.length ?? 0) >= MIN_IDENTIFIER_DIGITS ? "[number]" : run))
    .replace(NAME_INTRO, (_, intro: string) => `${intro} [name]`)
    .replace(/\s+/g, " ")
    .trim();
}
