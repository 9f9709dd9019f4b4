// What the benchmarks share: the production server started and stopped around a measurement, a
// throw-away PostgreSQL database, percentiles, and the Vite loader for benches that import the
// app's modules. Plain Node (no `~/` imports), so that scripts run by `node` use it as well as
// those loaded through Vite.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import pg from "pg";

/** The benches' session secret; form tokens signed with it are accepted by the server they start. */
export const BENCH_SECRET = "bench-secret-bench-secret-bench-secret-00";
/** The better-auth secret of the servers the benches start (what a seeded TOTP secret is encrypted with). */
export const BENCH_AUTH_SECRET = `${BENCH_SECRET}-auth`;

/**
 * Starts the production build (`server.ts`, so build first) on `port` with the benches' secrets
 * and `env` on top, and waits for /healthz: up to two minutes, as a first start of the embedded
 * database is slow on a busy machine.
 */
export async function startAppServer(
  port: number,
  env: Record<string, string>,
  onLog?: (line: string) => void,
): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(path.resolve("node_modules/.bin/node"), ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: base,
      SESSION_SECRET: BENCH_SECRET,
      BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", onLog ? "pipe" : "ignore", "inherit"],
  });
  if (onLog && child.stdout) {
    let rest = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) onLog(line);
    });
  }
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("server did not start");
}

export async function stopAppServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** A new, empty database on the PostgreSQL server at `pgUrl`: its URL, and `drop` for afterwards. */
export async function createFreshPostgres(pgUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // BENCH_KEEP_DB=1 leaves the seeded database behind, to EXPLAIN a slow query in it.
      if (process.env.BENCH_KEEP_DB === "1") {
        process.stdout.write(`kept database ${name}\n`);
        return;
      }
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A new, empty database on the PostgreSQL server at `pgUrl` for `run` (its URL), dropped after. */
export async function withFreshPostgres<T>(pgUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const fresh = await createFreshPostgres(pgUrl);
  try {
    return await run(fresh.url);
  } finally {
    await fresh.drop();
  }
}

/** The value below which `share` of the (ascending) values fall. */
export function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number;
}

/**
 * Runs `exported` from the bench module `file` (path from the project's root) through Vite's SSR
 * loader: the app's server modules use Vite features (the `~/` alias, import.meta.glob for the
 * dictionaries) that plain Node lacks.
 */
export async function runThroughVite(file: string, exported: string) {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: "error",
    resolve: { alias: { "~": path.resolve("app") } },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const bench = await vite.ssrLoadModule(file);
    await bench[exported]();
  } finally {
    await vite.close();
  }
}
