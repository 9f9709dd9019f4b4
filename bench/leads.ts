// Lead ingestion benchmark (issue 3, issue 29): quote requests over HTTP with many concurrent
// clients, against the raw insert rate of the same rows straight into the database, on PGlite and
// on PostgreSQL. Run with `npm run bench`; results go to stdout (and bench/out/leads.json).
//
// Environment: BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_PROCESSES (app processes on
// PostgreSQL, 2), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL),
// BENCH_PORT (4100).
//
// The pieces are exported for a harness that runs several benches (build first):
// `startLeadServer(engine)` then `loadTest({ port, connections, seconds })` and `stop()`,
// `rawInsertRate(engine)`, or the whole `benchLeads(engine, connections)`.
import { createHmac, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { hammer, type Target } from "./load.ts";
import { BENCH_SECRET, startAppServer, stopAppServer, withFreshPostgres } from "./support.ts";

export type Engine = "pglite" | "postgres";
export const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/test";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.BENCH_PG_URL ?? DEFAULT_PG_URL;
const PORT = Number(process.env.BENCH_PORT ?? 4100);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);

export type LoadResult = {
  leadsPerSecond: number;
  p50: number;
  p99: number;
  /** Refusals, server errors and requests left without an answer (autocannon's 10 s timeout). */
  errors: number;
};
export type Result = LoadResult & {
  engine: Engine;
  connections: number;
  leadsPerSecond: number;
  p50: number;
  p99: number;
  rawPerSecond: number;
  ratio: number;
};

// Same signature as app/server/leads/form-token.server.ts (the server checks it).
function formToken() {
  const payload = `${randomUUID()}.${Date.now() - 60_000}`;
  return `${payload}.${createHmac("sha256", BENCH_SECRET).update(`quote-form:${payload}`).digest("base64url")}`;
}

