// Server speed (issue 29), `npm run bench`: every figure as a share of a baseline measured in the
// same run, on PGlite and on PostgreSQL, at 10, 50 and 200 concurrent clients.
//
// - Pages: the home and a product page (`/sante-senior`, with its quote form) against a bare Node
//   server sending the same bytes.
// - The signed-in screens: the customer area's home (the sample customer's contracts and
//   notifications) and the back office's leads list (an adviser), against `/healthz`.
// - Lead ingestion: complete quote requests posted to `/sante-senior` (bench/leads.ts) against
//   the raw insert rate of the same rows straight into a fresh database.
//
// Environment: BENCH_SECONDS (5 per run), BENCH_LEVELS ("10,50,200"), BENCH_PROCESSES (app
// processes on PostgreSQL, 1), BENCH_PG_URL (the local server; "" skips PostgreSQL),
// BENCH_ONLY (pages,areas,leads), BENCH_ENGINES (pglite,postgres), BENCH_PROFILE (a directory for the
// app's CPU profiles). Results: stdout, and bench/out/server.json. Each row also gives the CPU the
// app and PostgreSQL spent per answered request (bench/cpu.ts), which holds when the machine drifts.
import fs from "node:fs";
import path from "node:path";
import { type CpuPerRequest, withCpu } from "./cpu.ts";
import { leadTarget, rawInsertRate } from "./leads.ts";
import { type Figure, hammer, staticTwin, type Target } from "./load.ts";
import { type CustomerLogin, type StaffLogin, signInCustomer, signInStaff } from "./sign-in.ts";
import { startAppServer, stopAppServer, withFreshPostgres } from "./support.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LEVELS = (process.env.BENCH_LEVELS ?? "10,50,200").split(",").map(Number);
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ONLY = new Set((process.env.BENCH_ONLY ?? "pages,areas,leads").split(","));
const PORT = Number(process.env.BENCH_PORT ?? 3910);
const BASE = `http://127.0.0.1:${PORT}`;
const HOOKS_TOKEN = "bench-test-hooks-token-0123456789";

type Row = {
  engine: string;
  measure: string;
  baseline: string;
  connections: number;
  app: Figure;
  base: Figure;
  /** The app's and PostgreSQL's CPU per answered request during the app's run (PGlite runs in the app). */
  cpu: CpuPerRequest;
};

/** The app process being measured (its workers too, with BENCH_PROCESSES). */
let appPid = 0;
/** One run against the app, with what it cost in CPU per request. */
const measured = (target: Target, connections: number) =>
  withCpu(
    appPid,
    () => hammer(target, connections, SECONDS),
    (figure) => figure.perSecond * SECONDS,
  );

