// The signed-in pages over HTTP, reusable by any bench: the production server started on one
// engine with a busy customer and a member of staff in its database, and the cookies of each
// signed in through the real screens. Load it through Vite (runThroughVite, or a Vite server's
// ssrLoadModule), as the seeding uses the app's modules:
//
//   const run = await startSignedInServer({ engine: "postgres", port: 4300 });
//   const customerCookie = await signInCustomer(run.base, run.customer);
//   const staffCookie = await signInStaff(run.base, run.staff);
//   ... GET `${run.base}${CUSTOMER_HOME}` with { cookie: customerCookie }, `${run.base}${STAFF_LEADS}` with staffCookie
//   await run.stop();
//
// Build first (`npm run build`): the server is the production build.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { generateRandomString, hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { enrolWithSecret } from "~/features/backoffice-access/two-factor.server";
import { seedDemoCustomer } from "~/features/customer-auth/demo-customer.server";
import type { ContractDraft } from "~/server/contracts/contract-draft";
import { type ContractRow, createContract } from "~/server/contracts/contracts.server";
import { type Database, openDatabase } from "~/server/db/client.server";
import { adoptDatabase, stopDatabase } from "~/server/db/index.server";
import { accounts, users } from "~/server/db/schema/auth";
import { notifications } from "~/server/db/schema/customer-area";
import { env } from "~/server/env.server";
import { NOTIFICATION_KINDS } from "~/server/notifications/notification-kinds";
import { createNotification } from "~/server/notifications/notifications.server";
import { seedLeads } from "./backoffice-run.ts";
import type { CustomerLogin, StaffLogin } from "./sign-in.ts";
import { BENCH_AUTH_SECRET, createFreshPostgres, percentile, startAppServer, stopAppServer } from "./support.ts";

/** The pages measured: the customer area's home and the back office's leads list. */
export const CUSTOMER_HOME = "/espace-client";
export const STAFF_LEADS = "/backoffice/leads";

export type Engine = "pglite" | "postgres";
export type { CustomerLogin, StaffLogin } from "./sign-in.ts";
export { signInCustomer, signInStaff } from "./sign-in.ts";

// The servers' better-auth secret (startAppServer's): the TOTP secret seeded here is encrypted
// with it, so this process takes it too before anything reads the configuration.
process.env.BETTER_AUTH_SECRET ??= BENCH_AUTH_SECRET;

/** The bench customer: 20 contracts over the three lines, 200 notifications, 30 unread; a password to sign in with. */
export async function createBusyCustomer(db: Database) {
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

export type BusyCustomer = Awaited<ReturnType<typeof createBusyCustomer>>;

/**
 * A member of staff (`role`) with a password and an enrolled TOTP app whose secret the bench
 * knows, as an admin's invitation and the first sign-in would leave them. The secret is
 * encrypted with the server's better-auth secret, so this runs with the app's database set to
 * `db` (adoptDatabase) and that secret in the environment.
 */
export async function createStaffMember(db: Database, role: "adviser" | "admin" = "admin"): Promise<StaffLogin> {
  const unique = randomUUID().slice(0, 8);
  const id = randomUUID();
  const login = { email: `staff.${unique}@bench.fr`, password: `Bench-staff-${unique}` };
  await db.insert(users).values({ id, name: `Bench Staff ${unique}`, email: login.email, role, emailVerified: true });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(login.password),
    updatedAt: new Date(),
  });
  if (env().BETTER_AUTH_SECRET !== BENCH_AUTH_SECRET)
    throw new Error("the bench's process needs BETTER_AUTH_SECRET unset");
  const { secretText } = await enrolWithSecret(db, id, generateRandomString(32));
  return { ...login, totpSecret: secretText };
}

/** What the signed-in pages need in a database: the busy customer, a member of staff, `leads` leads. */
export async function seedSignedInPages(
  db: Database,
  options: { leads?: number; staffRole?: "adviser" | "admin" } = {},
) {
  const customer = await createBusyCustomer(db);
  const staff = await createStaffMember(db, options.staffRole);
  if ((options.leads ?? 0) > 0) await seedLeads(db, options.leads ?? 0);
  return { customer, staff };
}

export type SignedInServer = {
  engine: Engine;
  base: string;
  /** The server's process (CPU time: processCpuMs). */
  pid: number;
  /** PostgreSQL only: the database the server uses (its backends' CPU time: postgresCpuMs). */
  databaseUrl?: string;
  customer: CustomerLogin;
  staff: StaffLogin;
  stop(): Promise<void>;
};