let counter = 0;
/** A complete quote request for `/sante-senior`, from a new person each time. */
export function leadBody() {
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
const startServer = (port: number, env: Record<string, string>) =>
  startAppServer(port, { TRUST_PROXY: "loopback", LEAD_MIN_FILL_MS: "0", ...env });

/**
 * The production server on a fresh database of `engine` (PGlite in data/bench-pglite, or a new
 * database on `pgUrl` with `processes` app processes), listening on `port`; `stop` removes it.
 */
export async function startLeadServer(
  engine: Engine,
  { port = PORT, pgUrl = PG_URL || DEFAULT_PG_URL, processes = PROCESSES } = {},
) {
  if (engine === "pglite") {
    const dir = path.resolve("data/bench-pglite");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.lock`, { force: true });
    const server = await startServer(port, { PGLITE_DIR: dir, DATABASE_URL: "" });
    return { port, stop: () => stopAppServer(server) };
  }
  // The database lives as long as the server: withFreshPostgres drops it once `stop` is called.
  let requestStop = () => {};
  const stopRequested = new Promise<void>((resolve) => {
    requestStop = resolve;
  });
  let ready = () => {};
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const finished = withFreshPostgres(pgUrl, async (url) => {
    const server = await startServer(port, { DATABASE_URL: url, WEB_CONCURRENCY: String(processes) });
    ready();
    await stopRequested;
    await stopAppServer(server);
  });
  await Promise.race([started, finished]);
  return {
    port,
    stop: async () => {
      requestStop();
      await finished;
    },
  };
}

let leadCount = 0;
/** Quote requests as the form posts them, each from another client address (the per-client limit does not cap the run). */
export function leadTarget(base: string): Target {
  return {
    url: `${base}/sante-senior`,
    method: "POST",
    ok: "3xx",
    next: () => {
      leadCount += 1;
      return {
        body: leadBody(),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": `2001:db8::${(leadCount % 65_535).toString(16)}:${Math.floor(leadCount / 65_535).toString(16)}`,
        },
      };
    },
  };
}

/** Complete quote requests from `connections` clients for `seconds`, each a new person and address. */
export async function loadTest({
  port = PORT,
  connections = CONNECTIONS,
  seconds = SECONDS,
} = {}): Promise<LoadResult> {
  const figure = await hammer(leadTarget(`http://127.0.0.1:${port}`), connections, seconds);
  return {
    leadsPerSecond: figure.perSecond,
    p50: figure.p50,
    p99: figure.p99,
    errors: figure.errors + figure.unanswered,
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

async function insertLoop(
  begin: () => Promise<{ query: Query; done: () => Promise<void> }>,
  parallel: number,
  seconds: number,
) {
  const payload = JSON.stringify({
    to: "a@b.fr",
    subject: "x".repeat(60),
    html: "x".repeat(4000),
    text: "x".repeat(1000),
  });
  let inserted = 0;
  const deadline = Date.now() + seconds * 1000;
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
  return inserted / seconds;
}

/**
 * The raw insert rate of the rows a lead writes (one transaction each) into a fresh database:
 * one connection on PGlite (it has only one), 10 on PostgreSQL.
 */
export async function rawInsertRate(engine: Engine, { seconds = SECONDS, pgUrl = PG_URL || DEFAULT_PG_URL } = {}) {
  if (engine === "pglite") {
    const rawDir = path.resolve("data/bench-pglite-raw");
    fs.rmSync(rawDir, { recursive: true, force: true });
    fs.mkdirSync(rawDir, { recursive: true });
    const db = new PGlite(rawDir);
    try {
      for (const statement of migrationStatements()) await db.exec(statement);
      // PGlite is one connection: one transaction at a time, as inside the app.
      return await insertLoop(
        async () => ({ query: (sql, params) => db.query(sql, params), done: async () => {} }),
        1,
        seconds,
      );
    } finally {
      await db.close();
    }
  }
  return withFreshPostgres(pgUrl, async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on("error", () => {});
    try {
      for (const statement of migrationStatements()) await pool.query(statement);
      return await insertLoop(
        async () => {
          const client = await pool.connect();
          return { query: (sql, params) => client.query(sql, params), done: async () => client.release() };
        },
        10,
        seconds,
      );
    } finally {
      await pool.end();
    }
  });
}

/** One engine at `connections` clients: the HTTP run on a fresh server, then the raw rate. */
export async function benchLeads(
  engine: Engine,
  connections = CONNECTIONS,
  { seconds = SECONDS, port = PORT, pgUrl = PG_URL || DEFAULT_PG_URL, processes = PROCESSES } = {},
): Promise<Result> {
  const server = await startLeadServer(engine, { port, pgUrl, processes });
  let http: LoadResult;
  try {
    http = await loadTest({ port, connections, seconds });
  } finally {
    await server.stop();
  }
  const rawPerSecond = await rawInsertRate(engine, { seconds, pgUrl });
  return { engine, connections, ...http, rawPerSecond, ratio: http.leadsPerSecond / rawPerSecond };
}

export function formatResults(results: Result[]) {
  const round = (n: number) => Math.round(n * 10) / 10;
  const rows = results.map(
    (r) =>
      `| ${r.engine} | ${r.connections} | ${round(r.leadsPerSecond)} | ${r.p50} | ${r.p99} | ${r.errors} | ${round(r.rawPerSecond)} | ${Math.round(r.ratio * 100)} % |\n`,
  );
  return `| engine | clients | leads/s (HTTP) | p50 ms | p99 ms | errors | raw inserts/s | HTTP / raw |\n|---|---|---|---|---|---|---|---|\n${rows.join("")}`;
}

async function main() {
  const results: Result[] = [await benchLeads("pglite")];
  if (PG_URL) results.push(await benchLeads("postgres"));
  process.stdout.write(`\nLead ingestion, ${CONNECTIONS} concurrent clients, ${SECONDS} s per run\n\n`);
  process.stdout.write(formatResults(results));
  fs.mkdirSync("bench/out", { recursive: true });
  fs.writeFileSync(
    "bench/out/leads.json",
    JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, results }, null, 2),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
