import { type Options, type Stringifier, stringify } from "csv-stringify";

/**
 * Cells a spreadsheet would run as a formula (OWASP, "CSV Injection"): Excel, LibreOffice and
 * Google Sheets evaluate a cell that starts with one of these, and `=HYPERLINK(...)` or
 * `-2+3+cmd|' /C calc'!A0` typed into a public form would then act on the staff's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** "+33 6 12 34 56 78": an international phone number is at worst read as a number, never run. */
const INTERNATIONAL_PHONE = /^\+[\d ]+$/;

/** The cell as text a spreadsheet shows and never evaluates: a leading `'` when it could be a formula. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) && !INTERNATIONAL_PHONE.test(cell) ? `'${cell}` : cell;
}

/**
 * A CSV stream whose every text cell goes through `neutraliseFormula`, headers included. Every
 * export writes through this, not csv-stringify itself (csv-cells.test.ts checks), so that a new
 * export cannot forget it.
 */
export function formulaSafeCsv(options: Omit<Options, "cast">): Stringifier {
  return stringify({ ...options, cast: { string: neutraliseFormula } });
}
