import { env } from "../env.server";
import { log } from "../logger.server";
import { type Database, type DatabaseHandle, openDatabase } from "./client.server";

export type { Database };

/** Kept on globalThis so the dev server's module reloads reuse the one open database. */
const holder = globalThis as typeof globalThis & { __appDatabase?: Promise<DatabaseHandle> };

/** Opens the app's database and applies migrations, once per process. */
export function startDatabase(): Promise<DatabaseHandle> {
  holder.__appDatabase ??= (async () => {
    const config = env();
    const handle = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
    const started = performance.now();
    await handle.migrate();
    log.info("database ready", {
      kind: handle.kind,
      migrateMs: Math.round(performance.now() - started),
    });
    return handle;
  })();
  return holder.__appDatabase;
}

/**
 * Makes an already open and migrated database the app's (tests that start from a migrated copy
 * instead of migrating a new one); `stopDatabase` closes it.
 */
export function adoptDatabase(handle: DatabaseHandle) {
  holder.__appDatabase = Promise.resolve(handle);
}

export async function getDb(): Promise<Database> {
  return (await startDatabase()).db;
}

export async function stopDatabase() {
  const handle = await holder.__appDatabase;
  holder.__appDatabase = undefined;
  await handle?.close();
}
