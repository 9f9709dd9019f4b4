// The measurements of `npm run bench:account` (bench/account.ts loads this file through Vite,
// which resolves the app's `~/` imports and its bundled dictionaries).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type ContractRow, listContracts } from "~/server/contracts/contracts.server";
import { renderContractDocument } from "~/server/contracts/documents/contract-documents.server";
import { loadAccountSummary } from "~/server/customers/account-summary.server";
import { type Database, openDatabase } from "~/server/db/client.server";
import { parseEnv } from "~/server/env.server";
import { countUnread, listNotifications } from "~/server/notifications/notifications.server";
import { buildSiteConfig } from "~/server/site-config.server";
import {
  type BusyCustomer,
  CUSTOMER_HOME,
  checkPage,
  createBusyCustomer,
  type Engine,
  hammer,
  postgresCpuMs,
  processCpuMs,
  STAFF_LEADS,
  signInCustomer,
  signInStaff,
  startSignedInServer,
  type Timing,
} from "./account-http.ts";
import { percentile, withFreshPostgres } from "./support.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** The HTTP part: seconds per target and concurrent clients (issue 11: 10). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_IN_PROCESS=0 skips the in-process part (data and PDFs) and measures the pages over HTTP only. */
const IN_PROCESS = process.env.BENCH_IN_PROCESS !== "0";
/** BENCH_PROFILE=dir: the server writes a CPU profile (.cpuprofile) there when it stops. */
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : "";
const PORT = Number(process.env.BENCH_PORT ?? 4300);
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const site = buildSiteConfig(parseEnv({ SITE_ORIAS: "23004567", SITE_ADDRESS: "12 rue de la Paix, 75002 Paris" }));

async function time(rounds: number, run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 5; i++) await run(); // warm-up: JIT, caches, fonts
  const durations: number[] = [];
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await run();
    durations.push(performance.now() - t0);
  }
  const elapsed = performance.now() - started;
  durations.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(percentile(durations, 0.5)),
    p95: round(percentile(durations, 0.95)),
    perSecond: round((rounds / elapsed) * 1000),
  };
}

/** Mean statements per request for a path, from the server's access log lines (`queries`). */
class QueryCounts {
  private readonly byPath = new Map<string, { requests: number; queries: number }>();
  counting = false;

  take = (line: string) => {
    if (!this.counting || !line.startsWith("{")) return;
    const entry = JSON.parse(line) as { msg?: string; path?: string; queries?: number };
    if (entry.msg !== "request" || !entry.path) return;
    const seen = this.byPath.get(entry.path) ?? { requests: 0, queries: 0 };
    seen.requests += 1;
    seen.queries += entry.queries ?? 0;
    this.byPath.set(entry.path, seen);
  };

  perRequest(path: string) {
    const seen = this.byPath.get(path);
    return seen ? Math.round((seen.queries / seen.requests) * 100) / 100 : null;
  }
}

/**
 * The customer area's home and the back office's leads list, rendered by the production server
 * (their HTML, as a browser asks for it), against `/healthz` on the same server in the same run;
 * the statements each request sent, from the access log.
 */
