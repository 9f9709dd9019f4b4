import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { migratedPgliteDump, migratedPostgresTemplate } from "./migrated-databases";
import { createPostgresDatabase } from "./postgres-databases";

export type TestDatabase = {
  name: "pglite" | "postgres";
  handle: () => DatabaseHandle;
  /** Another connection pool on the same database, as a second app process would have (PGlite: the same one). */
  openAnother: () => Promise<DatabaseHandle>;
};

/**
 * The engines every integration test runs on: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set (as in CI). Each test file gets its own fresh, migrated database.
 */
export function testDatabases(): TestDatabase[] {
  const engines: TestDatabase[] = [database("pglite")];
  if (process.env.TEST_DATABASE_URL) engines.push(database("postgres"));
  return engines;
}

function database(name: "pglite" | "postgres"): TestDatabase {
  let handle: DatabaseHandle | undefined;
  let url: string | undefined;
  const others: DatabaseHandle[] = [];
  let dropDatabase = async () => {};

  beforeAll(async () => {
    // Copies of a database migrated once per run (tests/support/migrated-databases.ts); migrating
    // again finds nothing to do.
    if (name === "pglite") {
      handle = await openDatabase({ pgliteDir: "memory://", pgliteDump: await migratedPgliteDump() });
    } else {
      const created = await createPostgresDatabase(
        process.env.TEST_DATABASE_URL as string,
        await migratedPostgresTemplate(),
      );
      dropDatabase = created.drop;
      url = created.url;
      handle = await openDatabase({ url: created.url, maxConnections: 5 });
    }
    await handle.migrate();
  });

  afterAll(async () => {
    for (const other of others) await other.close();
    await handle?.close();
    await dropDatabase();
  });

  const ready = () => {
    if (!handle) throw new Error("test database not ready");
    return handle;
  };
  return {
    name,
    handle: ready,
    async openAnother() {
      if (!url) return ready();
      const other = await openDatabase({ url, maxConnections: 5 });
      others.push(other);
      return other;
    },
  };
}
