// Lead ingestion benchmark (issue 3): quote requests over HTTP with many concurrent clients,
// against the raw insert rate of the same rows straight into the database, on PGlite and on
// PostgreSQL. Run with `npm run bench`; results go to stdout (and bench/out/leads.json).
//
// Environment: BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_PROCESSES (app processes on
// PostgreSQL, 2), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL).
import { createHmac, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";
import { BENCH_SECRET, startAppServer, stopAppServer, withFreshPostgres } from "./support.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORT = Number(process.env.BENCH_PORT ?? 4100);

type Result = {
  engine: string;
  leadsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  rawPerSecond: number;
  ratio: number;
};

// Same signature as app/server/leads/form-token.server.ts (the server checks it).
function formToken() {
  const payload = `${randomUUID()}.${Date.now() - 60_000}`;
  return `${payload}.${createHmac("sha256", BENCH_SECRET).update(`quote-form:${payload}`).digest("base64url")}`;
}

let counter = 0;
function leadBody() {
  counter += 1;
  return new URLSearchParams({
    _step: "3",
    _token: formToken(),
    situation: "couple",
    couverture: "hospitalisation",
    nom: "Durand",
    prenom: "Claire",
    email: `bench.${counter}.${randomUUID().slice(0, 8)}@example.fr`,
    telephone: "06 12 34 56 78",
    consentPrivacy: "on",
  }).toString();
}

/** The app as the bench drives it: many clients from one address, the anti-bot delay off. */
const startServer = (env: Record<string, string>) =>
  startAppServer(PORT, { TRUST_PROXY: "loopback", LEAD_MIN_FILL_MS: "0", ...env });

async function loadTest() {
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/sante-senior`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              // A distinct client per request, so the per-client limit does not cap the run.
              "x-forwarded-for": `2001:db8::${(n % 65_535).toString(16)}:${Math.floor(n / 65_535).toString(16)}`,
            },
            body: leadBody(),
          };
        },
      },
    ],
  });
  const ok = result["3xx"] + result["2xx"];
  return {
    leadsPerSecond: ok / SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx - result["3xx"] + result.errors,
  };
}

/** The migrations, as committed, split at drizzle's statement breakpoints. */
function migrationStatements() {
  return fs
    .readdirSync("drizzle")
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) => fs.readFileSync(path.join("drizzle", file), "utf8").split("--> statement-breakpoint"))
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** The rows one accepted lead writes: the lead, its submission key, three outbox messages. */
const RAW_SQL = [
  `insert into leads (reference, product, answers, last_name, first_name, email, phone, lang, consents, callback_consent, source)
   values ($1, 'healthSenior', '{"situation":"couple","couverture":["hospitalisation"]}', 'Durand', 'Claire', $2, '+33612345678', 'fr', '{"privacy":{"text":"x","at":"2026-01-01"},"callback":{"given":false,"text":"y","at":"2026-01-01"}}', false, '{"page":"/sante-senior","lang":"fr"}') returning id`,
  "insert into lead_submissions (idempotency_key, lead_id, outcome) values ($1, $2, 'created')",
  "insert into outbox (channel, topic, payload) values ('email', 'lead.notification', $1), ('email', 'lead.confirmation', $1), ('webhook', 'lead.created', $1)",
];

type Query = (sql: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

async function rawInsertRate(begin: () => Promise<{ query: Query; done: () => Promise<void> }>, parallel: number) {
  const payload = JSON.stringify({
    to: "a@b.fr",
    subject: "x".repeat(60),
    html: "x".repeat(4000),
    text: "x".repeat(1000),
  });
  let inserted = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (Date.now() < deadline) {
        const { query, done } = await begin();
        await query("begin", []);
        const { rows } = await query(RAW_SQL[0] as string, [`DV-${randomUUID()}`, `raw.${randomUUID()}@example.fr`]);
        await query(RAW_SQL[1] as string, [randomUUID(), rows[0]?.id]);
        await query(RAW_SQL[2] as string, [payload]);
        await query("commit", []);
        await done();
        inserted += 1;
      }
    }),
  );
  return inserted / SECONDS;
}

async function benchPglite(): Promise<Result> {
  const dir = path.resolve("data/bench-pglite");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
  const server = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
  const http = await loadTest();
  await stopAppServer(server);

  const rawDir = path.resolve("data/bench-pglite-raw");
  fs.rmSync(rawDir, { recursive: true, force: true });
  fs.mkdirSync(rawDir, { recursive: true });
  const db = new PGlite(rawDir);
  for (const statement of migrationStatements()) await db.exec(statement);
  // PGlite is one connection: one transaction at a time, as inside the app.
  const rawPerSecond = await rawInsertRate(
    async () => ({ query: (sql, params) => db.query(sql, params), done: async () => {} }),
    1,
  );
  await db.close();
  return { engine: "pglite", ...http, rawPerSecond, ratio: http.leadsPerSecond / rawPerSecond };
}

async function benchPostgres(): Promise<Result> {
  const http = await withFreshPostgres(PG_URL, async (url) => {
    const server = await startServer({ DATABASE_URL: url, WEB_CONCURRENCY: process.env.BENCH_PROCESSES ?? "2" });
    try {
      return await loadTest();
    } finally {
      await stopAppServer(server);
    }
  });

  const rawPerSecond = await withFreshPostgres(PG_URL, async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on("error", () => {});
    try {
      for (const statement of migrationStatements()) await pool.query(statement);
      return await rawInsertRate(async () => {
        const client = await pool.connect();
        return { query: (sql, params) => client.query(sql, params), done: async () => client.release() };
      }, 10);
    } finally {
      await pool.end();
    }
  });
  return { engine: "postgres", ...http, rawPerSecond, ratio: http.leadsPerSecond / rawPerSecond };
}

const results: Result[] = [await benchPglite()];
if (PG_URL) results.push(await benchPostgres());

const round = (n: number) => Math.round(n * 10) / 10;
process.stdout.write(`\nLead ingestion, ${CONNECTIONS} concurrent clients, ${SECONDS} s per run\n\n`);
process.stdout.write(
  "| engine | leads/s (HTTP) | p50 ms | p99 ms | errors | raw inserts/s | HTTP / raw |\n|---|---|---|---|---|---|---|\n",
);
for (const r of results) {
  process.stdout.write(
    `| ${r.engine} | ${round(r.leadsPerSecond)} | ${r.p50} | ${r.p99} | ${r.errors} | ${round(r.rawPerSecond)} | ${Math.round(r.ratio * 100)} % |\n`,
  );
}
fs.mkdirSync("bench/out", { recursive: true });
fs.writeFileSync(
  "bench/out/leads.json",
  JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, results }, null, 2),
);