/**
 * The production server on `engine` (PGlite in a directory of its own, or a fresh database on the
 * PostgreSQL server at `pgUrl`) with the busy customer, a member of staff and `leads` leads
 * (BENCH_LIST_LEADS, 2,000 by default) seeded first; `stop` stops it and removes the database.
 * `serverEnv` goes to the server (WEB_CONCURRENCY, NODE_OPTIONS=--cpu-prof, ...).
 */
export async function startSignedInServer(options: {
  engine: Engine;
  port: number;
  pgUrl?: string;
  leads?: number;
  staffRole?: "adviser" | "admin";
  serverEnv?: Record<string, string>;
  /** Gets each line the server writes to stdout (its JSON log; LOG_LEVEL=info in serverEnv). */
  onLog?: (line: string) => void;
}): Promise<SignedInServer> {
  const leads = options.leads ?? Number(process.env.BENCH_LIST_LEADS ?? 2000);
  let serverEnv: Record<string, string>;
  let cleanUp: () => Promise<void>;
  let opened: Parameters<typeof openDatabase>[0];
  if (options.engine === "pglite") {
    // The server opens the directory once the bench has closed it (one process per directory).
    const dir = path.resolve(`data/bench-pages-${randomUUID().slice(0, 8)}`);
    fs.mkdirSync(dir, { recursive: true });
    cleanUp = async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(`${dir}.lock`, { force: true });
    };
    opened = { pgliteDir: dir };
    serverEnv = { PGLITE_DIR: dir };
  } else {
    const fresh = await createFreshPostgres(options.pgUrl ?? "postgres://postgres@127.0.0.1:5432/test");
    cleanUp = fresh.drop;
    opened = { url: fresh.url };
    serverEnv = { DATABASE_URL: fresh.url };
  }
  let seeded: Awaited<ReturnType<typeof seedSignedInPages>>;
  try {
    const handle = await openDatabase(opened);
    adoptDatabase(handle);
    try {
      await handle.migrate();
      seeded = await seedSignedInPages(handle.db, { leads, staffRole: options.staffRole });
    } finally {
      await stopDatabase();
    }
  } catch (error) {
    await cleanUp();
    throw error;
  }
  let server: Awaited<ReturnType<typeof startAppServer>>;
  try {
    server = await startAppServer(options.port, { ...serverEnv, ...options.serverEnv }, options.onLog);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    engine: options.engine,
    base: `http://127.0.0.1:${options.port}`,
    pid: server.pid ?? 0,
    databaseUrl: serverEnv.DATABASE_URL,
    customer: seeded.customer.login,
    staff: seeded.staff,
    async stop() {
      try {
        await stopAppServer(server);
      } finally {
        await cleanUp();
      }
    },
  };
}

export type Timing = { p50: number; p95: number; perSecond: number };

/** `connections` clients asking for `url` back to back for `seconds`: latency percentiles, rate and non-200 answers. */
export async function hammer(
  url: string,
  options: { cookie?: string; seconds: number; connections: number },
): Promise<Timing & { requests: number; errors: number }> {
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  const durations: number[] = [];
  let errors = 0;
  const until = performance.now() + options.seconds * 1000;
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
  await Promise.all(Array.from({ length: options.connections }, client));
  const elapsed = performance.now() - started;
  durations.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(percentile(durations, 0.5)),
    p95: round(percentile(durations, 0.95)),
    perSecond: round((durations.length / elapsed) * 1000),
    requests: durations.length,
    errors,
  };
}

/** Fetches `path` once with `cookie` and fails unless it is the signed-in page (`expected` in its HTML). */
export async function checkPage(base: string, path: string, cookie: string, expected: string) {
  const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200 || !html.includes(expected)) {
    throw new Error(
      `${path} answered ${response.status}${response.headers.get("location") ? ` to ${response.headers.get("location")}` : ""}`,
    );
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux: /proc/<pid>/stat, 100 ticks a second). */
export function processCpuMs(pid: number) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the command's name.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time so far of the PostgreSQL backends connected to the database at `url` (same machine), in ms. */
export async function postgresCpuMs(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return rows.reduce((sum, { pid }) => sum + processCpuMs(pid), 0);
  } finally {
    await client.end();
  }
}
