import { beforeAll, describe, expect, it } from "vitest";
import { registerJson } from "~/server/asset-freeze/register-json";
import { HttpVisitor, servers } from "../support/http-client";

/** The smallest PDF a reader opens (as tests/support/lead-forms.ts has it, without its server imports). */
const PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
  "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

/** A multipart post as a browser sends it, its body as text (the files here are text). */
async function multipart(
  visitor: HttpVisitor,
  path: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; text: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([file.text], { type: file.type }), file.name);
  const request = new Request("http://local/", { method: "POST", body: form });
  return visitor.post(path, await request.text(), { type: request.headers.get("content-type") ?? "" });
}

/**
 * Issue 44 over HTTP against the production build: a member of staff's own training (their file
 * theirs and the admins', nobody else's), the team's year and export (admins), and the asset-freeze
 * register's screen (an upload, a replayed one, a malformed one).
 */
describe("continuing training", () => {
  let owner: HttpVisitor;
  let ownerName = "";
  let colleague: HttpVisitor;
  let admin: HttpVisitor;
  const subject = `Devoir de conseil ${crypto.randomUUID().slice(0, 8)}`;
  let fileUrl = "";

  beforeAll(async () => {
    owner = new HttpVisitor(servers().openUrl);
    ownerName = (await owner.signInAsStaff("adviser")).name;
    colleague = new HttpVisitor(servers().openUrl);
    await colleague.signInAsStaff("adviser");
    admin = new HttpVisitor(servers().openUrl);
    await admin.signInAsStaff("admin");
  });

  it("a member of staff records a training with its certificate and reads it back; a bad one is a 400 by field", async () => {
    const page = await owner.get("/backoffice/formation");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Ma formation");
    const bad = await multipart(
      owner,
      "/backoffice/formation",
      { intent: "record", day: "2026-03-10", hours: "41", subject },
      { name: "a.pdf", type: "application/pdf", text: PDF },
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Indiquez une durée entre 0,25 et 40 heures");
    const notPdf = await multipart(
      owner,
      "/backoffice/formation",
      { intent: "record", day: "2026-03-10", hours: "2", subject },
      { name: "a.pdf", type: "application/pdf", text: "<html></html>" },
    );
    expect(notPdf.status).toBe(400);
    // A certificate of several megabytes reaches the action (not a bare 413): here it is no PDF.
    const big = await multipart(
      owner,
      "/backoffice/formation",
      { intent: "record", day: "2026-03-10", hours: "2", subject },
      { name: "gros.pdf", type: "application/pdf", text: "x".repeat(3 * 1024 * 1024) },
    );
    expect(big.status).toBe(400);
    expect(await big.text()).toContain("n&#x27;est pas un PDF lisible");
    const saved = await multipart(
      owner,
      "/backoffice/formation",
      { intent: "record", day: "2026-03-10", hours: "7,5", subject },
      { name: "attestation.pdf", type: "application/pdf", text: PDF },
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/backoffice/formation?fait=record&annee=2026");
    const year = await (await owner.get("/backoffice/formation?annee=2026")).text();
    expect(year).toContain(subject);
    expect(year).toContain("7,5");
    fileUrl = year.match(/href="(\/backoffice\/formation\/fichiers\/[0-9a-f-]{36})"/)?.[1] ?? "";
    expect(fileUrl).not.toBe("");
    const file = await owner.get(fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
  });

  it("another adviser finds neither the record nor the file, nor the team's pages", async () => {
    expect(fileUrl).not.toBe("");
    expect((await colleague.get(fileUrl)).status).toBe(404);
    expect(await (await colleague.get("/backoffice/formation?annee=2026")).text()).not.toContain(subject);
    expect((await colleague.get("/backoffice/formation/equipe")).status).toBe(403);
    expect((await colleague.get("/backoffice/formation/equipe/export.csv?annee=2026")).status).toBe(403);
  });

  it("an admin sees everyone's year with the flags, a member's page, the file and the year's export", async () => {
    const team = await admin.get("/backoffice/formation/equipe?annee=2026");
    expect(team.status).toBe(200);
    const html = await team.text();
    expect(html).toContain(ownerName);
    const memberLink = html.match(/href="(\/backoffice\/formation\/equipe\/[^"?]+)\?annee=2026"[^>]*>[^<]*</g) ?? [];
    const ownerLink = memberLink.find((link) => link.includes(`>${ownerName}<`))?.match(/href="([^"?]+)/)?.[1];
    expect(ownerLink).toBeDefined();
    const member = await admin.get(`${ownerLink}?annee=2026`);
    expect(member.status).toBe(200);
    expect(await member.text()).toContain(subject);
    expect((await admin.get(fileUrl)).status).toBe(200);
    expect((await admin.get("/backoffice/formation/equipe/pas-un-id")).status).toBe(404);
    const csv = await admin.get("/backoffice/formation/equipe/export.csv?annee=2026");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/formation-2026-/);
    const text = await csv.text();
    expect(text).toContain(subject);
    expect(text).toContain(`;"7,5";`);
  });

  it("a customer is sent to the staff sign-in for every training address", async () => {
    const customer = new HttpVisitor(servers().openUrl);
    const person = await customer.hook<{ email: string; password: string }>("customer");
    await customer.signInAsCustomer(person.email, person.password);
    for (const path of ["/backoffice/formation", fileUrl, "/backoffice/formation/equipe/export.csv"]) {
      const response = await customer.get(path);
      expect([302, 303, 401, 403, 404], path).toContain(response.status);
      expect(await response.text(), path).not.toContain(subject);
    }
  });
});

