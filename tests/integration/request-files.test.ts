import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimAction, documentAction } from "~/features/customer-requests/simple-requests.server";
import { requestFileResponse } from "~/server/customer-requests/request-file.server";
import { loadRequestHistory } from "~/server/customer-requests/request-history.server";
import "~/i18n/dictionaries.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { customerRequestFiles, customerRequests } from "~/server/db/schema/customer-requests";
import { resetEnvCache } from "~/server/env.server";
import { parsePdf } from "~/server/files/pdf-check.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { insertContract } from "../support/contract-factory";
import { answerOf, createCustomer } from "../support/customers";
import { testDatabases } from "../support/databases";
import { heicPhoto, phonePhoto, pngClaiming } from "../support/images";
import { PDF } from "../support/lead-forms";

/**
 * Issue 27, items 5 and 6: a customer's document or claim file is opened as what its first
 * bytes say it is before it is stored, and is served and shown under a clean name whose
 * extension is its type. Every hostile file here is made by the test.
 */
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), "request-files-"));
  process.env.UPLOADS_DIR = uploadsDir;
  resetEnvCache();
});
afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
  resetEnvCache();
});

const HTML = "<html><body><script>alert(document.cookie)</script></body></html>";
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** A PDF whose header comment is an HTML page: a reader opens a PDF, a browser told "html" runs a page. */
const polyglot = () => concat(text(`%PDF-1.4\n%${HTML}\n`), PDF.subarray(PDF.indexOf(0x0a) + 1));
const jpeg = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#13203b" } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#c9a96a" } })
    .png()
    .toBuffer();
/** An `ftyp` box naming HEIC, then HTML: 70 bytes. */
const fakeHeic = () =>
  concat(new Uint8Array([0, 0, 0, 0x18]), text("ftypheic\0\0\0\0mif1heic"), text(HTML)).subarray(0, 70);
/** An AVIF (AV1 in a HEIF box, brands avif + mif1) sent as a HEIC. */
const avif = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#13203b" } })
    .heif({ compression: "av1" })
    .toBuffer();

async function customer(db: Database) {
  const person = await createCustomer(db);
  const identity: CustomerIdentity = { id: person.id, email: person.email, name: "Fichiers", role: "customer" };
  return { identity, contract: await insertContract(db, person.id, "vehicle") };
}

function sendDocument(db: Database, who: CustomerIdentity, file: File) {
  const form = new FormData();
  form.append("_token", issueFormToken());
  form.append("type", "justificatif");
  form.append("file", file);
  const request = new Request("http://localhost/espace-client/documents/envoyer", { method: "POST", body: form });
  return documentAction(db, request, who, "fr").then((result) =>
    answerOf<{ errors: Record<string, string>; notice: string }>(result),
  );
}

/** The stored file of a sent document: its row, its download, and what the history shows. */
async function storedDocument(db: Database, who: CustomerIdentity, location: string | null) {
  const reference = new URL(location ?? "", "http://x").searchParams.get("envoye") ?? "";
  const [request] = await db.select().from(customerRequests).where(eq(customerRequests.reference, reference));
  const [row] = await db
    .select()
    .from(customerRequestFiles)
    .where(eq(customerRequestFiles.requestId, request?.id ?? ""));
  if (!row || !request) throw new Error(`no file stored for ${reference}`);
  const response = await requestFileResponse(db, who, reference, row.id);
  const history = (await loadRequestHistory(db, who)).find((item) => item.reference === reference);
  return { request, row, response, bytes: new Uint8Array(await response.arrayBuffer()), history };
}

