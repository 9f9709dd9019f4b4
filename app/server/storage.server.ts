import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { FILE_TYPES, type FileType, fileTypeOf } from "~/forms/file-types";
import { cleanLine } from "~/forms/form-reader";
import type { Database } from "./db/client.server";
import { getDb } from "./db/index.server";
import { storedFiles } from "./db/schema/stored-files";
import { env } from "./env.server";
import { safeFileName } from "./files/file-names";
import { UUID_PATTERN } from "./record-ids";

/** A file as a person sent it: the name they gave it (shown, never used as a path) and its bytes. */
export type Upload = { fileName: string; bytes: Uint8Array };

/** What the database keeps of a stored file. */
export type StoredFile = {
  /** Relative to the storage root, e.g. `cv/<uuid>.pdf`: the only way to find the file again. */
  storagePath: string;
  fileName: string;
  size: number;
  type: FileType;
};

/** What a kind of upload may be: where it goes, which types (by content) and how big. */
export type UploadRule = { folder: string; accept: readonly FileType[]; maxBytes: number };

export class UploadRefused extends Error {
  readonly reason: "empty" | "tooLarge" | "type";
  constructor(reason: UploadRefused["reason"]) {
    super(`upload refused: ${reason}`);
    this.name = "UploadRefused";
    this.reason = reason;
  }
}

/** The file system refusing to keep a file (full, read-only, gone): our fault, not the sender's. */
const STORAGE_FAILURES = new Set([
  "ENOSPC",
  "EDQUOT",
  "EROFS",
  "EACCES",
  "EPERM",
  "ENOTDIR",
  "EEXIST",
  "EIO",
  "ENOENT",
]);

export function isStorageFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && STORAGE_FAILURES.has(code);
}

const FOLDER = /^[a-z0-9-]+$/;
export const STORAGE_PATH = new RegExp(`^([a-z0-9-]+)/${UUID_PATTERN}\\.[a-z]+$`);

/** A file name safe to store and show: no folders, no control characters, a sane length. */
export function cleanFileName(name: string, fallback: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  return (cleanLine(base).trim() || fallback).slice(0, 200);
}

/** The file's type when this rule lets it be stored; otherwise throws UploadRefused saying why. */
export function checkUpload(bytes: Uint8Array, rule: UploadRule): FileType {
  if (bytes.byteLength === 0) throw new UploadRefused("empty");
  if (bytes.byteLength > rule.maxBytes) throw new UploadRefused("tooLarge");
  const type = fileTypeOf(bytes, rule.accept);
  if (!type) throw new UploadRefused("type");
  return type;
}

/**
 * Where stored files' bytes live, by storage path. `put` is all or nothing: a file is never
 * half-written under a path a row could name.
 */
export type Blobs = {
  put(storagePath: string, bytes: Uint8Array): Promise<void>;
  /** The bytes; an error with code ENOENT when there are none. */
  get(storagePath: string): Promise<Buffer>;
  /** Gone already is fine. */
  delete(storagePath: string): Promise<void>;
};

/**
 * Uploaded files (never served publicly): customers' documents and photos, applicants' CVs.
 * Names are made here (a UUID), never taken from the sender. The bytes go to the directory
 * UPLOADS_DIR, or to the database with FILE_STORAGE=database (every instance on every host
 * reaches them; docs/decisions/0026).
 */
export function fileStore(root: string) {
  return fileStoreOn(env().FILE_STORAGE === "database" ? databaseBlobs(getDb) : directoryBlobs(root));
}

export function fileStoreOn(blobs: Blobs) {
  const checked = (storagePath: string) => {
    if (!STORAGE_PATH.test(storagePath)) throw new Error(`not a storage path: ${storagePath}`);
    return storagePath;
  };

  async function write(upload: Upload, rule: UploadRule): Promise<StoredFile> {
    if (!FOLDER.test(rule.folder)) throw new Error(`not a storage folder: ${rule.folder}`);
    const type = checkUpload(upload.bytes, rule);
    const storagePath = `${rule.folder}/${randomUUID()}.${FILE_TYPES[type].extension}`;
    await blobs.put(storagePath, upload.bytes);
    return {
      storagePath,
      fileName: safeFileName(upload.fileName, type, "file"),
      size: upload.bytes.byteLength,
      type,
    };
  }

  return {
    /**
     * Stores the file, then runs `record` (the caller's transaction, which references it). The
     * file is removed again when `record` fails, or when `keep` says its result does not need the
     * file (a replayed submission answered by the first one).
     */
    async save<T>(
      upload: Upload,
      rule: UploadRule,
      record: (file: StoredFile) => Promise<T>,
      keep: (result: T) => boolean = () => true,
    ): Promise<T> {
      const file = await write(upload, rule);
      let result: T;
      try {
        result = await record(file);
      } catch (error) {
        await blobs.delete(file.storagePath);
        throw error;
      }
      if (!keep(result)) await blobs.delete(file.storagePath);
      return result;
    },

    /** Removes a stored file (gone already is fine): a replaced or deleted photo. */
    async remove(storagePath: string): Promise<void> {
      await blobs.delete(checked(storagePath));
    },

    /** A stored file's bytes; only paths this store made are accepted. */
    async read(storagePath: string): Promise<Buffer> {
      return blobs.get(checked(storagePath));
    },
  };
}

/**
 * Files in a directory: written to a temporary name, flushed, then renamed into place, so a crash
 * never leaves half a file under a name the database knows. Several hosts need it on a shared volume.
 */
export function directoryBlobs(root: string): Blobs {
  const locate = (storagePath: string) => path.join(path.resolve(root), storagePath);
  return {
    async put(storagePath, bytes) {
      const target = locate(storagePath);
      const folder = path.dirname(target);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const temporary = path.join(folder, `.${randomUUID()}.tmp`);
      try {
        const file = await open(temporary, "wx", 0o600);
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await syncDirectory(folder);
    },
    get: (storagePath) => readFile(locate(storagePath)),
    delete: (storagePath) => rm(locate(storagePath), { force: true }),
  };
}

/** Files as rows of `stored_files`: one statement each, so a file is there whole or not at all. */
export function databaseBlobs(database: () => Promise<Database>): Blobs {
  return {
    async put(storagePath, bytes) {
      await (await database()).insert(storedFiles).values({ storagePath, bytes, size: bytes.byteLength });
    },
    async get(storagePath) {
      const [row] = await (await database())
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.storagePath, storagePath));
      if (!row) throw Object.assign(new Error(`no stored file ${storagePath}`), { code: "ENOENT" });
      return Buffer.from(row.bytes);
    },
    async delete(storagePath) {
      await (await database()).delete(storedFiles).where(eq(storedFiles.storagePath, storagePath));
    },
  };
}

export type FileStore = ReturnType<typeof fileStore>;

/** Makes a rename durable (Linux needs the directory flushed too); best effort elsewhere. */
async function syncDirectory(directory: string) {
  const handle = await open(directory, "r").catch(() => null);
  try {
    await handle?.sync();
  } catch {
    // Some platforms cannot flush a directory; the rename itself is still atomic.
  } finally {
    await handle?.close();
  }
}
