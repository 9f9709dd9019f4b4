import { env } from "../env.server";
import { log } from "../logger.server";
import { isConnectionError } from "./availability.server";
import { type Database, type DatabaseHandle, openDatabase } from "./client.server";

export type { Database };

/** Kept on globalThis so the dev server's module reloads reuse the one open database. */
const holder = globalThis as typeof globalThis & { __appDatabase?: Promise<DatabaseHandle> };

/** Opens the app's database and applies migrations, once per process. */
export function startDatabase(): Promise<DatabaseHandle> {
  holder.__appDatabase ??= (async () => {
    const config = env();
    const started = performance.now();
    const handle = await openUntilReachable(config.DATABASE_URL, config.PGLITE_DIR, config.DATABASE_WAIT_SECONDS);
    log.info("database ready", {
      kind: handle.kind,
      migrateMs: Math.round(performance.now() - started),
    });
    return handle;
  })();
  // A failed start must not stay cached: the caller (start-up) stops the process with its message.
  holder.__appDatabase.catch(() => {
    holder.__appDatabase = undefined;
  });
  return holder.__appDatabase;
}

/**
 * A PostgreSQL server that is not up yet (the machine booting, a failover) is waited for, with
 * back-off and a line each time, rather than the process dying and its supervisor restarting it in
 * a loop; after `waitSeconds` start-up gives up with a message naming the server. Any other error
 * (a wrong password, no such database) stops at once: waiting would not mend it.
 */
async function openUntilReachable(url: string | undefined, pgliteDir: string, waitSeconds: number) {
  const deadline = Date.now() + waitSeconds * 1000;
  for (let attempt = 0; ; attempt++) {
    const handle = await openDatabase({ url, pgliteDir });
    try {
      await handle.migrate();
      return handle;
    } catch (error) {
      await handle.close().catch(() => {});
      const server = url ? describeServer(url) : pgliteDir;
      if (!url || !isConnectionError(error)) {
        throw new Error(`the database ${server} refused to start: ${messageOf(error)}`, { cause: error });
      }
      const delayMs = Math.min(30_000, 1000 * 2 ** attempt);
      if (Date.now() + delayMs > deadline) {
        throw new Error(
          `PostgreSQL at ${server} did not answer within ${waitSeconds} s (DATABASE_WAIT_SECONDS): ${messageOf(error)}`,
          { cause: error },
        );
      }
      log.warn("database not reachable yet, trying again", { server, error: messageOf(error), delayMs });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** host:port/database, never the password. */
function describeServer(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

function messageOf(error: unknown) {
  const { code, message } = error as { code?: string; message?: string };
  return [code, message].filter(Boolean).join(" ") || String(error);
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
