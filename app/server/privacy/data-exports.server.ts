import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { recordStaffAction } from "../audit/audit-log.server";
import type { Database } from "../db/client.server";
import { dataExports } from "../db/schema/privacy";
import { env } from "../env.server";
import { attachmentDisposition } from "../files/file-names";
import { log, requestScope } from "../logger.server";
import { createNotification } from "../notifications/notifications.server";
import type { StaffActor } from "../staff/staff-actor";
import { fileStore } from "../storage.server";
import { type DataSubject, findSubjectRecords, normaliseEmail } from "./data-subject.server";
import { EXPORT_SECTIONS, type ExportFile, readSection } from "./subject-data.server";

export type DataExportRow = typeof dataExports.$inferSelect;

const DAY = 24 * 60 * 60_000;
const LEASE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;

/** Who asked for the export: staff (for a register entry) or the customer from their area. */
export type ExportRequester = { staff: StaffActor; requestId: string | null } | { customerId: string };

/**
 * Queues an export of everything held about the person; the worker builds it. Staff's request is
 * audited in the same transaction. Returns the export's id.
 */
export async function queueDataExport(db: Database, subject: DataSubject, by: ExportRequester) {
  return db.transaction(async (tx) => {
    const staff = "staff" in by ? by : null;
    const [row] = await tx
      .insert(dataExports)
      .values({
        subjectEmail: normaliseEmail(subject.email),
        subjectPhone: subject.phone,
        customerId: staff ? (subject.customerId ?? null) : (by as { customerId: string }).customerId,
        requestedBy: staff?.staff.id ?? null,
        requestId: staff?.requestId ?? null,
      })
      .returning({ id: dataExports.id });
    const id = (row as { id: string }).id;
    if (staff) {
      await recordStaffAction(tx, staff.staff, {
        action: "privacy.export.request",
        target: { type: "dataExport", id },
        details: { requestId: staff.requestId },
      });
    }
    return id;
  });
}

