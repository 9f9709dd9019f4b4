/**
 * Text folded for the back office's searches: lower case, accents folded, spaces collapsed.
 * A stored search column holds text folded this way; a search term is folded the same way.
 */
/** The accents the back office's search columns fold (the leads' SQL translate() uses these two strings). */
export const SEARCH_FROM = "àáâãäåāçćčèéêëēėęìíîïīįłñńòóôõöøōùúûüūýÿžźż";
export const SEARCH_TO = "aaaaaaaccceeeeeeeiiiiiilnnoooooooouuuuuyyzzz";

const FOLD_FROM = [...SEARCH_FROM];
const FOLD_TO = [...SEARCH_TO];

/** Lower case, the accents folded, white space collapsed: what a search column stores. */
export function foldText(value: string) {
  let text = "";
  for (const char of value.toLowerCase().trim().replace(/\s+/g, " ")) {
    const at = FOLD_FROM.indexOf(char);
    text += at >= 0 ? FOLD_TO[at] : char;
  }
  return text;
}

/**
 * A search term as the search column holds text: lower case, the same accents folded as the
 * column's translate(), LIKE's wildcards escaped. A term that looks like a phone number also
 * matches its digits, a French national number ("06 12…") through its international form.
 */
export function foldSearch(term: string): { text: string; digits: string | null } {
  const text = foldText(term).replace(/[\\%_]/g, (c) => `\\${c}`);
  const phoneLike = /^[+\d][\d .\-()]{3,}$/.test(term.trim());
  const digits = phoneLike ? term.replace(/\D/g, "").replace(/^0(?=\d)/, "") : null;
  return { text, digits: digits && digits.length >= 4 ? digits : null };
}