describe.each(testDatabases())("customer request files on $name", ({ handle }) => {
  const db = () => handle().db;

  it.each([
    ["a PDF+HTML polyglot called polyglot.html", polyglot, "polyglot.html", "polyglot.pdf"],
    ["a PDF called photo.jpg", () => PDF, "photo.jpg", "photo.pdf"],
    ["a PNG called facture\u202Egnp.exe", png, "facture\u202Egnp.exe", "facturegnp.png"],
  ])("serves %s under a clean name with its type's extension", async (_, make, sentName, served) => {
    const { identity } = await customer(db());
    const answer = await sendDocument(db(), identity, new File([await make()], sentName));
    expect(answer.status).toBe(302);
    const stored = await storedDocument(db(), identity, answer.location);
    expect(stored.row.fileName).toBe(served);
    expect(stored.request.details.fileName).toBe(served);
    const disposition = stored.response.headers.get("Content-Disposition") ?? "";
    expect(disposition).toContain(`filename="${served.replace(/[^\x20-\x7e]/g, "_")}"`);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(served)}`);
    expect(disposition).not.toMatch(/%E2%80%AE|\.html|\.exe|\.jpg/i);
    // Never rendered by the browser, whatever it holds: downloaded, not sniffed, and sandboxed if opened.
    expect(disposition).toMatch(/^attachment;/);
    expect(stored.response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(stored.response.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
    expect(stored.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(stored.history?.files.map((file) => file.fileName)).toEqual([served]);
  });

  it("cleans the names of files stored before, when shown and when served", async () => {
    const { identity } = await customer(db());
    const answer = await sendDocument(db(), identity, new File([PDF], "avant.pdf"));
    const stored = await storedDocument(db(), identity, answer.location);
    // As rows were written before names were cleaned: the customer's name, byte for byte.
    await db()
      .update(customerRequestFiles)
      .set({ fileName: "facture\u202Egnp.exe" })
      .where(eq(customerRequestFiles.id, stored.row.id));
    await db()
      .update(customerRequests)
      .set({ details: { ...stored.request.details, fileName: "facture\u202Egnp.exe" } })
      .where(eq(customerRequests.id, stored.request.id));
    const again = await storedDocument(db(), identity, answer.location);
    expect(again.response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="facturegnp.pdf"; filename*=UTF-8''facturegnp.pdf`,
    );
    expect(again.history?.files[0]?.fileName).toBe("facturegnp.pdf");
    expect(again.history?.details.fileName).toBe("facturegnp.pdf");
  });

  it("keeps only the picture of an image: trailing HTML and the EXIF position are gone, the photo upright", async () => {
    const { identity } = await customer(db());
    const trailing = await sendDocument(db(), identity, new File([concat(await jpeg(), text(HTML))], "scan.jpg"));
    expect(trailing.status).toBe(302);
    const scan = await storedDocument(db(), identity, trailing.location);
    expect(Buffer.from(scan.bytes).includes("<script")).toBe(false);
    expect(await sharp(scan.bytes).metadata()).toMatchObject({ format: "jpeg", width: 120, height: 80 });

    const photo = await sendDocument(db(), identity, new File([await phonePhoto(640, 480)], "constat.jpg"));
    expect(photo.status).toBe(302);
    const stored = await storedDocument(db(), identity, photo.location);
    const metadata = await sharp(stored.bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 480, height: 640 });
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from(stored.bytes).includes("PhoneMaker")).toBe(false);
    expect(stored.row.size).toBe(stored.bytes.byteLength);
  });

  it("turns an iPhone HEIC into a JPEG named .jpg", async () => {
    const { identity } = await customer(db());
    const answer = await sendDocument(db(), identity, new File([heicPhoto()], "IMG_0042.HEIC"));
    expect(answer.status).toBe(302);
    const stored = await storedDocument(db(), identity, answer.location);
    expect(stored.row).toMatchObject({ fileName: "IMG_0042.jpg", contentType: "jpeg" });
    expect(stored.response.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await sharp(stored.bytes).metadata()).format).toBe("jpeg");
  });

  it.each([
    ["a 40-byte truncated PNG", async () => (await png()).subarray(0, 40), "x.png", "requests.errors.fileUnreadable"],
    ["a HEIC header followed by HTML", fakeHeic, "x.heic", "requests.errors.fileUnreadable"],
    ["an AVIF sent as HEIC", avif, "x.heic", "requests.errors.fileUnreadable"],
    ["a PDF header followed by HTML", () => text(`%PDF-1.7\n${HTML}`), "x.pdf", "requests.errors.fileUnreadable"],
    ["a cut-short PDF", () => PDF.subarray(0, 60), "x.pdf", "requests.errors.fileUnreadable"],
    ["a 20000×20000 PNG", () => pngClaiming(20_000, 20_000), "x.png", "requests.errors.imageTooLarge"],
  ])("refuses %s with a clear message and a 400, storing nothing", async (_, make, name, message) => {
    const { identity } = await customer(db());
    const before = await readdir(path.join(uploadsDir, "requests")).catch(() => [] as string[]);
    const answer = await sendDocument(db(), identity, new File([await make()], name));
    expect(answer.status).toBe(400);
    expect(answer.data?.errors.file).toBe(message);
    expect(await readdir(path.join(uploadsDir, "requests")).catch(() => [])).toEqual(before);
    expect(await db().select().from(customerRequests).where(eq(customerRequests.customerId, identity.id))).toEqual([]);
  });

  it("checks every file of a claim: one unreadable among good ones refuses the claim", async () => {
    const { identity, contract } = await customer(db());
    const form = new FormData();
    for (const [name, value] of Object.entries({
      _token: issueFormToken(),
      eventDate: "2026-01-10",
      place: "Lyon",
      kind: "glass",
      description: "Pare-brise fissuré.",
      thirdParty: "no",
    }))
      form.append(name, value);
    form.append("files", new File([PDF], "constat.pdf"));
    form.append("files", new File([await jpeg()], "photo.jpg"));
    form.append("files", new File([fakeHeic()], "photo.heic"));
    const request = new Request(`http://localhost/espace-client/contrats/${contract.reference}/sinistre`, {
      method: "POST",
      body: form,
    });
    const answer = await answerOf<{ errors: Record<string, string> }>(
      await claimAction(db(), request, identity, "fr", contract.reference),
    );
    expect(answer.status).toBe(400);
    expect(answer.data?.errors.files).toBe("requests.errors.fileUnreadable");
  });
});

