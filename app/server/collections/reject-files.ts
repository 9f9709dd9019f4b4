import { XMLParser, XMLValidator } from "fast-xml-parser";
import { CsvUnreadable, headerKey, parseAmountCents, parseDay, readCsv } from "../csv-import";
import { normaliseReasonCode } from "./reject-reasons";

/**
 * A bank's rejects, read from the two forms banks send: the ISO 20022 payment status report
 * (pain.002, any version: the elements read have kept their names) or a CSV. Plain data in,
 * plain data out; matching them to debits is the import's work.
 */

export type RejectLine = {
  /** Where it is in the file: a CSV line, or the transaction's rank in the XML. */
  line: number;
  endToEndId: string;
  reasonCode: string;
  amountCents: number | null;
  rejectedOn: string | null;
};

export type RejectProblem = { line: number; problem: "noReference" | "badReason" };

export type RejectFile = { format: "pain.002" | "csv"; lines: RejectLine[]; problems: RejectProblem[] };

/** Why a file is no rejects file at all (the import answers 400 with these words). */
export type UnreadableReason = "empty" | "notXml" | "notPain002" | "malformed" | "columns";

export class RejectFileUnreadable extends Error {
  readonly reason: UnreadableReason;
  constructor(reason: UnreadableReason) {
    super(reason);
    this.reason = reason;
    this.name = "RejectFileUnreadable";
  }
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const textOf = (value: unknown): string =>
  typeof value === "string" || typeof value === "number"
    ? String(value)
    : value && typeof value === "object" && "#text" in value
      ? String((value as { "#text": unknown })["#text"])
      : "";

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): unknown =>
  node && typeof node === "object" ? (node as Node)[name] : undefined;

/** pain.002: every transaction whose status is RJCT, with its first reason's code. */
export function readPain002(xml: string): RejectFile {
  if (XMLValidator.validate(xml) !== true) throw new RejectFileUnreadable("notXml");
  // Entities are not expanded (no XXE, no billion laughs); namespaces dropped: versions differ only there.
  const parser = new XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: false,
    processEntities: false,
    parseTagValue: false,
  });
  const document = child(parser.parse(xml), "Document");
  const report = child(document, "CstmrPmtStsRpt");
  if (!report) throw new RejectFileUnreadable("notPain002");
  const lines: RejectLine[] = [];
  const problems: RejectProblem[] = [];
  // The report's own date is the day the bank said no.
  const reportedOn = parseDay(textOf(child(child(report, "GrpHdr"), "CreDtTm")).slice(0, 10));
  let rank = 0;
  for (const block of asArray(child(report, "OrgnlPmtInfAndSts"))) {
    for (const tx of asArray(child(block, "TxInfAndSts"))) {
      rank += 1;
      const status = textOf(child(tx, "TxSts")).trim();
      if (status !== "" && status !== "RJCT") continue;
      const endToEndId = textOf(child(tx, "OrgnlEndToEndId")).trim();
      const reason = asArray(child(tx, "StsRsnInf"))[0];
      const code = normaliseReasonCode(textOf(child(child(reason, "Rsn"), "Cd")));
      const reference = child(tx, "OrgnlTxRef");
      const amount = textOf(child(child(reference, "Amt"), "InstdAmt"));
      if (!endToEndId || endToEndId === "NOTPROVIDED") problems.push({ line: rank, problem: "noReference" });
      else if (!code) problems.push({ line: rank, problem: "badReason" });
      else
        lines.push({
          line: rank,
          endToEndId,
          reasonCode: code,
          amountCents: amount ? parseAmountCents(amount) : null,
          rejectedOn: reportedOn,
        });
    }
  }
  return { format: "pain.002", lines, problems };
}

/** The headers a bank's CSV may give each column (compared without case or accents). */
const CSV_COLUMNS = {
  endToEndId: ["end to end id", "endtoendid", "end to end", "e2e", "reference de bout en bout", "reference", "ref"],
  reasonCode: ["code motif", "motif", "reason code", "reason", "code retour", "code rejet", "code", "raison"],
  amount: ["montant", "amount", "somme"],
  date: ["date de rejet", "date", "date operation"],
} as const;

function columnOf(headers: string[], names: readonly string[]): number {
  const keys = headers.map(headerKey);
  for (const name of names) {
    const at = keys.indexOf(name);
    if (at >= 0) return at;
  }
  return -1;
}

/** A CSV of rejects: a reference column and a reason column at least, whatever their order. */
export function readRejectCsv(bytes: Uint8Array): RejectFile {
  let table: ReturnType<typeof readCsv>;
  try {
    table = readCsv(bytes);
  } catch (error) {
    if (error instanceof CsvUnreadable) throw new RejectFileUnreadable(error.reason);
    throw error;
  }
  const at = {
    endToEndId: columnOf(table.headers, CSV_COLUMNS.endToEndId),
    reasonCode: columnOf(table.headers, CSV_COLUMNS.reasonCode),
    amount: columnOf(table.headers, CSV_COLUMNS.amount),
    date: columnOf(table.headers, CSV_COLUMNS.date),
  };
  if (at.endToEndId < 0 || at.reasonCode < 0) throw new RejectFileUnreadable("columns");
  const lines: RejectLine[] = [];
  const problems: RejectProblem[] = [];
  for (const row of table.rows) {
    const cell = (index: number) => (index >= 0 ? (row.cells[index] ?? "").trim() : "");
    const endToEndId = cell(at.endToEndId);
    const code = normaliseReasonCode(cell(at.reasonCode));
    if (!endToEndId) problems.push({ line: row.line, problem: "noReference" });
    else if (!code) problems.push({ line: row.line, problem: "badReason" });
    else
      lines.push({
        line: row.line,
        endToEndId,
        reasonCode: code,
        amountCents: at.amount >= 0 ? parseAmountCents(cell(at.amount)) : null,
        rejectedOn: at.date >= 0 ? parseDay(cell(at.date)) : null,
      });
  }
  return { format: "csv", lines, problems };
}

/** Either form, told apart by their first characters. */
export function readRejectFile(bytes: Uint8Array): RejectFile {
  const head = new TextDecoder()
    .decode(bytes.slice(0, 200))
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (head === "") throw new RejectFileUnreadable("empty");
  return head.startsWith("<") ? readPain002(new TextDecoder().decode(bytes)) : readRejectCsv(bytes);
}
