/**
 * French typography for rendered text: the no-break spaces that keep "35 %", "12 720 €" or
 * "Pourquoi ?" from breaking across lines (docs/decisions/0014-french-typography.md). Applied
 * once, where texts are loaded: the French dictionaries (server and build) and the news.
 *
 * Which space where (Lexique des règles typographiques de l'Imprimerie nationale, and what
 * `Intl.NumberFormat("fr")` itself produces, so typed and formatted figures look alike):
 * - U+202F (narrow no-break space) before ; ! ? and between groups of digits (12 720);
 * - U+00A0 (no-break space) before : and between a number and its unit or symbol (€ % km h…),
 *   and inside « guillemets ».
 *
 * Only spaces already in the text are changed, never added: a URL, a time (10:30), a ratio
 * (24/7), an English phrase ("Oops!") or a placeholder ({name}, {{name}}) has no space before
 * its punctuation, so it passes through untouched. Applying it twice changes nothing.
 */
export const NARROW_NBSP = "\u202F";
export const NBSP = "\u00A0";

// A plain or no-break space (not a line break: a line that starts with "?" keeps its break).
const SPACE = "[ \\u00A0\\u202F]";
const UNITS = "€|%|‰|\\$|£|km|kg|m²|ms|min|h|Go|Mo|Ko|ko";

const NUMBER_WITH_GROUPS = new RegExp(`(?<![\\d.,])\\d{1,3}(?:${SPACE}\\d{3})+(?!\\d)`, "g");
const SPACE_IN_NUMBER = new RegExp(SPACE, "g");
const BEFORE_HIGH_PUNCTUATION = new RegExp(`(?<=\\S)${SPACE}+(?=[;!?])`, "g");
const BEFORE_COLON = new RegExp(`(?<=\\S)${SPACE}+(?=:)`, "g");
const BEFORE_UNIT = new RegExp(`(?<=[\\d}])${SPACE}+(?=(?:${UNITS})(?![\\p{L}\\d]))`, "gu");
const AFTER_OPENING_QUOTE = new RegExp(`«${SPACE}+`, "g");
const BEFORE_CLOSING_QUOTE = new RegExp(`${SPACE}+»`, "g");

const RULES: ReadonlyArray<(text: string) => string> = [
  // 12 720, 1 000 000: a group of 1–3 digits, then groups of exactly three (2024 123 is left alone).
  (text) => text.replace(NUMBER_WITH_GROUPS, (number) => number.replace(SPACE_IN_NUMBER, NARROW_NBSP)),
  // Before ; ! ? (after a character, so a lone "?" stays as it is).
  (text) => text.replace(BEFORE_HIGH_PUNCTUATION, NARROW_NBSP),
  // Before : (a time or a URL has no space before its colon).
  (text) => text.replace(BEFORE_COLON, NBSP),
  // A number (or a placeholder that holds one) and its unit: "35 %", "{amount} €", "15 min".
  (text) => text.replace(BEFORE_UNIT, NBSP),
  (text) => text.replace(AFTER_OPENING_QUOTE, `«${NBSP}`).replace(BEFORE_CLOSING_QUOTE, `${NBSP}»`),
];

/** One string of French text, typeset. */
export function frenchTypography(text: string): string {
  return RULES.reduce((out, rule) => rule(out), text);
}

/** A French dictionary (key → text), every text typeset; placeholders are left for the translator. */
export function typesetFrenchTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, frenchTypography(text)]));
}

// Tags, and whole elements whose text is verbatim, stand aside while the text is typeset.
const PROTECTED = /<(code|pre|kbd|samp|script|style)\b[\s\S]*?<\/\1>|<[^>]*>/gi;
// A private-use character: not a space, so "</strong> !" still sees a word before its space.
const MARK = "\uE000";
const MARKS = new RegExp(MARK, "g");

/**
 * Sanitised HTML (news articles): only text is typeset, never a tag, an attribute or what sits
 * inside <code> or <pre>. Entities (&#39;) have no space before their semicolon, so the rules
 * leave them alone.
 */
export function frenchTypographyHtml(html: string): string {
  const kept: string[] = [];
  const masked = html.replace(PROTECTED, (part) => {
    kept.push(part);
    return MARK;
  });
  let next = 0;
  // The rules change spaces only, so every mark is still there, in order.
  return frenchTypography(masked).replace(MARKS, () => kept[next++] ?? "");
}