/** Someone made by the server's test hooks (the sample customer's area, or an enrolled adviser). */
async function made<T>(resource: string, data: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${BASE}/__test/${resource}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${HOOKS_TOKEN}` },
    body: JSON.stringify(data),
  });
  if (response.status !== 200) throw new Error(`${resource} hook: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A customer with the sample area's contracts and notifications, signed in through the form. */
const signedInCustomer = async () => signInCustomer(BASE, await made<CustomerLogin>("customer", {}));

/** An adviser, signed in with their password and a TOTP code, as the staff screens ask. */
const signedInAdviser = async () =>
  signInStaff(BASE, await made<StaffLogin>("staff", { role: "adviser", enrolled: true }));

/** `measure` at each level, each run right after its baseline's, so both see the same machine. */
async function compare(engine: string, measure: string, app: Target, baseline: string, base: Target) {
  const rows: Row[] = [];
  for (const connections of LEVELS) {
    const baseFigure = await hammer(base, connections, SECONDS);
    const [appFigure, cpu] = await measured(app, connections);
    rows.push({ engine, measure, baseline, connections, app: appFigure, base: baseFigure, cpu });
    progress(rows.at(-1) as Row);
  }
  return rows;
}

/** The page as the bench's clients get it (no compression asked), served by a bare server too. */
async function pages(engine: string) {
  const rows: Row[] = [];
  const headers = { Cookie: "cookieConsent=accepted" };
  for (const pathname of ["/", "/sante-senior"]) {
    const response = await fetch(`${BASE}${pathname}`, { headers: { ...headers, "Accept-Encoding": "identity" } });
    const twin = await staticTwin(Buffer.from(await response.arrayBuffer()), {
      "Content-Type": response.headers.get("content-type") ?? "text/html",
    });
    try {
      rows.push(
        ...(await compare(engine, `page ${pathname}`, { url: `${BASE}${pathname}`, headers }, "static server", {
          url: twin.url,
        })),
      );
    } finally {
      await twin.close();
    }
  }
  return rows;
}

async function areas(engine: string) {
  const health = { url: `${BASE}/healthz` };
  const customer = await signedInCustomer();
  const adviser = await signedInAdviser();
  return [
    ...(await compare(
      engine,
      "customer area home",
      { url: `${BASE}/espace-client`, headers: { Cookie: customer } },
      "/healthz",
      health,
    )),
    ...(await compare(
      engine,
      "back-office leads list",
      { url: `${BASE}/backoffice/leads`, headers: { Cookie: adviser } },
      "/healthz",
      health,
    )),
  ];
}

const quoteRequests = leadTarget(BASE);

/** Leads at each level; the baseline (raw inserts into a fresh database) is measured once the server has stopped. */
async function leads(engine: string) {
  const rows: Row[] = [];
  for (const connections of LEVELS) {
    const [app, cpu] = await measured(quoteRequests, connections);
    const row = { engine, measure: "lead ingestion", baseline: "raw inserts", connections, app, base: NO_FIGURE, cpu };
    rows.push(row);
  }
  return rows;
}

const NO_FIGURE: Figure = { perSecond: 0, p50: 0, p99: 0, errors: 0, unanswered: 0 };

/** BENCH_PROFILE=dir: each app process writes a CPU profile (.cpuprofile) there when it stops. */
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : "";

const serverEnv = {
  ...(PROFILE_DIR ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` } : {}),
  TEST_HOOKS_TOKEN: HOOKS_TOKEN,
  TRUST_PROXY: "loopback",
  LEAD_MIN_FILL_MS: "0",
  SITE_ACCESS_CODE: "",
};

async function onServer(engine: string, env: Record<string, string>) {
  const server = await startAppServer(PORT, { ...serverEnv, ...env });
  appPid = server.pid ?? 0;
  try {
    const rows: Row[] = [];
    if (ONLY.has("pages")) rows.push(...(await pages(engine)));
    if (ONLY.has("areas")) {
      // A few hundred leads for the list to show, then time for the outbox to send their e-mails.
      await hammer(quoteRequests, 10, 2);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      rows.push(...(await areas(engine)));
    }
    if (ONLY.has("leads")) rows.push(...(await leads(engine)));
    return rows;
  } finally {
    await stopAppServer(server);
  }
}

function progress(row: Row) {
  process.stdout.write(
    `${row.engine} ${row.measure} @${row.connections}: ${Math.round(row.app.perSecond)}/s vs ${Math.round(row.base.perSecond)}/s\n`,
  );
}

/** The raw insert rate of a lead's rows, once the server has stopped, as every lead row's baseline. */
async function withRawBaseline(engine: "pglite" | "postgres", rows: Row[]) {
  if (!rows.some((row) => row.measure === "lead ingestion")) return rows;
  const raw = await rawInsertRate(engine, { seconds: SECONDS, pgUrl: PG_URL });
  process.stdout.write(`${engine} raw inserts: ${Math.round(raw)}/s\n`);
  for (const row of rows) if (row.measure === "lead ingestion") row.base = { ...NO_FIGURE, perSecond: raw };
  return rows;
}

const results: Row[] = [];
const dir = path.resolve("data/bench-server");
fs.rmSync(dir, { recursive: true, force: true });
fs.rmSync(`${dir}.lock`, { force: true });
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
if (ENGINES.includes("pglite")) {
  results.push(...(await withRawBaseline("pglite", await onServer("pglite", { PGLITE_DIR: dir, DATABASE_URL: "" }))));
}
if (PG_URL && ENGINES.includes("postgres")) {
  const rows = await withFreshPostgres(PG_URL, (url) =>
    onServer("postgres", { DATABASE_URL: url, WEB_CONCURRENCY: process.env.BENCH_PROCESSES ?? "1" }),
  );
  results.push(...(await withRawBaseline("postgres", rows)));
}

const round = (n: number) => Math.round(n);
const cpuMs = (ms: number) => (Math.round(ms * 100) / 100).toFixed(2);
const share = (row: Row) => `${Math.round((row.app.perSecond / row.base.perSecond) * 1000) / 10} %`;
process.stdout.write(
  `\nServer speed, ${SECONDS} s per run (${new Date().toISOString().slice(0, 16)}Z)\n\n` +
    "| engine | measure | clients | req/s | p50 ms | p99 ms | errors | unanswered | baseline | baseline req/s | baseline p50 / p99 ms | share | app CPU ms/req | PostgreSQL CPU ms/req |\n" +
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n",
);
for (const row of results) {
  process.stdout.write(
    `| ${row.engine} | ${row.measure} | ${row.connections} | ${round(row.app.perSecond)} | ${row.app.p50} | ${row.app.p99} | ${row.app.errors} | ${row.app.unanswered} | ${row.baseline} | ${round(row.base.perSecond)} | ${row.base.p99 ? `${row.base.p50} / ${row.base.p99}` : "–"} | ${share(row)} | ${cpuMs(row.cpu.app)} | ${row.engine === "pglite" ? "(in the app)" : cpuMs(row.cpu.database)} |\n`,
  );
}
fs.mkdirSync("bench/out", { recursive: true });
fs.writeFileSync(
  "bench/out/server.json",
  JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, levels: LEVELS, results }, null, 2),
);
