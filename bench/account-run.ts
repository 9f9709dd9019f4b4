// The measurements of `npm run bench:account` (bench/account.ts loads this file through Vite,
// which resolves the app's `~/` imports and its bundled dictionaries).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { seedDemoCustomer } from "~/features/customer-auth/demo-customer.server";
import type { ContractDraft } from "~/server/contracts/contract-draft";
import { type ContractRow, createContract, listContracts } from "~/server/contracts/contracts.server";
import { renderContractDocument } from "~/server/contracts/documents/contract-documents.server";
import { loadAccountSummary } from "~/server/customers/account-summary.server";
import { type Database, openDatabase } from "~/server/db/client.server";
import { notifications } from "~/server/db/schema/customer-area";
import { parseEnv } from "~/server/env.server";
import { NOTIFICATION_KINDS } from "~/server/notifications/notification-kinds";
import { countUnread, createNotification, listNotifications } from "~/server/notifications/notifications.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { percentile, startAppServer, stopAppServer, withFreshPostgres } from "./support.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** The HTTP part: seconds per target and concurrent clients (issue 11: 10). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = 10;
const PORT = 3901;
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const site = buildSiteConfig(parseEnv({ SITE_ORIAS: "23004567", SITE_ADDRESS: "12 rue de la Paix, 75002 Paris" }));

type Timing = { p50: number; p95: number; perSecond: number };

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

/** The bench customer: 20 contracts over the three lines, 200 notifications, 30 unread; a password to sign in with. */
async function createBusyCustomer(db: Database) {
  const login = { email: `bench.${randomUUID().slice(0, 8)}@example.fr`, password: `Bench-${randomUUID()}` };
  const { userId: id } = await seedDemoCustomer(db, {
    ...login,
    firstName: "Bench",
    lastName: "Client",
    memberSince: "2023-01-15",
  });
  const lines: Omit<ContractDraft, "customerId" | "reference">[] = [
    {
      product: "vehiclesPremium",
      insurer: "Lys Assurances",
      monthlyPremiumCents: 8900,
      startDate: "2023-01-15",
      anniversaryDate: "2023-01-15",
      guarantees: ["civilLiability", "collision", "theftFire", "concierge"],
      vehicle: { registration: "GH-417-KM", make: "BMW", model: "Série 3 Touring" },
    },
    {
      product: "healthFamily",
      insurer: "Mutuelle Azur Santé",
      monthlyPremiumCents: 12_400,
      startDate: "2023-02-01",
      anniversaryDate: "2024-01-01",
      guarantees: ["hospitalisation", "optical", "dental"],
      peopleCovered: [
        { name: "Bench Client", relation: "holder" },
        { name: "Bench Enfant", relation: "child" },
      ],
    },
    {
      product: "borrower",
      insurer: "Prévoyance Atlantique",
      monthlyPremiumCents: 3200,
      startDate: "2023-06-12",
      anniversaryDate: "2023-06-12",
      guarantees: ["death", "ptia", "ipt", "itt"],
      loan: { amountCents: 28_000_000, bank: "Banque du Marais" },
    },
  ];
  const contracts: ContractRow[] = [];
  for (let i = 0; i < 20; i++) {
    const line = lines[i % lines.length] as (typeof lines)[number];
    contracts.push(
      await createContract(db, { ...line, customerId: id, reference: `BENCH-${id.slice(0, 8).toUpperCase()}-${i}` }),
    );
  }
  const now = Date.now();
  for (let i = 0; i < 200; i++) {
    const notice = await createNotification(db, {
      customerId: id,
      kind: NOTIFICATION_KINDS[i % 5] ?? "welcome",
      params: { reference: contracts[i % 20]?.reference ?? "", amountCents: 24_500, month: "2026-11", count: 2 },
      createdAt: new Date(now - i * 3_600_000),
    });
    if (i >= 30) await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, notice.id));
  }
  return { id, contracts, login };
}

type Busy = Awaited<ReturnType<typeof createBusyCustomer>>;

