import { beforeAll, describe, expect, it } from "vitest";
import { HttpVisitor, servers } from "../support/http-client";

/**
 * Signatures over HTTP (issue 41), against the production build: the signer's pages and PDFs,
 * someone else's (404, never data), bad codes and bad uploads on the public check page (4xx).
 */
type Owner = { email: string; password: string; signatureId: string };

const multipart = (fields: Record<string, string>, file?: { name: string; type: string; content: string }) => {
  const boundary = `----probe${crypto.randomUUID().replaceAll("-", "")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`,
    );
  }
  return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
};

describe("signatures", () => {
  let owner: Owner;
  let signer: HttpVisitor;
  beforeAll(async () => {
    owner = await new HttpVisitor(servers().openUrl).hook<Owner>("signature");
    signer = await new HttpVisitor(servers().openUrl).signInAsCustomer(owner.email, owner.password);
  });
  const page = () => `/espace-client/signatures/${owner.signatureId}`;

  it("shows the signer the list, the page with its PDF framed by our own pages only, and says what kind of signature", async () => {
    const list = await signer.get("/espace-client/signatures");
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(page());
    const html = await (await signer.get(page())).text();
    expect(html).toContain("Conditions particulières");
    expect(html).toContain("article 25");
    const pdf = await signer.get(`${page()}/document.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(pdf.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect((await pdf.text()).startsWith("%PDF-")).toBe(true);
    // Not signed yet: no sealed copy.
    expect((await signer.get(`${page()}/signe.pdf`)).status).toBe(404);
  });

  it("answers a bad code or a missing tick with a 400 and a message, and signs nothing", async () => {
    const noTick = await signer.post(page(), { intent: "send-code" });
    expect(noTick.status).toBe(400);
    expect(await noTick.text()).toContain("J&#x27;ai lu et j&#x27;accepte");
    const badFormat = await signer.post(page(), { intent: "sign", code: "12ab" });
    expect(badFormat.status).toBe(400);
    const noCode = await signer.post(page(), { intent: "sign", code: "123456" });
    expect(noCode.status).toBe(409);
    expect((await signer.post(page(), { intent: "nonsense" })).status).toBe(400);
  });

  it("gives another customer a 404 on every address and action of someone else's request, never data", async () => {
    const intruder = new HttpVisitor(servers().openUrl);
    const person = await intruder.hook<{ email: string; password: string }>("customer");
    await intruder.signInAsCustomer(person.email, person.password);
    for (const [method, path, form] of [
      ["GET", page(), undefined],
      ["POST", page(), { intent: "send-code", consent: "on" }],
      ["POST", page(), { intent: "sign", code: "123456" }],
      ["POST", page(), { intent: "decline" }],
      ["GET", `${page()}/document.pdf`, undefined],
      ["GET", `${page()}/signe.pdf`, undefined],
      ["GET", "/espace-client/signatures/not-a-uuid", undefined],
    ] as const) {
      const response = method === "GET" ? await intruder.get(path) : await intruder.post(path, form);
      expect(response.status, `${method} ${path}`).toBe(404);
      const body = await response.text();
      expect(body).not.toContain("%PDF");
      expect(body).not.toContain(owner.email);
    }
    expect(await (await intruder.get("/espace-client/signatures")).text()).not.toContain(owner.signatureId);
  });

  it("checks uploads on the public page: no file, not a PDF, too large — each a 4xx with a message", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const get = await visitor.get("/verifier-un-document");
    expect(get.status).toBe(200);
    expect(await get.text()).toContain("Vérifier un document");
    const none = multipart({});
    const noFile = await visitor.post("/verifier-un-document", none.body, { type: none.type });
    expect(noFile.status).toBe(400);
    const text = multipart({}, { name: "x.pdf", type: "application/pdf", content: "hello, not a PDF" });
    const notPdf = await visitor.post("/verifier-un-document", text.body, { type: text.type });
    expect(notPdf.status).toBe(400);
    expect(await notPdf.text()).toContain("n&#x27;est pas un PDF");
    const fake = multipart({}, { name: "x.pdf", type: "application/pdf", content: "%PDF-1.7\nbroken" });
    expect((await visitor.post("/verifier-un-document", fake.body, { type: fake.type })).status).toBe(400);
    const huge = multipart(
      {},
      { name: "x.pdf", type: "application/pdf", content: `%PDF-1.7\n${"x".repeat(21 * 1024 * 1024)}` },
    );
    const tooLarge = await visitor.post("/verifier-un-document", huge.body, { type: huge.type });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toMatch(/dépasse 20\s?Mo/u);
    const enormous = multipart({}, { name: "x.pdf", type: "application/pdf", content: "x".repeat(25 * 1024 * 1024) });
    expect((await visitor.post("/verifier-un-document", enormous.body, { type: enormous.type })).status).toBe(413);
  });

  it("tells a PDF without any signature as such", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const pdf = await signer.get(`${page()}/document.pdf`);
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString("latin1");
    const boundary = `----probe${crypto.randomUUID().replaceAll("-", "")}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(bytes, "latin1"),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${servers().openUrl}/verifier-un-document`, {
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        Origin: servers().openUrl,
        "X-Forwarded-For": visitor.clientIp,
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-verdict="unsigned"');
  });
});
