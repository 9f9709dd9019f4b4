import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_PATHS } from "~/paths/site";
import { startServer } from "../support/built-servers";
import { HttpVisitor } from "../support/http-client";
import { migratedPostgresTemplate } from "../support/migrated-databases";
import { createPostgresDatabase } from "../support/postgres-databases";
import { sampleForm } from "../support/quote-samples";
import { type ReceivedMail, startHttpReceiver, startSmtpReceiver } from "../support/receivers";

/**
 * kill -9 of the app in the middle of a burst of quote requests (issue 28's faults), on
 * PostgreSQL: after a restart on the same database, every request that got its success answer is
 * stored, and each of its messages reaches its receiver under one id (the webhook's `webhook-id`,
 * the e-mail's `Message-ID`), however many times a crash made it go out.
 */
const base = process.env.TEST_DATABASE_URL;
const BURST = 24;

describe.skipIf(!base)("the app killed during a burst of leads", () => {
  let drop = async () => {};
  let databaseUrl = "";
  const running: Array<Awaited<ReturnType<typeof startServer>>> = [];
  let webhook: Awaited<ReturnType<typeof startHttpReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let environment: Record<string, string> = {};

  beforeAll(async () => {
    const database = await createPostgresDatabase(base as string, await migratedPostgresTemplate());
    databaseUrl = database.url;
    drop = database.drop;
    // A slow receiver: messages are in flight when the process dies.
    webhook = await startHttpReceiver([], { beforeAnswer: () => new Promise((resolve) => setTimeout(resolve, 50)) });
    smtp = await startSmtpReceiver();
    environment = {
      LEAD_WEBHOOK_URL: webhook.url,
      LEAD_WEBHOOK_SECRET: `whsec_${Buffer.from("crash-webhook-secret-0123456789").toString("base64")}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: "site@courtier.example",
    };
  }, 60_000);

  afterAll(async () => {
    for (const server of running) await server.stop();
    await webhook?.close();
    await smtp?.close();
    await drop();
  });

  it("keeps every acknowledged lead and delivers each of its messages under one id", { timeout: 240_000 }, async () => {
    const first = await startServer(environment, { databaseUrl, uploadsDir: "data/uploads", siteUrl: "" });
    running.push(first);
    const forms = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const visitor = new HttpVisitor(first.url);
        const page = await visitor.get(SITE_PATHS.borrowerQuote);
        const token = /name="_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
        const form = sampleForm("borrower");
        form.set("email", `crash.${i}.${crypto.randomUUID().slice(0, 6)}@example.fr`);
        form.set("_token", token);
        return { visitor, form };
      }),
    );

    let answered = 0;
    const outcomes = forms.map(({ visitor, form }) =>
      visitor
        .post(SITE_PATHS.borrowerQuote, form.toString(), { type: "application/x-www-form-urlencoded" })
        .then((response) => {
          answered++;
          return { email: form.get("email") as string, acknowledged: response.status === 302 };
        })
        .catch(() => ({ email: form.get("email") as string, acknowledged: false })),
    );
    // Killed once a few have their answer: the rest are in the server, half done, or not yet read.
    await expect.poll(() => answered, { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(4);
    first.child.kill("SIGKILL");
    const results = await Promise.all(outcomes);
    const acknowledged = results.filter((r) => r.acknowledged).map((r) => r.email);
    expect(acknowledged.length).toBeGreaterThanOrEqual(4);

    const second = await startServer(environment, { databaseUrl, uploadsDir: "data/uploads", siteUrl: "" });
    running.push(second);

    const stored = await leads(databaseUrl);
    for (const email of acknowledged) expect(stored.has(email), email).toBe(true);

    // Every stored lead (acknowledged or stored just before the kill): its webhook arrives, under one id.
    const references = [...stored.values()];
    const idsOf = (reference: string) =>
      new Set(webhook.requests.filter((r) => r.body.includes(reference)).map((r) => webhookId(r.headers)));
    await expect
      .poll(() => references.filter((reference) => idsOf(reference).size === 0).length, { timeout: 90_000 })
      .toBe(0);
    for (const reference of references) expect(idsOf(reference).size, reference).toBe(1);

    // And each prospect's confirmation e-mail, under one Message-ID.
    const mailsTo = (email: string) => smtp.messages.filter((m: ReceivedMail) => m.to.includes(email));
    await expect
      .poll(() => [...stored.keys()].filter((email) => mailsTo(email).length === 0).length, { timeout: 90_000 })
      .toBe(0);
    for (const email of stored.keys()) {
      const ids = new Set(mailsTo(email).map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1]));
      expect(ids.size, email).toBe(1);
    }
  });
});

/** Each stored lead's e-mail → reference. */
async function leads(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; reference: string }>("select email, reference from leads");
    return new Map(rows.map((row) => [row.email, row.reference]));
  } finally {
    await client.end();
  }
}

function webhookId(headers: Record<string, string | string[] | undefined>) {
  return String(headers["webhook-id"] ?? headers["x-webhook-id"]);
}
