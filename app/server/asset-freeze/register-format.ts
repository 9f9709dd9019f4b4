import { type BirthDate, nameWords } from "./name-matching";

/**
 * The national register of asset freezes as the DG Trésor publishes it (JSON, "Registre national
 * des gels"): `{ "Publications": { "DatePublication", "PublicationDetail": [ { "IdRegistre",
 * "Nature", "Nom", "RegistreDetail": [ { "TypeChamp", "Valeur": [ … ] } ] } ] } }`. A field's
 * values depend on its type: `PRENOM` → `{ Prenom }`, `DATE_DE_NAISSANCE` → `{ Jour, Mois, Annee }`
 * (day and month may be missing), `ALIAS` → `{ Alias }`; the others (nationality, legal basis,
 * passport…) are not needed to screen a name.
 */

/** One person of the register, as this app keeps it. */
export type RegisterEntry = {
  registryId: number;
  /** "Personne physique", "Personne morale", "Navire". */
  nature: string;
  /** As the register writes it: "NOM Prénom". */
  displayName: string;
  /** Every name (the main one, then each alias) as folded words. */
  names: string[][];
  birthDates: BirthDate[];
};

export type ParsedRegister = { publishedAt: Date; entries: RegisterEntry[] };

/** Why a file is not the register, each with its message under `freeze.errors`. */
export type RegisterProblem = "notJson" | "noPublications" | "noDate" | "noDetails" | "badEntry";

export class RegisterFormatError extends Error {
  readonly problem: RegisterProblem;
  /** The entry's position (from 1) when one is malformed. */
  readonly position?: number;
  constructor(problem: RegisterProblem, position?: number) {
    super(`register file refused: ${problem}${position ? ` at entry ${position}` : ""}`);
    this.name = "RegisterFormatError";
    this.problem = problem;
    this.position = position;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

function numberOrNull(value: unknown) {
  const parsed = Number.parseInt(text(value), 10);
  return Number.isFinite(parsed) ? parsed : null;
}

function readDate(value: Record<string, unknown>): BirthDate | null {
  const year = numberOrNull(value.Annee);
  if (year === null || year < 1800 || year > 2200) return null;
  const month = numberOrNull(value.Mois);
  const day = numberOrNull(value.Jour);
  return {
    year,
    month: month !== null && month >= 1 && month <= 12 ? month : null,
    day: day !== null && day >= 1 && day <= 31 ? day : null,
  };
}

function readEntry(detail: unknown, position: number): RegisterEntry {
  if (!isObject(detail)) throw new RegisterFormatError("badEntry", position);
  const registryId = numberOrNull(detail.IdRegistre);
  const surname = text(detail.Nom);
  if (registryId === null || surname === "" || !Array.isArray(detail.RegistreDetail)) {
    throw new RegisterFormatError("badEntry", position);
  }
  const firstNames: string[] = [];
  const aliases: string[] = [];
  const birthDates: BirthDate[] = [];
  for (const field of detail.RegistreDetail) {
    if (!isObject(field) || !Array.isArray(field.Valeur)) continue;
    for (const value of field.Valeur) {
      if (!isObject(value)) continue;
      if (field.TypeChamp === "PRENOM" && text(value.Prenom)) firstNames.push(text(value.Prenom));
      if (field.TypeChamp === "ALIAS" && text(value.Alias)) aliases.push(text(value.Alias));
      if (field.TypeChamp === "DATE_DE_NAISSANCE") {
        const date = readDate(value);
        if (date) birthDates.push(date);
      }
    }
  }
  const displayName = [surname, ...firstNames].join(" ");
  const names = [displayName, ...aliases].map(nameWords).filter((words) => words.length > 0);
  return { registryId, nature: text(detail.Nature), displayName, names, birthDates };
}

/**
 * Reads the register's file: refused with a {@link RegisterFormatError} saying what is wrong when
 * it is not JSON, has no publication, date or list, or an entry without its id, name or details.
 */
export function parseRegister(raw: string): ParsedRegister {
  let json: unknown;
  try {
    json = JSON.parse(raw.replace(/^\uFEFF/, ""));
  } catch {
    throw new RegisterFormatError("notJson");
  }
  const publications = isObject(json) ? json.Publications : undefined;
  if (!isObject(publications)) throw new RegisterFormatError("noPublications");
  const publishedAt = new Date(text(publications.DatePublication));
  if (text(publications.DatePublication) === "" || Number.isNaN(publishedAt.getTime())) {
    throw new RegisterFormatError("noDate");
  }
  if (!Array.isArray(publications.PublicationDetail)) throw new RegisterFormatError("noDetails");
  const entries = publications.PublicationDetail.map((detail, index) => readEntry(detail, index + 1));
  return { publishedAt, entries };
}
