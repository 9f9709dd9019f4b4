import { beforeAll, describe, expect, it } from "vitest";
import { HttpVisitor, servers } from "../support/http-client";

/**
 * The money's imports over HTTP (issue 43), against the production build, as an admin: a file in
 * another encoding or with other columns, a replayed file, a file too large, a bad month each get
 * a 4xx and words saying what to do — never a 500.
 */
describe("collections and commissions imports", () => {
  let admin: HttpVisitor;
  beforeAll(async () => {
    admin = new HttpVisitor(servers().openUrl);
    await admin.signInAsStaff("admin");
  });

  /** A multipart post with a file, as the browser sends the import forms. */
  async function upload(path: string, fields: Record<string, string>, file: { name: string; bytes: Uint8Array }) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("file", new Blob([new Uint8Array(file.bytes)]), file.name);
    return fetch(`${admin.base}${path}`, {
      method: "POST",
      headers: { Cookie: admin.jar.header(), Origin: admin.base, "X-Forwarded-For": admin.clientIp },
      body: form,
      redirect: "manual",
    });
  }

  it("answers a rejects file with other columns, in Windows-1252, with a 400 that names the columns needed", async () => {
    const latin = Uint8Array.from([..."Nom;Prénom;Montant\nDupré;Élodie;12,50\n"].map((c) => c.charCodeAt(0)));
    const response = await upload(
      "/backoffice/prelevements",
      { intent: "rejects" },
      { name: "rejets.csv", bytes: latin },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("colonne de référence");
  });

  it("imports a pain.002 once; the same file again is a 409 saying nothing was counted twice", async () => {
    const xml = new TextEncoder().encode(
      `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt><GrpHdr><MsgId>${crypto.randomUUID()}</MsgId><CreDtTm>2027-03-09T08:00:00</CreDtTm></GrpHdr><OrgnlPmtInfAndSts><TxInfAndSts><OrgnlEndToEndId>MCNOBODY-${Date.now()}</OrgnlEndToEndId><TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>AM04</Cd></Rsn></StsRsnInf></TxInfAndSts></OrgnlPmtInfAndSts></CstmrPmtStsRpt></Document>`,
    );
    const first = await upload("/backoffice/prelevements", { intent: "rejects" }, { name: "r.xml", bytes: xml });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Références inconnues");
    const again = await upload("/backoffice/prelevements", { intent: "rejects" }, { name: "r.xml", bytes: xml });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("déjà été importé");
  });

  it("refuses a file too large or malformed XML with a 4xx, never a 500", async () => {
    const huge = new Uint8Array(5 * 1024 * 1024 + 10).fill(0x41);
    const big = await upload("/backoffice/prelevements", { intent: "rejects" }, { name: "big.csv", bytes: huge });
    expect(big.status).toBeGreaterThanOrEqual(400);
    expect(big.status).toBeLessThan(500);
    const broken = await upload(
      "/backoffice/prelevements",
      { intent: "rejects" },
      { name: "x.xml", bytes: new TextEncoder().encode("<Document><oops></Document>") },
    );
    expect(broken.status).toBe(400);
  });

  it("refuses a statement for an insurer we do not know, and a report for a month that is none", async () => {
    const response = await upload(
      "/backoffice/commissions",
      { intent: "import", insurer: "Assureur inconnu", month: "2026-11" },
      { name: "b.csv", bytes: new TextEncoder().encode("Police;Commission\nX;1\n") },
    );
    expect(response.status).toBe(404);
    expect((await admin.get("/backoffice/commissions/rapport.csv?mois=2026-13")).status).toBe(400);
    const report = await admin.get("/backoffice/commissions/rapport.csv?mois=2026-11");
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toContain("text/csv");
  });
});
