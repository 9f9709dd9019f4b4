import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { storedFiles } from "../db/schema/stored-files";
import { databaseBlobs, directoryBlobs, STORAGE_PATH } from "../storage.server";

export type MoveReport = { copied: number; alreadyThere: number; removed: number };

/**
 * Copies every stored file from one backend to the other (FILE_STORAGE's change,
 * docs/decisions/0026), reading each copy back before it counts; with `removeSource` the
 * original goes once its copy is verified. Run again, it copies only what is missing.
 */
export async function moveFiles(
  db: Database,
  root: string,
  to: "database" | "directory",
  { removeSource = false } = {},
): Promise<MoveReport> {
  const directory = directoryBlobs(root);
  const database = databaseBlobs(async () => db);
  const [from, into] = to === "database" ? [directory, database] : [database, directory];
  const paths = to === "database" ? await pathsInDirectory(root) : await pathsInDatabase(db);
  const report: MoveReport = { copied: 0, alreadyThere: 0, removed: 0 };
  for (const storagePath of paths) {
    const bytes = await from.get(storagePath);
    const existing = await into.get(storagePath).catch(() => null);
    if (existing?.equals(bytes)) report.alreadyThere++;
    else {
      if (existing) await into.delete(storagePath);
      await into.put(storagePath, bytes);
      if (!(await into.get(storagePath)).equals(bytes)) throw new Error(`copy of ${storagePath} differs`);
      report.copied++;
    }
    if (removeSource) {
      await from.delete(storagePath);
      report.removed++;
    }
  }
  return report;
}

/** The files this app made under the directory (folder/uuid.ext), temporary ones left out. */
async function pathsInDirectory(root: string) {
  const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    for (const name of await readdir(path.join(root, folder.name))) {
      const storagePath = `${folder.name}/${name}`;
      if (STORAGE_PATH.test(storagePath)) found.push(storagePath);
    }
  }
  return found.sort();
}

async function pathsInDatabase(db: Database) {
  const rows = await db.select({ storagePath: storedFiles.storagePath }).from(storedFiles);
  return rows.map((row) => row.storagePath).sort();
}

/** Whether a file is in the database (the tests' and the script's check). */
export async function storedInDatabase(db: Database, storagePath: string) {
  const rows = await db
    .select({ size: storedFiles.size })
    .from(storedFiles)
    .where(eq(storedFiles.storagePath, storagePath));
  return rows.length === 1;
}
