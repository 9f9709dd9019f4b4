import { createHash } from "node:crypto";
import { desc, eq, inArray } from "drizzle-orm";
import { ActionError } from "../action-error";
import { recordStaffAction } from "../audit/audit-log.server";
import type { Database } from "../db/client.server";
import { debitRejects, rejectImports } from "../db/schema/collections";
import { paymentInstalments } from "../db/schema/payments";
import { IMPORT_FILE_MAX_BYTES } from "../limits";
import { markInstalmentRejected } from "../payments/collections.server";
import type { StaffActor } from "../staff/staff-actor";
import { refuse } from "./collection-runs.server";
import { RejectFileUnreadable, readRejectFile } from "./reject-files";

/** Why a file is no rejects file, as the refusal's code. */
const UNREADABLE = {
  empty: "emptyFile",
  notXml: "notXml",
  notPain002: "notPain002",
  malformed: "unreadable",
  columns: "rejectColumns",
} as const;

export type RejectImport = {
  importId: string;
  format: "pain.002" | "csv";
  linesRead: number;
  rejectsAdded: number;
  linesRepeated: number;
  /** End-to-end ids no debit of ours carries. */
  unknown: string[];
  /** Lines that could not be read, and those whose debit cannot be rejected (not collected). */
  problems: Array<{ line: number; problem: string }>;
};

/**
 * Imports a bank's rejects (pain.002 or CSV): each line's debit, found by the end-to-end id the
 * collection gave it, becomes "rejected" with its reason, an unpaid premium. The file's SHA-256
 * refuses the same file again; each end-to-end id is recorded once, so a line repeated in another
 * file changes nothing either.
 */
export async function importRejects(
  db: Database,
  actor: StaffActor,
  input: { fileName: string; bytes: Uint8Array },
  now = new Date(),
): Promise<RejectImport> {
  if (input.bytes.byteLength === 0) throw refuse(400, "emptyFile", "file");
  if (input.bytes.byteLength > IMPORT_FILE_MAX_BYTES) throw refuse(400, "fileTooLarge", "file");
  let file: ReturnType<typeof readRejectFile>;
  try {
    file = readRejectFile(input.bytes);
  } catch (error) {
    if (error instanceof RejectFileUnreadable) throw refuse(400, UNREADABLE[error.reason], "file");
    throw error;
  }
  const sha256 = createHash("sha256").update(input.bytes).digest("hex");
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(rejectImports)
      .values({
        fileName: input.fileName.slice(0, 200),
        fileSha256: sha256,
        format: file.format,
        linesRead: file.lines.length,
        rejectsAdded: 0,
        linesRepeated: 0,
        linesUnknown: 0,
        importedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: rejectImports.id });
    if (!created) {
      const [earlier] = await tx
        .select({ at: rejectImports.importedAt })
        .from(rejectImports)
        .where(eq(rejectImports.fileSha256, sha256));
      throw refuse(409, "alreadyImported", "file", { at: earlier?.at.toISOString() ?? "" });
    }
    const ids = [...new Set(file.lines.map((line) => line.endToEndId))];
    const debits = ids.length
      ? await tx
          .select({ id: paymentInstalments.id, reference: paymentInstalments.collectionReference })
          .from(paymentInstalments)
          .where(inArray(paymentInstalments.collectionReference, ids))
      : [];
    const instalmentOf = new Map(debits.map((debit) => [debit.reference as string, debit.id]));
    const result: RejectImport = {
      importId: created.id,
      format: file.format,
      linesRead: file.lines.length,
      rejectsAdded: 0,
      linesRepeated: 0,
      unknown: [],
      problems: file.problems.map(({ line, problem }) => ({ line, problem })),
    };
    for (const line of file.lines) {
      const instalmentId = instalmentOf.get(line.endToEndId);
      if (!instalmentId) {
        result.unknown.push(line.endToEndId);
        continue;
      }
      const [recorded] = await tx
        .insert(debitRejects)
        .values({
          importId: created.id,
          endToEndId: line.endToEndId,
          instalmentId,
          reasonCode: line.reasonCode,
          rejectedOn: line.rejectedOn,
        })
        .onConflictDoNothing()
        .returning({ id: debitRejects.id });
      if (!recorded) {
        result.linesRepeated += 1;
        continue;
      }
      try {
        await tx.transaction(async (inner) => {
          const changed = await markInstalmentRejected(inner, { instalmentId, reasonCode: line.reasonCode, now });
          if (changed) result.rejectsAdded += 1;
          else result.linesRepeated += 1;
        });
      } catch (error) {
        if (!(error instanceof ActionError)) throw error;
        // A debit that was never collected cannot come back: said on the line, the rest goes on.
        result.problems.push({ line: line.line, problem: "notCollected" });
      }
    }
    await tx
      .update(rejectImports)
      .set({
        rejectsAdded: result.rejectsAdded,
        linesRepeated: result.linesRepeated,
        linesUnknown: result.unknown.length,
      })
      .where(eq(rejectImports.id, created.id));
    await recordStaffAction(tx, actor, {
      action: "collection.rejects",
      target: { type: "rejectImport", id: created.id },
      details: {
        format: file.format,
        read: result.linesRead,
        rejected: result.rejectsAdded,
        repeated: result.linesRepeated,
        unknown: result.unknown.length,
      },
    });
    return result;
  });
}

/** The rejects files imported, newest first. */
export async function recentRejectImports(db: Database, limit = 20) {
  return db.select().from(rejectImports).orderBy(desc(rejectImports.importedAt)).limit(limit);
}