/** Signs the bench customer in through the sign-in form; the session cookies as a Cookie header. */
async function signIn(login: Busy["login"]) {
  const response = await fetch(`http://127.0.0.1:${PORT}/espace-client/connexion`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(login).toString(),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** `CONCURRENCY` clients asking for `url` back to back for `SECONDS`: latency percentiles and rate. */
async function hammer(url: string, headers: Record<string, string>): Promise<Timing & { errors: number }> {
  const durations: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const response = await fetch(url, { headers, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) errors += 1;
      durations.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const elapsed = performance.now() - started;
  durations.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(percentile(durations, 0.5)),
    p95: round(percentile(durations, 0.95)),
    perSecond: round((durations.length / elapsed) * 1000),
    errors,
  };
}

/**
 * The customer area's page rendered by the production server (its HTML, as a browser asks for
 * it) against `/healthz` on the same server in the same run.
 */
async function benchPage(env: Record<string, string>, login: Busy["login"]) {
  const server = await startAppServer(PORT, env);
  try {
    const cookie = await signIn(login);
    const page = `http://127.0.0.1:${PORT}/espace-client`;
    const check = await fetch(page, { headers: { cookie }, redirect: "manual" });
    const html = await check.text();
    if (check.status !== 200 || !html.includes("Bonjour Bench")) throw new Error(`the page answered ${check.status}`);
    // Warm-up: the first renders compile and fill caches.
    for (let i = 0; i < 20; i++) await (await fetch(page, { headers: { cookie } })).arrayBuffer();
    const health = await hammer(`http://127.0.0.1:${PORT}/healthz`, {});
    const home = await hammer(page, { cookie });
    return { health, page: home, ratio: Math.round((home.perSecond / health.perSecond) * 1000) / 10 };
  } finally {
    await stopAppServer(server);
  }
}

async function benchEngine(engine: "pglite" | "postgres", db: Database, customer: Busy) {
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

async function withPostgres<T>(run: (db: Database, url: string) => Promise<T>): Promise<T> {
  return withFreshPostgres(PG_URL, async (url) => {
    const handle = await openDatabase({ url });
    try {
      await handle.migrate();
      return await run(handle.db, url);
    } finally {
      await handle.close();
    }
  });
}

export async function runAccountBench() {
  const results = [];
  // PGlite in a directory of its own: the server opens it once the bench has closed it.
  const dir = path.resolve(`data/bench-account-${randomUUID().slice(0, 8)}`);
  fs.mkdirSync(dir, { recursive: true });
  try {
    const pglite = await openDatabase({ pgliteDir: dir });
    let customer: Busy;
    let inProcess: Awaited<ReturnType<typeof benchEngine>>;
    try {
      await pglite.migrate();
      customer = await createBusyCustomer(pglite.db);
      inProcess = await benchEngine("pglite", pglite.db, customer);
    } finally {
      await pglite.close();
    }
    results.push({ ...inProcess, http: await benchPage({ PGLITE_DIR: dir }, customer.login) });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.lock`, { force: true });
  }
  if (PG_URL) {
    results.push(
      await withPostgres(async (db, url) => {
        const customer = await createBusyCustomer(db);
        const inProcess = await benchEngine("postgres", db, customer);
        return { ...inProcess, http: await benchPage({ DATABASE_URL: url }, customer.login) };
      }),
    );
  }

  const ms = (t: Timing) => `${t.p50} / ${t.p95}`;
  process.stdout.write(
    "\n| engine | area data p50 / p95 ms | summary PDF p50 / p95 ms | certificate PDF | certificate PDF (ru) |\n",
  );
  process.stdout.write("|---|---|---|---|---|\n");
  for (const r of results) {
    process.stdout.write(
      `| ${r.engine} | ${ms(r.areaData)} | ${ms(r.summaryPdf)} | ${ms(r.certificatePdf)} | ${ms(r.russianPdf)} |\n`,
    );
  }
  process.stdout.write(
    `\n| engine | /healthz req/s (p50 / p95 ms) | /espace-client req/s (p50 / p95 ms) | page / health |\n|---|---|---|---|\n`,
  );
  for (const r of results) {
    const { health, page, ratio } = r.http;
    process.stdout.write(
      `| ${r.engine} | ${health.perSecond} (${ms(health)}) | ${page.perSecond} (${ms(page)}) | ${ratio} % |\n`,
    );
  }
  fs.mkdirSync("bench/out", { recursive: true });
  fs.writeFileSync(
    "bench/out/account.json",
    `${JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, results }, null, 2)}\n`,
  );
}
