import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migratedPostgresTemplate } from "../support/migrated-databases";
import { createPostgresDatabase } from "../support/postgres-databases";

/**
 * docs/operations.md's backup and restore, run for real: the demo's data and an uploaded file
 * backed up by scripts/db-backup.sh and restored by scripts/db-restore.sh into an empty database
 * on the local server, then compared table by table (rows and their contents) and byte by byte.
 */
const run = promisify(execFile);
const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)("backup and restore (PostgreSQL)", () => {
  const drops: Array<() => Promise<void>> = [];
  let work = "";
  afterAll(async () => {
    for (const drop of drops) await drop();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  it("gives back every table's rows and every uploaded file", { timeout: 120_000 }, async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), "backup-"));
    const source = await createPostgresDatabase(base as string, await migratedPostgresTemplate());
    const target = await createPostgresDatabase(base as string);
    drops.push(source.drop, target.drop);
    const sourceUploads = path.join(work, "uploads");
    const restoredUploads = path.join(work, "restored-uploads");
    const environment = { ...process.env, DATABASE_URL: source.url, UPLOADS_DIR: sourceUploads };

    await run("npx", ["tsx", "scripts/seed-demo.ts"], { env: environment });
    const file = path.join(sourceUploads, "requests", "claim-photo.bin");
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256)));

    const backup = await run("bash", ["scripts/db-backup.sh", path.join(work, "backups")], { env: environment });
    const folder = backup.stdout.trim().split("\n").at(-1) as string;
    await run("bash", ["scripts/db-restore.sh", folder], {
      env: { ...process.env, DATABASE_URL: target.url, UPLOADS_DIR: restoredUploads },
    });

    const [before, after] = [await fingerprint(source.url), await fingerprint(target.url)];
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(before.users?.rows).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(await fs.readFile(path.join(restoredUploads, "requests", "claim-photo.bin"))).toEqual(
      await fs.readFile(file),
    );
  });

  it("refuses a backup whose files were altered", { timeout: 60_000 }, async () => {
    const folder = path.join(work, "tampered");
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(path.join(folder, "database.dump"), "x");
    await fs.writeFile(path.join(folder, "uploads.tar.gz"), "y");
    await fs.writeFile(
      path.join(folder, "SHA256SUMS"),
      `${"0".repeat(64)}  database.dump\n${"0".repeat(64)}  uploads.tar.gz\n`,
    );
    const target = await createPostgresDatabase(base as string);
    drops.push(target.drop);
    await expect(
      run("bash", ["scripts/db-restore.sh", folder], { env: { ...process.env, DATABASE_URL: target.url } }),
    ).rejects.toThrow();
  });
});

/** Each table of the app's schemas: its row count and a digest of all its rows. */
async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
    );
    const result: Record<string, { rows: number; digest: string }> = {};
    for (const { schema, name } of tables) {
      const { rows } = await client.query<{ rows: string; digest: string | null }>(
        `select count(*) as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from "${schema}"."${name}" t`,
      );
      result[schema === "public" ? name : `${schema}.${name}`] = {
        rows: Number(rows[0]?.rows),
        digest: rows[0]?.digest ?? "",
      };
    }
    return result;
  } finally {
    await client.end();
  }
}
