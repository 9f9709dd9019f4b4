import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestFilePath } from "~/paths/customer-area";
import { SITE_PATHS } from "~/paths/site";
import { ACCESS_CODE, startServer } from "../support/built-servers";
import { HttpVisitor } from "../support/http-client";
import { migratedPostgresTemplate } from "../support/migrated-databases";
import { createPostgresDatabase } from "../support/postgres-databases";
import { sampleForm } from "../support/quote-samples";
import { startHttpReceiver, startSmtpReceiver } from "../support/receivers";

/**
 * Two production processes on one PostgreSQL database behind one address (issue 28): a local
 * proxy in front sends each request to the next instance in turn (or to the one a test names
 * with `X-Instance`), as a load balancer would. What one instance does, the other must honour:
 * sessions, the gate, rate limits, a form's idempotency, the outbox (each message once), uploads
 * (in the database, each instance with a directory of its own as on two hosts), round-robin
 * assignment. Scheduled jobs' once-per-period claim across processes is proven in
 * tests/integration/scheduled-jobs.test.ts (two runners on one database).
 */
const base = process.env.TEST_DATABASE_URL;
/** The smallest PDF a reader opens (uploads are parsed before they are stored). */
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

type Instance = Awaited<ReturnType<typeof startServer>>;

describe.skipIf(!base)("two instances on one database", () => {
  let instances: Instance[] = [];
  let proxy: http.Server;
  let siteUrl = "";
  let databaseUrl = "";
  let drop = async () => {};
  let uploadsDir = "";
  const served: string[] = [];
  let webhook: Awaited<ReturnType<typeof startHttpReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

  beforeAll(async () => {
    const database = await createPostgresDatabase(base as string, await migratedPostgresTemplate());
    databaseUrl = database.url;
    drop = database.drop;
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "instances-uploads-"));
    webhook = await startHttpReceiver();
    smtp = await startSmtpReceiver();
    let turn = 0;
    proxy = http.createServer((req, res) => {
      const named = req.headers["x-instance"];
      const index = named === "a" ? 0 : named === "b" ? 1 : turn++ % 2;
      const target = new URL(instances[index]?.own ?? "");
      served.push(`${"ab"[index]} ${req.method} ${req.url}`);
      const forwarded = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on("error", () => res.writeHead(502).end());
      req.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const environment = {
      SITE_ACCESS_CODE: ACCESS_CODE,
      LEAD_WEBHOOK_URL: webhook.url,
      LEAD_WEBHOOK_SECRET: `whsec_${Buffer.from("instances-webhook-secret-0123456789").toString("base64")}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: "site@courtier.example",
      FILE_STORAGE: "database",
    };
    // Each its own uploads directory, as on two hosts: files go to the database (FILE_STORAGE).
    const on = (host: string) => ({ databaseUrl, uploadsDir: path.join(uploadsDir, host), siteUrl });
    // One after the other: the second finds the migrations done (the first held the lock).
    instances = [await startServer(environment, on("a")), await startServer(environment, on("b"))];
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await new Promise((resolve) => proxy?.close(resolve));
    await webhook?.close();
    await smtp?.close();
    await drop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  const query = async <T>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const on = (instance: "a" | "b") => ({ "X-Instance": instance });

  it("the gate's cookie from one instance admits on the other, and wrong codes are counted across both", async () => {
    const visitor = new HttpVisitor(siteUrl);
    const admitted = await visitor.post("/login", { code: ACCESS_CODE }, { headers: on("a") });
    expect(admitted.status).toBe(302);
    expect((await visitor.get("/assurance-emprunteur", on("b"))).status).toBe(200);

    const guesser = new HttpVisitor(siteUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await guesser.post("/login", { code: "0000" }, { headers: on(i % 2 ? "b" : "a") })).status);
    }
    // Ten tries per client whichever instance answers them; the eleventh is refused by the other one.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it("a customer signed in on one instance is signed in on the other, and signed out on both", async () => {
    const visitor = await admittedVisitor();
    const owner = await visitor.hook<{ email: string; password: string }>("customer");
    const signIn = await visitor.post(
      "/espace-client/connexion",
      { email: owner.email, password: owner.password },
      { headers: on("a") },
    );
    expect(signIn.status).toBe(302);
    const home = await visitor.get("/espace-client", on("b"));
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Mes contrats");
    expect((await visitor.post("/espace-client/deconnexion", {}, { headers: on("b") })).status).toBe(302);
    const after = await visitor.get("/espace-client", on("a"));
    expect(after.status).toBe(302);
  });

  it("a file uploaded through one instance is downloaded through the other", async () => {
    const visitor = await admittedVisitor();
    const owner = await visitor.hook<{ email: string; password: string }>("customer");
    await visitor.post("/espace-client/connexion", { email: owner.email, password: owner.password });
    const formPage = await visitor.get("/espace-client/documents/envoyer", on("a"));
    const token = /name="_token" value="([^"]+)"/.exec(await formPage.text())?.[1] ?? "";
    const form = new FormData();
    form.append("_token", token);
    form.append("type", "justificatif");
    form.append("file", new File([PDF], "justificatif.pdf", { type: "application/pdf" }));
    const sent = await fetch(`${siteUrl}/espace-client/documents/envoyer`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: {
        Cookie: visitor.jar.header(),
        Origin: siteUrl,
        "X-Instance": "a",
        "X-Forwarded-For": visitor.clientIp,
      },
    });
    expect(sent.status, await sent.clone().text()).toBe(302);
    const [file] = await query<{ reference: string; id: string }>(
      `select r.reference, f.id from customer_request_files f join customer_requests r on r.id = f.request_id
       join users u on u.id = r.customer_id where u.email = $1`,
      [owner.email],
    );
    expect(file).toBeDefined();
    const download = await visitor.get(requestFilePath(file?.reference ?? "", file?.id ?? ""), on("b"));
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
  });

  it("one quote sent to both instances at once is one lead; leads take turns among advisers; each message goes out once", async () => {
    const staff = await admittedVisitor();
    const advisers = [await staff.hook<{ id: string }>("staff", { role: "adviser", enrolled: true })];
    advisers.push(await staff.hook<{ id: string }>("staff", { role: "adviser", enrolled: true }));

    const emails: string[] = [];
    for (let i = 0; i < 4; i++) {
      const visitor = await admittedVisitor();
      const page = await visitor.get(SITE_PATHS.borrowerQuote, on(i % 2 ? "b" : "a"));
      const token = /name="_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
      const email = `instances.${i}.${crypto.randomUUID().slice(0, 6)}@example.fr`;
      emails.push(email);
      const form = sampleForm("borrower");
      form.set("email", email);
      form.set("_token", token);
      const body = Object.fromEntries(form) as Record<string, string>;
      // The same form (same idempotency key) posted to both instances at the same moment: a double click.
      const answers = await Promise.all([
        visitor.post(SITE_PATHS.borrowerQuote, form.toString(), {
          type: "application/x-www-form-urlencoded",
          headers: on("a"),
        }),
        visitor.post(SITE_PATHS.borrowerQuote, form.toString(), {
          type: "application/x-www-form-urlencoded",
          headers: on("b"),
        }),
      ]);
      expect(
        answers.map((a) => a.status).every((s) => s < 400),
        JSON.stringify(body),
      ).toBe(true);
    }
    const rows = await query<{ email: string; assigned_to: string }>(
      "select email, assigned_to from leads where email = any($1)",
      [emails],
    );
    expect(rows.map((r) => r.email).sort()).toEqual([...emails].sort());
    const perAdviser = advisers.map(({ id }) => rows.filter((r) => r.assigned_to === id).length);
    expect(perAdviser).toEqual([2, 2]);

    // Both workers poll the one outbox: each lead's webhook arrives, and none twice.
    await expect
      .poll(() => new Set(webhook.requests.map(webhookId)).size, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(4);
    await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const ids = webhook.requests.map(webhookId);
    expect(ids.length).toBe(new Set(ids).size);
    const messageIds = smtp.messages.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1]);
    expect(messageIds.length).toBe(new Set(messageIds).size);
    expect(served.some((line) => line.startsWith("a "))).toBe(true);
    expect(served.some((line) => line.startsWith("b "))).toBe(true);
  });

  async function admittedVisitor() {
    const visitor = new HttpVisitor(siteUrl);
    expect((await visitor.post("/login", { code: ACCESS_CODE })).status).toBe(302);
    return visitor;
  }
});

/** The receiver's dedup key: Standard Webhooks' `webhook-id`, or the older `X-Webhook-Id`. */
function webhookId(request: { headers: http.IncomingHttpHeaders }) {
  return String(request.headers["webhook-id"] ?? request.headers["x-webhook-id"]);
}