describe.each(testDatabases())("a full or read-only uploads directory on $name", ({ handle }) => {
  const db = () => handle().db;

  it("tells the customer nothing was sent, and leaves no row and no half-written file", async () => {
    // A file where the requests' folder should be: every write under it fails, as on a full or
    // read-only disk (a permission would not stop the root user the tests may run as).
    const broken = await mkdtemp(path.join(tmpdir(), "broken-uploads-"));
    await writeFile(path.join(broken, "requests"), "not a folder");
    process.env.UPLOADS_DIR = broken;
    resetEnvCache();
    try {
      const { identity } = await customer(db());
      const answer = await sendDocument(db(), identity, new File([PDF], "avis.pdf"));
      expect(answer.status).toBe(503);
      expect(answer.data?.notice).toBe("requests.errors.storage");
      expect(answer.data?.errors.file).toBe("requests.errors.storage");
      const rows = await db().select().from(customerRequests).where(eq(customerRequests.customerId, identity.id));
      expect(rows).toEqual([]);
      expect(await readdir(broken)).toEqual(["requests"]);
    } finally {
      process.env.UPLOADS_DIR = uploadsDir;
      resetEnvCache();
      await rm(broken, { recursive: true, force: true });
    }
  });
});

describe("parsePdf", () => {
  it("opens a PDF, a polyglot PDF too, and nothing that only starts like one", async () => {
    expect(await parsePdf(PDF)).toBe(true);
    expect(await parsePdf(polyglot())).toBe(true);
    expect(await parsePdf(text("%PDF-1.4\n%%EOF\n"))).toBe(false);
  });
});