async function benchPages(engine: Engine) {
  const counts = new QueryCounts();
  const server = await startSignedInServer({
    engine,
    port: PORT,
    pgUrl: PG_URL,
    // The access log carries each request's statement count (info level, as in production).
    serverEnv: {
      LOG_LEVEL: "info",
      ...(PROFILE_DIR ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` } : {}),
    },
    onLog: counts.take,
  });
  try {
    const customer = await signInCustomer(server.base, server.customer);
    const staff = await signInStaff(server.base, server.staff);
    await checkPage(server.base, CUSTOMER_HOME, customer, "Bonjour Bench");
    await checkPage(server.base, STAFF_LEADS, staff, "BN-");
    // Warm-up: the first renders compile and fill caches.
    for (let i = 0; i < 20; i++) {
      await (await fetch(`${server.base}${CUSTOMER_HOME}`, { headers: { cookie: customer } })).arrayBuffer();
      await (await fetch(`${server.base}${STAFF_LEADS}`, { headers: { cookie: staff } })).arrayBuffer();
    }
    counts.counting = true;
    const load = { seconds: SECONDS, connections: CONCURRENCY };
    // The CPU each request costs the app (and PostgreSQL's backends): steadier than rates on a shared machine.
    const measured = async (url: string, cookie?: string) => {
      const app = processCpuMs(server.pid);
      const database = server.databaseUrl ? await postgresCpuMs(server.databaseUrl) : 0;
      const timing = await hammer(url, { ...load, cookie });
      const perRequest = (ms: number) => Math.round((ms / timing.requests) * 100) / 100;
      return {
        ...timing,
        appCpuMs: perRequest(processCpuMs(server.pid) - app),
        databaseCpuMs: server.databaseUrl ? perRequest((await postgresCpuMs(server.databaseUrl)) - database) : null,
      };
    };
    const health = await measured(`${server.base}/healthz`);
    const home = await measured(`${server.base}${CUSTOMER_HOME}`, customer);
    const leads = await measured(`${server.base}${STAFF_LEADS}`, staff);
    const ratio = (page: Timing) => Math.round((page.perSecond / health.perSecond) * 1000) / 10;
    return {
      health,
      page: { ...home, queries: counts.perRequest(CUSTOMER_HOME), ratio: ratio(home) },
      leads: { ...leads, queries: counts.perRequest(STAFF_LEADS), ratio: ratio(leads) },
    };
  } finally {
    await server.stop();
  }
}

async function benchEngine(engine: Engine, db: Database, customer: BusyCustomer) {
  const identity = { id: customer.id, name: "Bench Client" };
  const areaData = await time(ROUNDS, () =>
    Promise.all([
      listContracts(db, customer.id),
      loadAccountSummary(db, identity, site),
      listNotifications(db, customer.id, { limit: 3 }),
      countUnread(db, customer.id),
    ]),
  );
  const vehicle = customer.contracts[0] as ContractRow;
  const health = customer.contracts[1] as ContractRow;
  const input = (contract: ContractRow) => ({
    contract,
    holder: { fullName: "Bench Client" },
    site,
    lang: "fr" as const,
  });
  const summaryPdf = await time(Math.min(ROUNDS, 100), () => renderContractDocument("summary", input(health)));
  const certificatePdf = await time(Math.min(ROUNDS, 100), () => renderContractDocument("certificate", input(vehicle)));
  const russianPdf = await time(Math.min(ROUNDS, 100), () =>
    renderContractDocument("certificate", { ...input(vehicle), lang: "ru" }),
  );
  return { engine, areaData, summaryPdf, certificatePdf, russianPdf };
}

async function withPostgres<T>(run: (db: Database) => Promise<T>): Promise<T> {
  return withFreshPostgres(PG_URL, async (url) => {
    const handle = await openDatabase({ url });
    try {
      await handle.migrate();
      return await run(handle.db);
    } finally {
      await handle.close();
    }
  });
}

/** The in-process part on PGlite, in a directory of its own (as the app keeps its data). */
async function inProcessPglite() {
  const dir = path.resolve(`data/bench-account-${randomUUID().slice(0, 8)}`);
  fs.mkdirSync(dir, { recursive: true });
  try {
    const pglite = await openDatabase({ pgliteDir: dir });
    try {
      await pglite.migrate();
      return await benchEngine("pglite", pglite.db, await createBusyCustomer(pglite.db));
    } finally {
      await pglite.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.lock`, { force: true });
  }
}

export async function runAccountBench() {
  const engines: Engine[] = PG_URL ? ["pglite", "postgres"] : ["pglite"];
  const results = [];
  for (const engine of engines) {
    const inProcess = IN_PROCESS
      ? engine === "pglite"
        ? await inProcessPglite()
        : await withPostgres(async (db) => benchEngine("postgres", db, await createBusyCustomer(db)))
      : null;
    results.push({ engine, inProcess, http: await benchPages(engine) });
  }

  const ms = (t: Timing) => `${t.p50} / ${t.p95}`;
  if (IN_PROCESS) {
    process.stdout.write(
      "\n| engine | area data p50 / p95 ms | summary PDF p50 / p95 ms | certificate PDF | certificate PDF (ru) |\n",
    );
    process.stdout.write("|---|---|---|---|---|\n");
    for (const { engine, inProcess: r } of results) {
      if (!r) continue;
      process.stdout.write(
        `| ${engine} | ${ms(r.areaData)} | ${ms(r.summaryPdf)} | ${ms(r.certificatePdf)} | ${ms(r.russianPdf)} |\n`,
      );
    }
  }
  process.stdout.write(
    `\n${CONCURRENCY} connections. Rate: requests/s (p50 / p95 ms); CPU: ms per request, app + PostgreSQL\n\n| engine | page | rate | / health | queries | CPU |\n|---|---|---|---|---|---|\n`,
  );
  for (const { engine, http } of results) {
    const { health, page, leads } = http;
    const cpu = (t: { appCpuMs: number; databaseCpuMs: number | null }) =>
      t.databaseCpuMs === null ? `${t.appCpuMs}` : `${t.appCpuMs} + ${t.databaseCpuMs}`;
    process.stdout.write(`| ${engine} | /healthz | ${health.perSecond} (${ms(health)}) | | | ${cpu(health)} |\n`);
    for (const [path, t] of [
      [CUSTOMER_HOME, page],
      [STAFF_LEADS, leads],
    ] as const) {
      process.stdout.write(
        `| ${engine} | ${path} | ${t.perSecond} (${ms(t)}) | ${t.ratio} % | ${t.queries} | ${cpu(t)} |\n`,
      );
    }
  }
  fs.mkdirSync("bench/out", { recursive: true });
  fs.writeFileSync(
    "bench/out/account.json",
    `${JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, connections: CONCURRENCY, results }, null, 2)}\n`,
  );
}
