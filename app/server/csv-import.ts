import { parse } from "csv-parse/sync";

/**
 * Reading a CSV that someone else's software wrote (an insurer's statement, a bank's rejects):
 * UTF-8 with or without a BOM, or Windows-1252 (Excel's "CSV" on a French Windows), `;`, `,` or
 * tab between cells, quoted cells with separators or line breaks inside, French amounts
 * ("1 234,56 €"). The one reader every import goes through.
 */

/** Windows-1252's 0x80–0x9F, where it differs from Latin-1 (undefined bytes stay as they are). */
const CP1252_HIGH: Record<number, string> = {
  128: "€",
  130: "‚",
  131: "ƒ",
  132: "„",
  133: "…",
  134: "†",
  135: "‡",
  136: "ˆ",
  137: "‰",
  138: "Š",
  139: "‹",
  140: "Œ",
  142: "Ž",
  145: "‘",
  146: "’",
  147: "“",
  148: "”",
  149: "•",
  150: "–",
  151: "—",
  152: "˜",
  153: "™",
  154: "š",
  155: "›",
  156: "œ",
  158: "ž",
  159: "Ÿ",
};

export type TextEncoding = "utf-8" | "windows-1252";

/**
 * The file's text and the encoding it was in: UTF-8 when the bytes are valid UTF-8 (a BOM is
 * dropped), Windows-1252 otherwise (decoded by hand, so the result does not depend on the ICU
 * data the running Node has).
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: "utf-8" };
  } catch {
    let text = "";
    for (const byte of bytes) text += CP1252_HIGH[byte] ?? String.fromCharCode(byte);
    return { text, encoding: "windows-1252" };
  }
}

export type Separator = ";" | "," | "\t";

/** The separator of the header line: the one of `;`, tab and `,` found most often outside quotes. */
export function detectSeparator(text: string): Separator {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const unquoted = firstLine.replace(/"[^"]*"/g, "");
  const counts = ([";", "\t", ","] as const).map((sep) => [sep, unquoted.split(sep).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ";";
}

export type CsvTable = {
  encoding: TextEncoding;
  separator: Separator;
  headers: string[];
  /** Each data line with its line number in the file (1 is the header). */
  rows: Array<{ line: number; cells: string[] }>;
};

export class CsvUnreadable extends Error {
  readonly reason: "empty" | "malformed";
  constructor(reason: "empty" | "malformed") {
    super(reason);
    this.reason = reason;
    this.name = "CsvUnreadable";
  }
}

/** A CSV file as headers and rows; throws CsvUnreadable when there is nothing or it cannot be read. */
export function readCsv(bytes: Uint8Array): CsvTable {
  const { text, encoding } = decodeText(bytes);
  if (text.trim() === "") throw new CsvUnreadable("empty");
  const separator = detectSeparator(text);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      delimiter: separator,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch {
    throw new CsvUnreadable("malformed");
  }
  const [header, ...body] = records;
  if (!header) throw new CsvUnreadable("empty");
  return {
    encoding,
    separator,
    headers: header.record.map((cell) => cell.trim()),
    rows: body
      .filter((row) => row.record.some((cell) => cell !== ""))
      .map((row) => ({ line: row.info.lines, cells: row.record })),
  };
}

/** A header as compared: lower case, no accents, single spaces ("Référence  Contrat" → "reference contrat"). */
export function headerKey(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * An amount in cents from what a spreadsheet writes: "1 234,56", "1234.56", "1.234,56 €",
 * "-12,5", "(12,50)". Null when it is no amount.
 */
export function parseAmountCents(cell: string): number | null {
  let text = cell.replace(/[\s\u00a0\u202f€]|EUR/gi, "");
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith("-")) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith("+")) text = text.slice(1);
  if (!/^[\d.,']+$/.test(text)) return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  const decimalAt = Math.max(lastComma, lastDot);
  let whole = text;
  let fraction = "";
  // The last mark is the decimal one when one or two digits follow it ("1.234" is a thousand).
  if (decimalAt >= 0 && text.length - decimalAt - 1 <= 2 && text.length - decimalAt - 1 > 0) {
    whole = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
  }
  whole = whole.replace(/[.,']/g, "");
  if (whole === "" && fraction === "") return null;
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** A day from "05/12/2026", "5/12/26", "2026-12-05" or "05.12.2026" (day first, as in France). */
export function parseDay(cell: string): string | null {
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  let y: number;
  let m: number;
  let d: number;
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (french) {
    d = Number(french[1]);
    m = Number(french[2]);
    y = Number(french[3]);
    if (y < 100) y += 2000;
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}
