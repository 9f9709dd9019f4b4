import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/server/db/client.server";
import { createPostgresDatabase } from "./postgres-databases";

/**
 * Vitest's global set-up for the integration tests: the migrations are applied once per run, not
 * once per test file. PGlite's migrated data directory is dumped to a file (kept between runs,
 * named by the migrations' hash) that each file loads into its in-memory database; on PostgreSQL
 * (TEST_DATABASE_URL) a migrated template database is what each file's throw-away one is copied from.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, as a file. */
    pgliteDump: string;
    /** A migrated database on TEST_DATABASE_URL's server to copy (`create database … template`). */
    postgresTemplate: string | null;
  }
}

const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");

function migrationsHash() {
  const hash = createHash("sha256");
  const pglite = JSON.parse(
    fs.readFileSync(path.resolve(MIGRATIONS, "../node_modules/@electric-sql/pglite/package.json"), "utf8"),
  );
  hash.update(pglite.version);
  for (const file of fs.readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

async function pgliteDump() {
  const file = path.join(os.tmpdir(), `courtier-pglite-${migrationsHash()}.tar`);
  if (fs.existsSync(file)) return file;
  const handle = await openDatabase({ pgliteDir: "memory://" });
  await handle.migrate();
  const dump = await (handle.dump as () => Promise<Blob>)();
  await handle.close();
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return file;
}

async function postgresTemplate() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { name: null, drop: async () => {} };
  const created = await createPostgresDatabase(base);
  const handle = await openDatabase({ url: created.url, maxConnections: 1 });
  await handle.migrate();
  await handle.close();
  return { name: new URL(created.url).pathname.slice(1), drop: created.drop };
}

/** In a test file: the migrated PGlite data directory, read once per file's process. */
let dumpOfThisProcess: Blob | undefined;
export async function migratedPgliteDump() {
  const { inject } = await import("vitest");
  dumpOfThisProcess ??= new Blob([fs.readFileSync(inject("pgliteDump"))]);
  return dumpOfThisProcess;
}

/** In a test file: the migrated template on TEST_DATABASE_URL's server. */
export async function migratedPostgresTemplate() {
  const { inject } = await import("vitest");
  return inject("postgresTemplate") ?? undefined;
}

export default async function setup(project: TestProject) {
  const [dump, template] = await Promise.all([pgliteDump(), postgresTemplate()]);
  project.provide("pgliteDump", dump);
  project.provide("postgresTemplate", template.name);
  return template.drop;
}
