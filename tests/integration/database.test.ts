import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "~/server/db/client.server";
import { DirectoryLockedError } from "~/server/db/directory-lock.server";
import { testDatabases } from "../support/databases";
import { createPostgresDatabase } from "../support/postgres-databases";

describe.each(testDatabases())("migrations on $name", ({ handle }) => {
  it("creates the tables and can be applied again", async () => {
    await handle().migrate();
    const rows = await queryRows(handle().db, sql`select count(*)::int as n from rate_limits`);
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe("embedded database directory", () => {
  it("refuses a second opener of the same directory and reopens cleanly after close", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pglite-")), "db");
    const first = await openDatabase({ pgliteDir: dir });
    await first.migrate();
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(DirectoryLockedError);
    await first.close();
    const again = await openDatabase({ pgliteDir: dir });
    await again.migrate();
    await again.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("several instances starting at once on PostgreSQL", () => {
  it("migrate concurrently without error, under the advisory lock", async () => {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: created.url, maxConnections: 2 })));
    try {
      await Promise.all(handles.map((h) => h.migrate()));
      const db = handles[0]?.db;
      if (!db) throw new Error("no handle");
      const rows = await queryRows(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(rows).toEqual([{ n: fs.readdirSync("drizzle").filter((f) => f.endsWith(".sql")).length }]);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await created.drop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a PostgreSQL connection lost inside a transaction", () => {
  it("fails the transaction's next statement and leaves the process up", async () => {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
    const handle = await openDatabase({ url: created.url, maxConnections: 2 });
    try {
      const failed = await handle.db
        .transaction(async (tx) => {
          const [own] = await queryRows<{ pid: number }>(tx as never, sql`select pg_backend_pid() as pid`);
          const other = new pg.Client({ connectionString: created.url });
          await other.connect();
          await other.query("select pg_terminate_backend($1)", [own?.pid]);
          await other.end();
          // The loss arrives while no statement of the transaction runs: unheard, it ended the process.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await queryRows(tx as never, sql`select 1`);
        })
        .catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(Error);
      expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      await created.drop();
    }
  });
});