describe("the asset-freeze register's screen", () => {
  let admin: HttpVisitor;
  beforeAll(async () => {
    admin = new HttpVisitor(servers().openUrl);
    await admin.signInAsStaff("admin");
  });

  it("imports an uploaded register once, says so when it comes again, and refuses a malformed file with its reason", async () => {
    const page = await admin.get("/backoffice/gels-avoirs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Gel des avoirs");
    const malformed = await multipart(
      admin,
      "/backoffice/gels-avoirs",
      { intent: "upload" },
      { name: "registre.json", type: "application/json", text: "<html>maintenance</html>" },
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("Ce fichier n&#x27;est pas du JSON");
    const big = await multipart(
      admin,
      "/backoffice/gels-avoirs",
      { intent: "upload" },
      { name: "registre.json", type: "application/json", text: `[${"0,".repeat(2 * 1024 * 1024)}0]` },
    );
    expect(big.status).toBe(400);
    expect(await big.text()).toContain("n&#x27;est pas le registre des gels");
    // A publication newer than any other test's (an older one is refused).
    const raw = registerJson(new Date(Date.now() + 60_000 + Math.floor(Math.random() * 1e6)).toISOString(), [
      { registryId: 99001, lastName: `Fictif${crypto.randomUUID().slice(0, 6)}`, firstNames: ["Jean"] },
    ]);
    const file = { name: "registre.json", type: "application/json", text: raw };
    const imported = await multipart(admin, "/backoffice/gels-avoirs", { intent: "upload" }, file);
    expect(imported.status).toBe(200);
    expect(await imported.text()).toContain("Registre importé (version");
    const replayed = await multipart(admin, "/backoffice/gels-avoirs", { intent: "upload" }, file);
    expect(replayed.status).toBe(200);
    expect(await replayed.text()).toContain("déjà importé");
    const noUrl = await admin.post("/backoffice/gels-avoirs", { intent: "source", url: "pas une adresse" });
    expect(noUrl.status).toBe(400);
    const decide = await admin.post("/backoffice/gels-avoirs", {
      intent: "decide",
      matchId: crypto.randomUUID(),
      decision: "cleared",
      reason: "Homonyme",
    });
    expect(decide.status).toBe(404);
  });
});
