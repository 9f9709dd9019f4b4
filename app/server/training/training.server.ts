import { and, asc, desc, eq, gte, isNotNull, lt, ne, sql } from "drizzle-orm";
import { isCalendarDay } from "~/forms/calendar-day";
import { refusalsIn } from "~/server/action-error";
import { type AuditActor, recordStaffAction } from "~/server/audit/audit-log.server";
import { afterCursor, type ExportCursor, exportCursorAt } from "~/server/csv-export.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import {
  CAPACITY_DOCUMENT_KINDS,
  type CapacityDocumentKind,
  staffCapacityDocuments,
  staffTrainingRecords,
} from "~/server/db/schema/staff-training";
import { checkUploadContent } from "~/server/files/checked-uploads.server";
import { TITLE_MAX } from "~/server/limits";
import { isAccountId, isRecordId } from "~/server/record-ids";
import type { FileStore, Upload } from "~/server/storage.server";
import { parisDayOf, parseHours, type TrainingStanding, trainingStanding } from "./training-rules";

/** A training change refused: its 4xx and message under `training.errors`, the field it is about. */
export const trainingRefusal = refusalsIn("training.errors");

/** A certificate or a capacity document: a PDF that PDF.js opens, 10 MB at most, under UPLOADS_DIR/training/. */
export const TRAINING_FILE_RULE = { folder: "training", accept: ["pdf"] as const, maxBytes: 10 * 1024 * 1024 };

type Actor = AuditActor & { id: string };

export type TrainingInput = { day: string; hours: string; subject: string; file: Upload | null };

async function checkedPdf(file: Upload | null) {
  if (!file || file.bytes.byteLength === 0) throw trainingRefusal(400, "fileRequired", "file");
  if (file.bytes.byteLength > TRAINING_FILE_RULE.maxBytes) throw trainingRefusal(400, "fileTooLarge", "file");
  const checked = await checkUploadContent(file, TRAINING_FILE_RULE.accept, TRAINING_FILE_RULE.maxBytes);
  if (!checked.ok) throw trainingRefusal(400, "fileNotPdf", "file");
  return checked.upload;
}

/**
 * A member of staff records a training they followed (their own: `staffId` is the actor's), with its
 * certificate: day (not in the future), hours (0.25–40, decimals allowed), subject, the PDF. Audited.
 */
export async function addTrainingRecord(
  db: Database,
  store: FileStore,
  actor: Actor,
  input: TrainingInput,
  now = new Date(),
) {
  const day = input.day.trim();
  if (!isCalendarDay(day)) throw trainingRefusal(400, "dayInvalid", "day");
  if (day > parisDayOf(now).day) throw trainingRefusal(400, "dayFuture", "day");
  if (day < "2000-01-01") throw trainingRefusal(400, "dayInvalid", "day");
  const hundredths = parseHours(input.hours);
  if (hundredths === null) throw trainingRefusal(400, "hoursInvalid", "hours");
  const subject = input.subject.trim();
  if (!subject) throw trainingRefusal(400, "required", "subject");
  if (subject.length > TITLE_MAX) throw trainingRefusal(400, "tooLong", "subject");
  const upload = await checkedPdf(input.file);
  return store.save(upload, TRAINING_FILE_RULE, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffTrainingRecords)
        .values({
          staffId: actor.id,
          day,
          hundredths,
          subject,
          fileName: stored.fileName,
          storagePath: stored.storagePath,
          size: stored.size,
          uploadedBy: actor.id,
        })
        .returning();
      await recordStaffAction(tx, actor, {
        action: "training.record",
        target: { type: "staff", id: actor.id },
        details: { recordId: row?.id, day, hours: hundredths / 100, subject },
      });
      return row as typeof staffTrainingRecords.$inferSelect;
    }),
  );
}

/** A member of staff adds a proof of their professional capacity (a PDF of a kind, with a title). Audited. */
export async function addCapacityDocument(
  db: Database,
  store: FileStore,
  actor: Actor,
  input: { kind: string; title: string; file: Upload | null },
) {
  if (!(CAPACITY_DOCUMENT_KINDS as readonly string[]).includes(input.kind)) throw trainingRefusal(400, "kind", "kind");
  const title = input.title.trim();
  if (!title) throw trainingRefusal(400, "required", "title");
  if (title.length > TITLE_MAX) throw trainingRefusal(400, "tooLong", "title");
  const upload = await checkedPdf(input.file);
  return store.save(upload, TRAINING_FILE_RULE, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffCapacityDocuments)
        .values({
          staffId: actor.id,
          kind: input.kind as CapacityDocumentKind,
          title,
          fileName: stored.fileName,
          storagePath: stored.storagePath,
          size: stored.size,
          uploadedBy: actor.id,
        })
        .returning();
      await recordStaffAction(tx, actor, {
        action: "training.capacity",
        target: { type: "staff", id: actor.id },
        details: { documentId: row?.id, kind: input.kind, title },
      });
      return row as typeof staffCapacityDocuments.$inferSelect;
    }),
  );
}

const yearBounds = (year: number) => [`${year}-01-01`, `${year + 1}-01-01`] as const;

