import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { refusalsIn } from "../action-error";
import { recordStaffAction } from "../audit/audit-log.server";
import { CsvUnreadable, readCsv } from "../csv-import";
import type { Database } from "../db/client.server";
import { insurerStatementLines, insurerStatementMappings, insurerStatements } from "../db/schema/commissions";
import { contracts } from "../db/schema/customer-area";
import { IMPORT_FILE_MAX_BYTES } from "../limits";
import type { StaffActor } from "../staff/staff-actor";
import {
  type ColumnMapping,
  lineKeys,
  MAPPED_FIELDS,
  mapStatement,
  missingColumns,
  REQUIRED_FIELDS,
  referenceKey,
} from "./statement-mapping";

/** Refusals of the commissions screens, their words under `commissions.errors`. */
export const refuse = refusalsIn("commissions.errors");

/** The insurers of our contracts, each with its saved mapping when there is one. */
export async function insurersWithMappings(db: Database) {
  const names = await db.selectDistinct({ insurer: contracts.insurer }).from(contracts).orderBy(asc(contracts.insurer));
  const mappings = await db.select().from(insurerStatementMappings);
  const byInsurer = new Map(mappings.map((mapping) => [mapping.insurer, mapping.columns]));
  return names.map(({ insurer }) => ({ insurer, mapping: byInsurer.get(insurer) ?? null }));
}

export async function mappingOf(db: Database, insurer: string): Promise<ColumnMapping | null> {
  const [row] = await db
    .select({ columns: insurerStatementMappings.columns })
    .from(insurerStatementMappings)
    .where(eq(insurerStatementMappings.insurer, insurer));
  return row?.columns ?? null;
}

async function assertKnownInsurer(db: Database, insurer: string) {
  const [known] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.insurer, insurer)).limit(1);
  if (!known) throw refuse(404, "unknownInsurer", "insurer");
}

/** Saves an insurer's column mapping (the reference and commission columns are required). */
export async function saveStatementMapping(
  db: Database,
  actor: StaffActor,
  insurer: string,
  input: Partial<ColumnMapping>,
) {
  await assertKnownInsurer(db, insurer);
  const columns: Partial<ColumnMapping> = {};
  for (const field of MAPPED_FIELDS) {
    const header = input[field]?.trim();
    if (header) columns[field] = header.slice(0, 120);
  }
  for (const field of REQUIRED_FIELDS) if (!columns[field]) throw refuse(400, "mappingRequired", field);
  const mapping = columns as ColumnMapping;
  await db.transaction(async (tx) => {
    await tx
      .insert(insurerStatementMappings)
      .values({ insurer, columns: mapping, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: insurerStatementMappings.insurer,
        set: { columns: mapping, updatedBy: actor.id, updatedAt: new Date() },
      });
    await recordStaffAction(tx, actor, {
      action: "commission.mapping",
      target: { type: "insurer", id: insurer },
      details: { columns: mapping },
    });
  });
  return mapping;
}

