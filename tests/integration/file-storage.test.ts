import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveFiles, storedInDatabase } from "~/server/files/move-files.server";
import { databaseBlobs, directoryBlobs, fileStoreOn, type UploadRule } from "~/server/storage.server";
import { testDatabases } from "../support/databases";

/**
 * Uploaded files in the database (FILE_STORAGE=database, docs/decisions/0026): the same store,
 * whole files or nothing, and the script that moves existing files from the directory and back.
 */
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const DOCUMENTS: UploadRule = { folder: "documents", accept: ["pdf"], maxBytes: 12 * 1024 * 1024 };
/** A 10 MB PDF: the largest a customer may send. */
const bigPdf = () => {
  const bytes = new Uint8Array(10 * 1024 * 1024);
  bytes.set(PDF);
  for (let i = PDF.length; i < bytes.length; i++) bytes[i] = (i * 7) % 251;
  return bytes;
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "file-storage-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe.each(testDatabases())("files in the database on $name", ({ handle }) => {
  const db = () => handle().db;
  const store = () => fileStoreOn(databaseBlobs(async () => db()));

  it("stores a file whole, reads it back, and removes it", async () => {
    // 10 MB on PostgreSQL, the backend's engine; the embedded one (refused for FILE_STORAGE=database)
    // only runs the same code on a small file.
    const big = handle().kind === "postgres" ? bigPdf() : PDF;
    const file = await store().save({ fileName: "relevé.pdf", bytes: big }, DOCUMENTS, async (stored) => stored);
    expect(file).toMatchObject({ type: "pdf", size: big.byteLength, fileName: "relevé.pdf" });
    expect(new Uint8Array(await store().read(file.storagePath))).toEqual(big);
    await store().remove(file.storagePath);
    await expect(store().read(file.storagePath)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("takes the file back when the record that references it fails", async () => {
    let made = "";
    await expect(
      store().save({ fileName: "a.pdf", bytes: PDF }, DOCUMENTS, async (stored) => {
        made = stored.storagePath;
        throw new Error("the record failed");
      }),
    ).rejects.toThrow("the record failed");
    expect(await storedInDatabase(db(), made)).toBe(false);
  });

  it("reads only paths it made", async () => {
    await expect(store().read("../etc/passwd")).rejects.toThrow(/not a storage path/);
  });

  it("moves the directory's files into the database and back, verified, once", async () => {
    const directory = path.join(root, handle().kind);
    const onDisk = fileStoreOn(directoryBlobs(directory));
    const saved = await onDisk.save({ fileName: "cv.pdf", bytes: PDF }, DOCUMENTS, async (stored) => stored);

    expect(await moveFiles(db(), directory, "database")).toMatchObject({ copied: 1, alreadyThere: 0 });
    expect(await moveFiles(db(), directory, "database")).toMatchObject({ copied: 0, alreadyThere: 1 });
    expect(new Uint8Array(await store().read(saved.storagePath))).toEqual(PDF);

    const elsewhere = path.join(root, `${handle().kind}-back`);
    const back = await moveFiles(db(), elsewhere, "directory", { removeSource: true });
    expect(back.copied).toBeGreaterThanOrEqual(1);
    expect(new Uint8Array(await readFile(path.join(elsewhere, saved.storagePath)))).toEqual(PDF);
    expect(await storedInDatabase(db(), saved.storagePath)).toBe(false);
    expect((await readdir(path.join(elsewhere, "documents"))).some((name) => name.endsWith(".tmp"))).toBe(false);
  });
});
