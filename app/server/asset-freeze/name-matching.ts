/**
 * Screening a person against the national register of asset freezes (Code monétaire et
 * financier L562-4): a name compared word by word, whatever its accents, case, hyphens and order,
 * then the birth date where both sides have one. Pure: the screening service and its tests read it.
 */

/** A register entry as screening reads it: every way it is named, every birth date it gives. */
export type ScreenedEntry = {
  registryId: number;
  /** Each name as words already folded ({@link nameWords}): "NOM Prénom(s)", each alias. */
  names: string[][];
  /** Partial dates are common in the register (a year only, a month and year). */
  birthDates: BirthDate[];
};

export type BirthDate = { year: number; month: number | null; day: number | null };

export type ScreenedPerson = { firstName: string; lastName: string; birthDate: string | null };

/** Why an entry is a possible match: the name and a compatible birth date, or the name where a date is missing. */
export type MatchReason = "nameAndBirthDate" | "nameOnly";

const LIGATURES: Record<string, string> = { æ: "ae", œ: "oe", ß: "ss", ø: "o", ł: "l", đ: "d", ı: "i" };

/**
 * A name as words to compare: Unicode's decomposition strips the accents (é, ç, ñ, ő, ș…),
 * ligatures are spelt out, case is folded, and anything not a letter or a digit (hyphens,
 * apostrophes, dots, commas) separates words. "D'ARCY-Lefèvre, Jean" → d, arcy, lefevre, jean.
 */
export function nameWords(value: string): string[] {
  const folded = value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[æœßøłđı]/g, (char) => LIGATURES[char] ?? char);
  return folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** Every word of `part` is in `whole` (as many times as `part` has it). */
function within(part: string[], whole: string[]) {
  const left = [...whole];
  for (const word of part) {
    const at = left.indexOf(word);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/**
 * Two names are the same person's, possibly: one's words all appear in the other's, in any order,
 * and the shorter has at least two words unless both are one word. "Jean Dupont" matches "DUPONT
 * Jean Marie" (a middle name the customer did not give) and "Dupont Jean"; "Jean" alone does not
 * match "Jean Dupont"; "Dupont" matches "Dupont" only.
 */
export function namesMatch(a: string[], b: string[]) {
  if (a.length === 0 || b.length === 0) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 2 && long.length > 1) return false;
  return within(short, long);
}

/** A full date (YYYY-MM-DD) agrees with a register date on every part the register gives. */
export function birthDatesAgree(day: string, entry: BirthDate) {
  const [year, month, date] = day.split("-").map(Number);
  return (
    entry.year === year && (entry.month === null || entry.month === month) && (entry.day === null || entry.day === date)
  );
}

/**
 * Whether the person may be this entry. A name that matches is a possible match unless both sides
 * have birth dates and none agrees: without the person's date (or the register's), only a person
 * can tell, so the name alone is enough to hold the file for an admin.
 */
export function matchEntry(person: ScreenedPerson, entry: ScreenedEntry): MatchReason | null {
  const words = nameWords(`${person.firstName} ${person.lastName}`);
  if (!entry.names.some((name) => namesMatch(words, name))) return null;
  if (!person.birthDate || entry.birthDates.length === 0) return "nameOnly";
  return entry.birthDates.some((date) => birthDatesAgree(person.birthDate as string, date)) ? "nameAndBirthDate" : null;
}

/** The entries the person may be, with why. */
export function screenAgainst(person: ScreenedPerson, entries: readonly ScreenedEntry[]) {
  return entries.flatMap((entry) => {
    const reason = matchEntry(person, entry);
    return reason ? [{ entry, reason }] : [];
  });
}