/** A member of staff's year: their trainings (newest first), total and standing, and their capacity documents. */
export async function trainingYearOf(db: Database, staffId: string, year: number, now = new Date()) {
  if (!isAccountId(staffId)) return null;
  const [member] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.id, staffId), ne(users.role, "customer")));
  if (!member) return null;
  const [from, to] = yearBounds(year);
  const [records, documents] = await Promise.all([
    db
      .select()
      .from(staffTrainingRecords)
      .where(
        and(
          eq(staffTrainingRecords.staffId, staffId),
          gte(staffTrainingRecords.day, from),
          lt(staffTrainingRecords.day, to),
        ),
      )
      .orderBy(desc(staffTrainingRecords.day), desc(staffTrainingRecords.createdAt)),
    db
      .select()
      .from(staffCapacityDocuments)
      .where(eq(staffCapacityDocuments.staffId, staffId))
      .orderBy(asc(staffCapacityDocuments.createdAt)),
  ]);
  const total = records.reduce((sum, record) => sum + record.hundredths, 0);
  return { member, year, records, documents, total, standing: trainingStanding(total, year, now) };
}

export type TeamTrainingRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  active: boolean;
  total: number;
  records: number;
  documents: number;
  standing: TrainingStanding;
};

/** Every member of staff (active first, then by name) with the year's total, count and standing. */
export async function teamTrainingYear(db: Database, year: number, now = new Date()): Promise<TeamTrainingRow[]> {
  const [from, to] = yearBounds(year);
  const totals = db
    .select({
      staffId: staffTrainingRecords.staffId,
      total: sql<number>`sum(${staffTrainingRecords.hundredths})::int`.as("total"),
      records: sql<number>`count(*)::int`.as("records"),
    })
    .from(staffTrainingRecords)
    .where(and(gte(staffTrainingRecords.day, from), lt(staffTrainingRecords.day, to)))
    .groupBy(staffTrainingRecords.staffId)
    .as("totals");
  const documents = db
    .select({ staffId: staffCapacityDocuments.staffId, documents: sql<number>`count(*)::int`.as("documents") })
    .from(staffCapacityDocuments)
    .groupBy(staffCapacityDocuments.staffId)
    .as("documents");
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      deactivatedAt: users.deactivatedAt,
      total: totals.total,
      records: totals.records,
      documents: documents.documents,
    })
    .from(users)
    .leftJoin(totals, eq(totals.staffId, users.id))
    .leftJoin(documents, eq(documents.staffId, users.id))
    .where(ne(users.role, "customer"))
    .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.name));
  return rows.map((row) => {
    const total = row.total ?? 0;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      active: row.deactivatedAt === null,
      total,
      records: row.records ?? 0,
      documents: row.documents ?? 0,
      standing: trainingStanding(total, year, now),
    };
  });
}

/** How many active members of staff are flagged for the year: the menu's badge for admins. */
export async function flaggedStaffCount(db: Database, now = new Date()) {
  const year = parisDayOf(now).year;
  const team = await teamTrainingYear(db, year, now);
  return team.filter((row) => row.active && row.standing === "flagged").length;
}

/**
 * A training file (a certificate or a capacity document) by its id, for whoever may read it: its
 * owner, or an admin. Anyone else finds nothing (null: a 404, never a hint that it exists).
 */
export async function findTrainingFile(db: Database, reader: { id: string; isAdmin: boolean }, fileId: string) {
  if (!isRecordId(fileId)) return null;
  const mine = (column: typeof staffTrainingRecords.staffId | typeof staffCapacityDocuments.staffId) =>
    reader.isAdmin ? isNotNull(column) : eq(column, reader.id);
  const [record] = await db
    .select()
    .from(staffTrainingRecords)
    .where(and(eq(staffTrainingRecords.id, fileId), mine(staffTrainingRecords.staffId)));
  if (record) return { ...record, file: "certificate" as const };
  const [document] = await db
    .select()
    .from(staffCapacityDocuments)
    .where(and(eq(staffCapacityDocuments.id, fileId), mine(staffCapacityDocuments.staffId)));
  return document ? { ...document, file: "capacity" as const } : null;
}

/** Every training record of a year with its member of staff, for the audit export (oldest first, by batches). */
export async function trainingRecordsForExport(db: Database, year: number, after: ExportCursor, limit: number) {
  const [from, to] = yearBounds(year);
  return db
    .select({
      id: staffTrainingRecords.id,
      cursorAt: exportCursorAt(staffTrainingRecords.createdAt),
      day: staffTrainingRecords.day,
      hundredths: staffTrainingRecords.hundredths,
      subject: staffTrainingRecords.subject,
      fileName: staffTrainingRecords.fileName,
      staffId: users.id,
      name: users.name,
      email: users.email,
    })
    .from(staffTrainingRecords)
    .innerJoin(users, eq(users.id, staffTrainingRecords.staffId))
    .where(
      and(
        gte(staffTrainingRecords.day, from),
        lt(staffTrainingRecords.day, to),
        afterCursor(staffTrainingRecords, after),
      ),
    )
    .orderBy(asc(staffTrainingRecords.createdAt), asc(staffTrainingRecords.id))
    .limit(limit);
}
