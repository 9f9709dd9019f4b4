import { type CsvTable, headerKey, parseAmountCents, parseDay } from "../csv-import";

/**
 * An insurer's statement ("bordereau de commissions") read through the column mapping staff saved
 * for that insurer: which of the file's headers holds the contract reference, the commission, and
 * optionally the premium and the period. Plain data: the import stores what this returns.
 */

export const MAPPED_FIELDS = ["reference", "commission", "premium", "period"] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];
export const REQUIRED_FIELDS = ["reference", "commission"] as const satisfies readonly MappedField[];

/** Field → the file's header as staff picked it (compared without case or accents). */
export type ColumnMapping = Partial<Record<MappedField, string>> & { reference: string; commission: string };

export type StatementLine = {
  line: number;
  /** As the insurer wrote it, and as matched (upper case, no spaces). */
  reference: string;
  referenceKey: string;
  /** First day of the month the commission is for (YYYY-MM-01). */
  period: string;
  commissionCents: number;
  premiumCents: number | null;
};

export type StatementProblem = {
  line: number;
  problem: "noReference" | "badAmount" | "badPeriod";
  cell: string;
};

export type MappedStatement = { lines: StatementLine[]; problems: StatementProblem[] };

/** The mapping's fields the file lacks (their header is not among the file's). */
export function missingColumns(headers: string[], mapping: ColumnMapping): MappedField[] {
  const keys = headers.map(headerKey);
  return MAPPED_FIELDS.filter((field) => {
    const header = mapping[field];
    return header !== undefined && header !== "" && !keys.includes(headerKey(header));
  });
}

/** A contract reference as compared: upper case, without spaces or dots ("mc-auto 2023.0142"). */
export const referenceKey = (reference: string) => reference.toUpperCase().replace(/[\s.]/g, "");

/** The first day of a month written "2026-11", "11/2026" or as any day of it ("30/11/2026"). */
export function parsePeriod(cell: string): string | null {
  const text = cell.trim();
  const isoMonth = /^(\d{4})-(\d{1,2})$/.exec(text);
  const frenchMonth = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  const month = isoMonth
    ? { y: Number(isoMonth[1]), m: Number(isoMonth[2]) }
    : frenchMonth
      ? { y: Number(frenchMonth[2]), m: Number(frenchMonth[1]) }
      : null;
  if (month) return month.m >= 1 && month.m <= 12 ? `${month.y}-${String(month.m).padStart(2, "0")}-01` : null;
  const day = parseDay(text);
  return day ? `${day.slice(0, 7)}-01` : null;
}

/**
 * The statement's lines through the mapping; `defaultPeriod` (YYYY-MM-01) for lines without a
 * period column. Lines that cannot be read are problems with their line number and cell, never
 * dropped silently.
 */
export function mapStatement(table: CsvTable, mapping: ColumnMapping, defaultPeriod: string): MappedStatement {
  const keys = table.headers.map(headerKey);
  const indexOf = (field: MappedField) => {
    const header = mapping[field];
    return header ? keys.indexOf(headerKey(header)) : -1;
  };
  const at = {
    reference: indexOf("reference"),
    commission: indexOf("commission"),
    premium: indexOf("premium"),
    period: indexOf("period"),
  };
  const lines: StatementLine[] = [];
  const problems: StatementProblem[] = [];
  for (const row of table.rows) {
    const cell = (index: number) => (index >= 0 ? (row.cells[index] ?? "").trim() : "");
    const reference = cell(at.reference);
    const commission = parseAmountCents(cell(at.commission));
    const premiumCell = cell(at.premium);
    const period = at.period >= 0 ? parsePeriod(cell(at.period)) : defaultPeriod;
    if (!reference) problems.push({ line: row.line, problem: "noReference", cell: reference });
    else if (commission === null) problems.push({ line: row.line, problem: "badAmount", cell: cell(at.commission) });
    else if (period === null) problems.push({ line: row.line, problem: "badPeriod", cell: cell(at.period) });
    else
      lines.push({
        line: row.line,
        reference,
        referenceKey: referenceKey(reference),
        period,
        commissionCents: commission,
        premiumCents: premiumCell ? parseAmountCents(premiumCell) : null,
      });
  }
  return { lines, problems };
}

/**
 * Each line's key for idempotence: the same contract, period and amount, counted by its rank
 * among identical lines of the file (two real lines for one contract stay two; the same file, or
 * a corrected one repeating a line, adds nothing).
 */
export function lineKeys(lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = `${line.referenceKey}|${line.period}|${line.commissionCents}`;
    const rank = (seen.get(base) ?? 0) + 1;
    seen.set(base, rank);
    return `${base}|${rank}`;
  });
}
