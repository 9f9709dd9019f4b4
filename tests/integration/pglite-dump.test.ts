import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openDatabase, queryRows } from "~/server/db/client.server";
import { migratedPgliteDump } from "../support/migrated-databases";

// Every test file starts from this copy instead of migrating a new database (ADR 0021): a copy
// that loads empty would make each file migrate again, silently, and a changed migration would
// meet the tables of the old one.
it("loads a migrated PGlite copy with its tables and its record of migrations", async () => {
  const handle = await openDatabase({ pgliteDir: "memory://", pgliteDump: await migratedPgliteDump() });
  try {
    const [applied] = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied?.count).toBeGreaterThan(10);
    const [tables] = await queryRows<{ users: string | null }>(
      handle.db,
      sql`select to_regclass('users')::text as users`,
    );
    expect(tables?.users).toBe("users");
  } finally {
    await handle.close();
  }
});
