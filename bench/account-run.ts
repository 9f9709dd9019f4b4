// The measurements of `npm run bench:account` (bench/account.ts loads this file through Vite,
// which resolves the app's `~/` imports and its bundled dictionaries).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import pg from "pg";
import { loadAccountSummary } from "~/features/customer-area/account-summary.server";
import { renderContractDocument } from "~/server/contract-documents/contract-documents.server";
import type { ContractDraft } from "~/server/contracts/contract-draft";
import { type ContractRow, createContract, listContracts } from "~/server/contracts/contracts.server";
import { type Database, openDatabase } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { notifications } from "~/server/db/schema/customer-area";
import { customerProfiles } from "~/server/db/schema/customers";
import { parseEnv } from "~/server/env.server";
import { NOTIFICATION_KINDS } from "~/server/notifications/notification-kinds";
import { countUnread, createNotification, listNotifications } from "~/server/notifications/notifications.server";
import { buildSiteConfig } from "~/server/site-config.server";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const site = buildSiteConfig(parseEnv({ SITE_ORIAS: "23004567", SITE_ADDRESS: "12 rue de la Paix, 75002 Paris" }));

type Timing = { p50: number; p95: number; perSecond: number };

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number;
}

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

/** The bench customer: 20 contracts over the three lines, 200 notifications, 30 unread. */
async function createBusyCustomer(db: Database) {
  const id = randomUUID();
  await db.insert(users).values({ id, name: "Bench Client", email: `bench.${id}@example.fr`, emailVerified: true });
  await db
    .insert(customerProfiles)
    .values({ userId: id, firstName: "Bench", lastName: "Client", memberSince: "2023-01-15" });
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
  return { id, contracts };
}

async function benchEngine(engine: "pglite" | "postgres", db: Database) {
  const customer = await createBusyCustomer(db);
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
  const name = `bench_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await handle.migrate();
    return await run(handle.db);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function runAccountBench() {
  const results = [];
  const pglite = await openDatabase({ pgliteDir: "memory://" });
  try {
    await pglite.migrate();
    results.push(await benchEngine("pglite", pglite.db));
  } finally {
    await pglite.close();
  }
  if (PG_URL) results.push(await withPostgres((db) => benchEngine("postgres", db)));

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
  fs.mkdirSync("bench/out", { recursive: true });
  fs.writeFileSync(
    "bench/out/account.json",
    `${JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, results }, null, 2)}\n`,
  );
}