export type StatementImport = {
  statementId: string;
  linesRead: number;
  linesAdded: number;
  linesRepeated: number;
  problems: Array<{ line: number; problem: string; cell: string }>;
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Imports an insurer's statement through its saved mapping. Refused with a reason staff can act
 * on: too large, unreadable, columns the mapping names but the file lacks (listed with the file's
 * own), the same file again. Lines already counted by an earlier file are not counted again.
 */
export async function importStatement(
  db: Database,
  actor: StaffActor,
  input: { insurer: string; month: string; fileName: string; bytes: Uint8Array },
): Promise<StatementImport> {
  if (input.bytes.byteLength === 0) throw refuse(400, "emptyFile", "file");
  if (input.bytes.byteLength > IMPORT_FILE_MAX_BYTES) throw refuse(400, "fileTooLarge", "file");
  if (!MONTH.test(input.month)) throw refuse(400, "badMonth", "month");
  await assertKnownInsurer(db, input.insurer);
  const mapping = await mappingOf(db, input.insurer);
  if (!mapping) throw refuse(409, "noMapping", "insurer");
  let table: ReturnType<typeof readCsv>;
  try {
    table = readCsv(input.bytes);
  } catch (error) {
    if (error instanceof CsvUnreadable)
      throw refuse(400, error.reason === "empty" ? "emptyFile" : "unreadable", "file");
    throw error;
  }
  const missing = missingColumns(table.headers, mapping);
  if (missing.length > 0) {
    throw refuse(400, "columnsMissing", "file", {
      missing: missing.map((field) => mapping[field] ?? field).join(", "),
      found: table.headers.join(", ").slice(0, 300),
    });
  }
  const period = `${input.month}-01`;
  const { lines, problems } = mapStatement(table, mapping, period);
  const sha256 = createHash("sha256").update(input.bytes).digest("hex");
  const keys = lineKeys(lines);
  return db.transaction(async (tx) => {
    const [statement] = await tx
      .insert(insurerStatements)
      .values({
        insurer: input.insurer,
        period,
        fileName: input.fileName.slice(0, 200),
        fileSha256: sha256,
        encoding: table.encoding,
        linesRead: lines.length,
        linesAdded: 0,
        linesRepeated: 0,
        problems,
        importedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: insurerStatements.id });
    if (!statement) {
      const [earlier] = await tx
        .select({ importedAt: insurerStatements.importedAt })
        .from(insurerStatements)
        .where(and(eq(insurerStatements.insurer, input.insurer), eq(insurerStatements.fileSha256, sha256)));
      throw refuse(409, "alreadyImported", "file", { at: earlier?.importedAt.toISOString() ?? "" });
    }
    const ours = lines.length
      ? await tx
          .select({ id: contracts.id, reference: contracts.reference })
          .from(contracts)
          .where(eq(contracts.insurer, input.insurer))
      : [];
    const contractOf = new Map(ours.map((contract) => [referenceKey(contract.reference), contract.id]));
    let added = 0;
    // In batches: a statement of thousands of lines stays a few statements.
    for (let start = 0; start < lines.length; start += 500) {
      const batch = lines.slice(start, start + 500).map((line, i) => ({
        statementId: statement.id,
        insurer: input.insurer,
        lineKey: keys[start + i] as string,
        lineNumber: line.line,
        reference: line.reference.slice(0, 100),
        referenceKey: line.referenceKey.slice(0, 100),
        contractId: contractOf.get(line.referenceKey) ?? null,
        period: line.period,
        commissionCents: line.commissionCents,
        premiumCents: line.premiumCents,
      }));
      const inserted = await tx
        .insert(insurerStatementLines)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: insurerStatementLines.id });
      added += inserted.length;
    }
    const result = {
      statementId: statement.id,
      linesRead: lines.length,
      linesAdded: added,
      linesRepeated: lines.length - added,
      problems,
    };
    await tx
      .update(insurerStatements)
      .set({ linesAdded: result.linesAdded, linesRepeated: result.linesRepeated })
      .where(eq(insurerStatements.id, statement.id));
    await recordStaffAction(tx, actor, {
      action: "commission.import",
      target: { type: "insurerStatement", id: statement.id },
      details: { insurer: input.insurer, month: input.month, read: lines.length, added, problems: problems.length },
    });
    return result;
  });
}

/** The statements imported, newest first (the screen shows the last ones). */
export async function recentStatements(db: Database, limit = 20) {
  return db.select().from(insurerStatements).orderBy(desc(insurerStatements.importedAt)).limit(limit);
}

/** Every statement line of some insurers for a month. */
export async function statementLinesFor(db: Database, insurers: string[], period: string) {
  if (insurers.length === 0) return [];
  return db
    .select({
      insurer: insurerStatementLines.insurer,
      reference: insurerStatementLines.reference,
      referenceKey: insurerStatementLines.referenceKey,
      period: insurerStatementLines.period,
      commissionCents: insurerStatementLines.commissionCents,
    })
    .from(insurerStatementLines)
    .where(and(inArray(insurerStatementLines.insurer, insurers), eq(insurerStatementLines.period, period)))
    .orderBy(sql`${insurerStatementLines.lineNumber}`);
}
