import { type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.server";
import type { SubjectIdentifiers } from "./data-subject.server";
import { TRACE_SWEEPS, type TraceSweep } from "./personal-data";

type Executor = Database | Transaction;

/** What replaces an identifier in a row that stays. */
export const REDACTED = "[effacé]";

/** The forms a phone takes in text we wrote: E.164, and for a French number its national forms. */
export function phoneForms(phone: string) {
  const forms = [phone];
  const french = /^\+33(\d{9})$/.exec(phone);
  if (french) {
    const national = `0${french[1]}`;
    const pairs = (separator: string) => national.replace(/(\d{2})(?=\d)/g, `$1${separator}`);
    forms.push(national, pairs(" "), pairs("."), `+33 ${french[1]?.slice(0, 1)} ${pairs(" ").slice(3)}`);
  }
  return forms;
}

/** The terms a sweep looks for: e-mails always; references for deletions; phones and names for redactions. */
export function sweepTerms(sweep: TraceSweep, identifiers: SubjectIdentifiers, references: string[]) {
  const terms = new Set<string>(identifiers.emails);
  // A row deleted must be the person's: an address is theirs alone, a phone or a name may be a
  // household's or a namesake's (their pending e-mail must still go). A redacted row only loses a mention.
  if (sweep.treatment === "delete") return finish(terms, sweep, references);
  for (const phone of identifiers.phones) for (const form of phoneForms(phone)) terms.add(form);
  if (sweep.names === "none") return finish(terms, sweep, references);
  for (const name of identifiers.names) {
    terms.add(name);
    const words = name.split(/\s+/);
    if (words.length > 1) terms.add([...words.slice(1), words[0]].join(" "));
    // Each name alone only where nothing else ties the text to anyone (a question to the concierge).
    if (sweep.names === "each") for (const word of words) terms.add(word);
  }
  // A last name alone identifies (a first name alone does not): a log's { lastName }, a file's name.
  for (const lastName of identifiers.lastNames) terms.add(lastName);
  return finish(terms, sweep, references);
}

/**
 * Not a short word (it would match everywhere); once whatever the case. Kept as written: the
 * search lowers both sides in SQL, because PostgreSQL's lower() under a C locale leaves "É" as it
 * is while JavaScript's would not, and the two must agree.
 */
function finish(terms: Set<string>, sweep: TraceSweep, references: string[]) {
  if (sweep.references && sweep.treatment === "delete") for (const reference of references) terms.add(reference);
  const seen = new Set<string>();
  return [...terms].filter((term) => {
    const key = term.toLowerCase();
    if (term.trim().length < 3 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Replaces every term in a string (whole words for names), case-insensitively. */
export function redactText(text: string, terms: string[]) {
  let out = text;
  // Longest first: "Jean Dupont" goes before "Dupont" leaves "Jean" behind.
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, "giu"), REDACTED);
  }
  return out;
}

function redactValue(value: unknown, terms: string[]): unknown {
  if (typeof value === "string") return redactText(value, terms);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, terms));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, terms)]));
  }
  return value;
}

/** Where a sweep's table names the person, or null when there is nothing to look for. */
function traceCondition(sweep: TraceSweep, terms: string[]): SQL | null {
  if (terms.length === 0) return null;
  const matches: SQL[] = sweep.columns.flatMap((column) =>
    terms.map((term) => sql`lower(${sql.identifier(column)}::text) like lower(${likePattern(term)})`),
  );
  return sql.join(matches, sql` or `);
}

type Rows<T> = { rows: T[] };

/** How many rows of each swept table name the person (the erasure's preview). */
export async function countTraces(db: Executor, identifiers: SubjectIdentifiers, references: string[]) {
  const found: Record<string, number> = {};
  for (const sweep of TRACE_SWEEPS) {
    const where = traceCondition(sweep, sweepTerms(sweep, identifiers, references));
    if (!where) continue;
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(sweep.table)} where ${where}`,
    )) as unknown as Rows<{ n: number }>;
    found[sweep.table] = Number(result.rows[0]?.n ?? 0);
  }
  return found;
}

/**
 * Erasure's last step: every table declared with a sweep is searched for the person's identifiers
 * (e-mails, phones, names, and for deletions the references of their records) and the rows found
 * are deleted or redacted, as declared. This reaches what carries the person in its text with no
 * link to them: the broker's notices, webhook bodies, the dev mailbox, the audit log's details,
 * the concierge's unanswered questions. Returns how many rows each table lost or had redacted.
 */
export async function sweepTraces(tx: Executor, identifiers: SubjectIdentifiers, references: string[]) {
  const swept: Record<string, number> = {};
  for (const sweep of TRACE_SWEEPS) {
    const terms = sweepTerms(sweep, identifiers, references);
    const where = traceCondition(sweep, terms);
    if (!where) continue;
    const table = sql.identifier(sweep.table);
    const key = sql.identifier(sweep.key);
    if (sweep.treatment === "delete") {
      const result = (await tx.execute(
        sql`delete from ${table} where ${where} returning ${key}`,
      )) as unknown as Rows<unknown>;
      swept[sweep.table] = result.rows.length;
      continue;
    }
    const columns = sql.join(
      sweep.columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const found = (await tx.execute(
      sql`select ${key} as key, ${columns} from ${table} where ${where}`,
    )) as unknown as Rows<Record<string, unknown>>;
    for (const row of found.rows) {
      const sets = sweep.columns.map((column) => {
        const value = row[column];
        if (value === null || value === undefined) return sql`${sql.identifier(column)} = null`;
        if (typeof value === "string") return sql`${sql.identifier(column)} = ${redactText(value, terms)}`;
        return sql`${sql.identifier(column)} = ${JSON.stringify(redactValue(value, terms))}::jsonb`;
      });
      await tx.execute(sql`update ${table} set ${sql.join(sets, sql`, `)} where ${key} = ${row.key}`);
    }
    swept[sweep.table] = found.rows.length;
  }
  return swept;
}
