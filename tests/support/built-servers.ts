import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresDatabase } from "./postgres-databases";

/**
 * Vitest's global set-up for the HTTP tests (tests/http/): the production build served by
 * `node server.ts` on real sockets, as Playwright's servers are, one behind the access gate and one
 * public. Their database is a throw-away one on TEST_DATABASE_URL's server when set (as in CI),
 * else an embedded PGlite in a temporary directory. The tests make their own people through the
 * test hooks, so no demo seed is needed.
 */
export type BuiltServers = { gatedUrl: string; openUrl: string; accessCode: string; testHooksToken: string };

declare module "vitest" {
  export interface ProvidedContext {
    servers: BuiltServers;
  }
}

const ROOT = path.resolve(import.meta.dirname, "../..");
export const ACCESS_CODE = "2468";
export const TEST_HOOKS_TOKEN = "http-test-hooks-token-0123456789";

export default async function setup(project: TestProject) {
  ensureBuild();
  const [gated, open] = await Promise.all([startServer({ SITE_ACCESS_CODE: ACCESS_CODE }), startServer({})]);
  project.provide("servers", {
    gatedUrl: gated.url,
    openUrl: open.url,
    accessCode: ACCESS_CODE,
    testHooksToken: TEST_HOOKS_TOKEN,
  });
  return async () => {
    await Promise.all([gated.stop(), open.stop()]);
  };
}

/** `npm test` builds before it runs Vitest; a lone `npx vitest` builds here once if it must. */
function ensureBuild() {
  if (fs.existsSync(path.join(ROOT, "build/server/index.js"))) return;
  process.stdout.write("HTTP tests: no production build yet, building it (npm run build)…\n");
  execFileSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: "ignore" });
}

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One production server on a free port. `shared` puts it on a database (and uploads directory)
 * that another server already uses, answering for `siteUrl`: several instances behind one address.
 */
export async function startServer(
  extra: Record<string, string>,
  shared?: { databaseUrl: string; uploadsDir: string; siteUrl: string },
) {
  const port = await freePort();
  const url = shared?.siteUrl || `http://127.0.0.1:${port}`;
  const database: Record<string, string> = {};
  let dropDatabase = async () => {};
  let pgliteDir: string | undefined;
  if (shared) {
    database.DATABASE_URL = shared.databaseUrl;
    database.UPLOADS_DIR = shared.uploadsDir;
  } else if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    database.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  } else {
    pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "http-tests-"));
    database.PGLITE_DIR = path.join(pgliteDir, "db");
  }
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      SESSION_SECRET: "http-secret-http-secret-http-secret-0123456789",
      BETTER_AUTH_SECRET: "http-auth-secret-http-auth-secret-0123456789",
      // Tests pose as distinct clients through X-Forwarded-For, as a proxy on this host would.
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "error",
      TEST_HOOKS_TOKEN,
      // The broker's SEPA creditor identifier (issue 43): mandates can be made.
      SITE_SEPA_CREDITOR_ID: "FR72ZZZ123456",
      LEAD_MIN_FILL_MS: "0",
      // Web Push (issue 45): a key pair for the tests only, and our own push service's host.
      VAPID_PUBLIC_KEY: "BMzJ8ouyLRn0x6ecTFMcKthCSDSPMtk_Zou0a0SRxTmhWUHGkr5yJPTOCooOiOASgrxA8QyoE1xxnkLsvpfwWDo",
      VAPID_PRIVATE_KEY: "vsuU-zP_px8VzWBAUst9mW8TEeAVR6WrXBREN305yfc",
      PUSH_SERVICE_HOSTS: "localhost,push.example.test",
      ...database,
      ...extra,
    },
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const own = `http://127.0.0.1:${port}`;
  await waitForHealth(own, child, () => errors);
  return {
    url,
    /** Its own socket, whatever address it answers for. */
    own,
    child,
    async stop() {
      await stopProcess(child);
      await dropDatabase();
      if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, errors: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start-up:\n${errors()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not answer /healthz within 120 s:\n${errors()}`);
}

function stopProcess(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
