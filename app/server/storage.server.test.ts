import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanFileName, type FileStore, fileStore, type UploadRule } from "./storage.server";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const DOCUMENTS: UploadRule = { folder: "documents", accept: ["pdf", "png", "jpeg"], maxBytes: 1024 };

let root: string;
let store: FileStore;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "storage-"));
  store = fileStore(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const filesIn = (folder: string) => readdir(path.join(root, folder)).catch(() => [] as string[]);
const saveAndKeep = (bytes: Uint8Array, fileName = "scan.pdf", rule = DOCUMENTS) =>
  store.save({ fileName, bytes }, rule, async (file) => file);

describe("file storage", () => {
  it("stores a file under a name it makes, readable only by its owner, and reads it back", async () => {
    const file = await saveAndKeep(PDF, "../../etc/Relevé\u0000 mai.pdf");
    expect(file).toMatchObject({ fileName: "Relevé mai.pdf", size: PDF.byteLength, type: "pdf" });
    expect(file.storagePath).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
    expect(new Uint8Array(await store.read(file.storagePath))).toEqual(PDF);
    expect((await stat(path.join(root, file.storagePath))).mode & 0o777).toBe(0o600);
    expect(await filesIn("documents")).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });

  it("names a file by its content, whatever the sender called it", async () => {
    const file = await saveAndKeep(PNG, "photo.pdf");
    // Shown and downloaded with the extension of what it is (issue 27): a PNG called photo.pdf is photo.png.
    expect(file).toMatchObject({ type: "png", fileName: "photo.png" });
    expect(file.storagePath).toMatch(/\.png$/);
  });

  it.each([
    ["empty", new Uint8Array(), "empty"],
    [
      "too large",
      (() => {
        const big = new Uint8Array(DOCUMENTS.maxBytes + 1);
        big.set(PDF);
        return big;
      })(),
      "tooLarge",
    ],
    ["not an accepted type", new TextEncoder().encode("<html>%PDF-</html>"), "type"],
  ])("refuses a file that is %s, writing nothing", async (_case, bytes, reason) => {
    const before = await filesIn("documents");
    await expect(saveAndKeep(bytes)).rejects.toMatchObject({ name: "UploadRefused", reason });
    expect(await filesIn("documents")).toEqual(before);
  });

  it("removes the file when the record that references it fails", async () => {
    const before = await filesIn("documents");
    const failing = store.save({ fileName: "a.pdf", bytes: PDF }, DOCUMENTS, async () => {
      throw new Error("transaction rolled back");
    });
    await expect(failing).rejects.toThrow("transaction rolled back");
    expect(await filesIn("documents")).toEqual(before);
  });

  it("removes the file when the record says it is not needed (a replayed submission)", async () => {
    const before = await filesIn("documents");
    const outcome = await store.save(
      { fileName: "a.pdf", bytes: PDF },
      DOCUMENTS,
      async () => "replayed",
      (result) => result !== "replayed",
    );
    expect(outcome).toBe("replayed");
    expect(await filesIn("documents")).toEqual(before);
  });

  it("gives concurrent uploads distinct files", async () => {
    const files = await Promise.all(Array.from({ length: 20 }, () => saveAndKeep(PDF)));
    expect(new Set(files.map((file) => file.storagePath)).size).toBe(20);
  });

  it("reads only paths it made, never outside its directory", async () => {
    for (const storagePath of ["../secret.pdf", "documents/../../etc/passwd", "/etc/passwd", "documents/x.pdf"]) {
      await expect(store.read(storagePath)).rejects.toThrow(/not a storage path/);
    }
  });

  it("refuses a folder name that could leave its directory", async () => {
    const rule = { ...DOCUMENTS, folder: "../outside" };
    await expect(saveAndKeep(PDF, "a.pdf", rule)).rejects.toThrow(/not a storage folder/);
  });
});

describe("cleanFileName", () => {
  it.each([
    ["C:\\Users\\claire\\cv.pdf", "cv.pdf"],
    ["  \u0007 ", "file.pdf"],
    [`${"a".repeat(300)}.pdf`, "a".repeat(200)],
  ])("shows %j as %j", (name, shown) => {
    expect(cleanFileName(name, "file.pdf")).toBe(shown);
  });
});