/** Claims the oldest pending export (or one whose worker died) under a lease; null when none. */
async function claimExport(db: Database, now: Date): Promise<DataExportRow | null> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    update ${dataExports}
    set status = 'running', attempts = ${dataExports.attempts} + 1, progress = 0,
        locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
    where id = (
      select id from ${dataExports}
      where (status = 'pending') or (status = 'running' and locked_until < ${at}::timestamptz)
      order by created_at
      limit 1
      for update skip locked
    )
    returning id
  `)) as unknown as { rows: Array<{ id: string }> };
  const id = result.rows[0]?.id;
  if (!id) return null;
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

/**
 * Builds pending exports one after another until none is left; returns how many it finished.
 * Each is a ZIP under UPLOADS_DIR/exports: a JSON file per kind of data and the stored files,
 * written to a temporary name and renamed, its progress recorded after each step.
 */
export async function runPendingExports(db: Database, now = new Date()): Promise<number> {
  let done = 0;
  for (;;) {
    const job = await claimExport(db, now);
    if (!job) return done;
    try {
      await buildExport(db, job, now);
      done++;
    } catch (error) {
      log.error("data export failed", { exportId: job.id, error });
      const failed = job.attempts >= MAX_ATTEMPTS;
      await db
        .update(dataExports)
        .set({
          status: failed ? "failed" : "pending",
          lockedUntil: null,
          error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where(eq(dataExports.id, job.id));
      if (!failed) return done;
    }
  }
}

async function buildExport(db: Database, job: DataExportRow, now: Date) {
  const subject: DataSubject = { email: job.subjectEmail, phone: job.subjectPhone, customerId: job.customerId };
  const records = await findSubjectRecords(db, subject);
  const sections = await Promise.all(
    EXPORT_SECTIONS.map(async (name) => ({ name, ...(await readSection(db, name, records, subject)) })),
  );
  const files: ExportFile[] = sections.flatMap((section) => section.files);
  const totalSteps = sections.length + files.length;
  await db.update(dataExports).set({ totalSteps, progress: 0 }).where(eq(dataExports.id, job.id));
  const store = fileStore(env().UPLOADS_DIR);
  const folder = path.join(path.resolve(env().UPLOADS_DIR), "exports");
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const name = randomUUID();
  const storagePath = `exports/${name}.zip`;
  const temporary = path.join(folder, `.${name}.tmp`);
  const handle = await open(temporary, "wx", 0o600);
  let step = 0;
  const advance = async () => {
    step++;
    await db.update(dataExports).set({ progress: step }).where(eq(dataExports.id, job.id));
  };
  try {
    let writing = Promise.resolve();
    let zipError: Error | null = null;
    const finished = new Promise<void>((resolve, reject) => {
      const zip = new Zip((error, chunk, final) => {
        if (error) {
          zipError = error;
          reject(error);
          return;
        }
        writing = writing.then(() => handle.write(chunk).then(() => undefined));
        if (final) writing.then(resolve, reject);
      });
      const add = (zipPath: string, bytes: Uint8Array, compress: boolean) => {
        const entry = compress ? new ZipDeflate(zipPath, { level: 6 }) : new ZipPassThrough(zipPath);
        zip.add(entry);
        entry.push(bytes, true);
      };
      void (async () => {
        try {
          const generated = { generatedAt: now.toISOString(), subject: { email: subject.email, phone: subject.phone } };
          add(
            "README.json",
            new TextEncoder().encode(JSON.stringify({ ...generated, sections: EXPORT_SECTIONS }, null, 2)),
            true,
          );
          for (const section of sections) {
            add(`${section.name}.json`, new TextEncoder().encode(JSON.stringify(section.rows, null, 2)), true);
            await advance();
          }
          for (const file of files) {
            // A file gone from disk (removed by hand) is said in the export rather than failing it.
            const bytes = await store.read(file.storagePath).catch(() => null);
            add(
              bytes ? file.zipPath : `${file.zipPath}.missing.txt`,
              bytes ?? new TextEncoder().encode("missing"),
              !bytes,
            );
            await advance();
          }
          zip.end();
        } catch (error) {
          reject(error);
        }
      })();
    });
    await finished;
    if (zipError) throw zipError;
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, path.join(folder, `${name}.zip`));
  const { size } = await stat(path.join(folder, `${name}.zip`));
  const expiresAt = new Date(now.getTime() + env().DATA_EXPORT_DAYS * DAY);
  const claimed = await db.transaction(async (tx) => {
    const updated = await tx
      .update(dataExports)
      .set({ status: "ready", storagePath, size, lockedUntil: null, finishedAt: now, expiresAt, error: null })
      .where(and(eq(dataExports.id, job.id), eq(dataExports.attempts, job.attempts), eq(dataExports.status, "running")))
      .returning({ id: dataExports.id });
    if (updated.length > 0 && !job.requestedBy && job.customerId) {
      await createNotification(tx as unknown as Database, {
        customerId: job.customerId,
        kind: "dataExportReady",
        params: { days: env().DATA_EXPORT_DAYS },
      });
    }
    return updated.length > 0;
  });
  // Another worker took the export over after our lease lapsed: its file is the one kept.
  if (!claimed) await store.remove(storagePath);
}

/** Deletes the files of exports past their download period; returns how many expired. */
export async function expireDataExports(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: dataExports.id, storagePath: dataExports.storagePath })
    .from(dataExports)
    .where(and(eq(dataExports.status, "ready"), lt(dataExports.expiresAt, now)));
  const store = fileStore(env().UPLOADS_DIR);
  for (const row of due) if (row.storagePath) await store.remove(row.storagePath);
  if (due.length > 0) {
    await db
      .update(dataExports)
      .set({ status: "expired", storagePath: null })
      .where(
        inArray(
          dataExports.id,
          due.map((row) => row.id),
        ),
      );
  }
  return due.length;
}

/** The background work: build what is pending, delete what expired (a scheduled job, every minute). */
export async function processDataExports(db: Database, now = new Date()) {
  return (await runPendingExports(db, now)) + (await expireDataExports(db, now));
}

const holder = globalThis as typeof globalThis & { __exportsRunning?: Promise<unknown> };

/** Starts building right after a request, in this process, instead of waiting for the next tick. */
export function kickDataExports(db: Database) {
  if (holder.__exportsRunning) return;
  holder.__exportsRunning = requestScope
    .exit(() => processDataExports(db))
    .catch((error) => log.error("data exports pass failed", { error }))
    .finally(() => {
      holder.__exportsRunning = undefined;
    });
}

/** Resolves once this process's kicked pass (if any) has finished: for shutdown and tests. */
export async function dataExportsSettled() {
  await holder.__exportsRunning;
}

export async function findDataExport(db: Database, id: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

/** A customer's own exports, newest first. */
export async function customerExports(db: Database, customerId: string) {
  return db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.customerId, customerId), sql`${dataExports.requestedBy} is null`))
    .orderBy(desc(dataExports.createdAt))
    .limit(5);
}

/**
 * What an export is at `now`, as a screen shows it: a ready one past its download period is
 * expired already, though the minute's job may not have deleted its file yet (its link would 404).
 */
export function exportStatusAt(row: Pick<DataExportRow, "status" | "expiresAt">, now = new Date()) {
  return row.status === "ready" && (!row.expiresAt || row.expiresAt <= now) ? "expired" : row.status;
}

/** The exports made for one register entry, newest first. */
export async function requestExports(db: Database, requestId: string) {
  return db.select().from(dataExports).where(eq(dataExports.requestId, requestId)).orderBy(desc(dataExports.createdAt));
}

/** The ZIP as a download; null when it is not ready or has expired. Staff downloads are audited. */
export async function exportDownload(db: Database, row: DataExportRow, staff: StaffActor | null, now = new Date()) {
  if (row.status !== "ready" || !row.storagePath || !row.expiresAt || row.expiresAt <= now) return null;
  if (staff) {
    await recordStaffAction(db, staff, {
      action: "privacy.export.download",
      target: { type: "dataExport", id: row.id },
      details: { requestId: row.requestId },
    });
  }
  const file = path.join(path.resolve(env().UPLOADS_DIR), row.storagePath);
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(row.size ?? 0),
      "Content-Disposition": attachmentDisposition(`donnees-${row.createdAt.toISOString().slice(0, 10)}.zip`),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
