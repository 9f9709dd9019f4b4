import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { DEFAULT_LANG } from "~/i18n/config";
import { languageMiddleware, setRequestLanguage } from "~/i18n/request-language.server";
import { openDatabase } from "~/server/db/client.server";
import { adoptDatabase, getDb, stopDatabase } from "~/server/db/index.server";
import { resetEnvCache } from "~/server/env.server";
import { requestInfoContext } from "~/server/request-context";
import { migratedPgliteDump, migratedPostgresTemplate } from "./migrated-databases";
import { createPostgresDatabase } from "./postgres-databases";

type Environment = () => Record<string, string> | Promise<Record<string, string>>;

/**
 * Runs a test file's route actions against the app's own database (`getDb()`): an in-memory
 * PGlite, with the given environment on top, all undone after the file.
 */
export function runAgainstInMemoryApp(environment: Environment = () => ({})) {
  runAgainstApp("pglite", environment);
}

export type AppEngine = "pglite" | "postgres";

/** The engines the app's database can run on here: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function appEngines(): AppEngine[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * Like `runAgainstInMemoryApp`, on either engine: PostgreSQL gets a throw-away database of its
 * own. Call it inside a `describe` to run that block's actions against that engine.
 */
export function runAgainstApp(engine: AppEngine, environment: Environment = () => ({})) {
  let names: string[] = [];
  let drop = async () => {};
  beforeAll(async () => {
    const database: Record<string, string> = { PGLITE_DIR: "memory://" };
    if (engine === "postgres") {
      const created = await createPostgresDatabase(
        process.env.TEST_DATABASE_URL as string,
        await migratedPostgresTemplate(),
      );
      drop = created.drop;
      database.DATABASE_URL = created.url;
    }
    const values = { ...database, ...(await environment()) };
    names = Object.keys(values);
    Object.assign(process.env, values);
    resetEnvCache();
    if (engine === "pglite") {
      // A copy of the database migrated once per run (tests/support/migrated-databases.ts).
      const handle = await openDatabase({ pgliteDir: "memory://", pgliteDump: await migratedPgliteDump() });
      await handle.migrate();
      adoptDatabase(handle);
    }
    // Opened (and migrated) here, so that start-up counts against the hook's time, not a test's.
    await getDb();
  });
  afterAll(async () => {
    await stopDatabase();
    await drop();
    for (const name of names) delete process.env[name];
    resetEnvCache();
  });
}

/**
 * The context loaders and actions get, for one client address: what Express puts in it, and the
 * language the root's middleware decides (French, as for a request without a `lang` cookie).
 */
export function requestContextFor(clientIp: string = crypto.randomUUID(), requestId = "test") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId, nonce: "", clientIp });
  setRequestLanguage(context, DEFAULT_LANG);
  return context;
}

/** The same after the root's language middleware has read this request (its `lang` cookie). */
export async function routeContextFor(request: Request, clientIp?: string, requestId?: string) {
  const context = requestContextFor(clientIp, requestId);
  await languageMiddleware({ request, context, params: {} } as never, async () => new Response());
  return context;
}
