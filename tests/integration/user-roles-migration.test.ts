import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../support/postgres-databases";

const MIGRATIONS = path.resolve("drizzle");
const ROLES_MIGRATION = "0005_user_roles";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** The committed migrations as they stood before roles, in a folder of their own. */
function migrationsBeforeRoles() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "mc-migrations-"));
  cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === ROLES_MIGRATION);
  journal.entries = journal.entries.slice(0, index);
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

type Engine = {
  execute: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

async function openPglite(): Promise<Engine> {
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    execute: (query) => db.execute(query) as Promise<{ rows: unknown[] }>,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function openPostgres(): Promise<Engine> {
  const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
  const pool = new pg.Pool({ connectionString: created.url, max: 2 });
  cleanups.push(created.drop);
  const db = drizzlePg(pool);
  return {
    execute: (query) => db.execute(query) as Promise<{ rows: unknown[] }>,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: () => pool.end(),
  };
}

const engines: Array<[string, () => Promise<Engine>]> = [["pglite", openPglite]];
if (process.env.TEST_DATABASE_URL) engines.push(["postgres", openPostgres]);

describe.each(engines)("the roles migration on %s", (_name, open) => {
  it("makes every existing user a customer", async () => {
    const engine = await open();
    try {
      await engine.migrate(migrationsBeforeRoles());
      await engine.execute(
        sql`insert into users (id, name, email, email_verified, updated_at) values ('u1', 'Camille', 'c@example.fr', true, now()), ('u2', 'Jules', 'j@example.fr', true, now())`,
      );
      await engine.migrate(MIGRATIONS);
      const { rows } = await engine.execute(sql`select id, role from users order by id`);
      expect(rows).toEqual([
        { id: "u1", role: "customer" },
        { id: "u2", role: "customer" },
      ]);
    } finally {
      await engine.close();
    }
  });
});
