import { sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/server/db/schema";
import { testDatabases } from "../support/databases";

type CheckRow = { name: string; table: string; columns: string[]; definition: string };

/** Every column the schema declares with a vocabulary (`text(name, { enum: ARRAY })`), by "table.column". */
function vocabularies() {
  const byColumn = new Map<string, readonly string[]>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    for (const column of config.columns) {
      if (column.enumValues?.length) byColumn.set(`${config.name}.${column.name}`, column.enumValues);
    }
  }
  return byColumn;
}

/** The quoted words of a check's `= ANY (ARRAY['a'::text, …])`, as PostgreSQL prints `in ('a', …)`. */
function listedValues(definition: string) {
  const array = /ARRAY\[(.*?)\]/s.exec(definition)?.[1];
  if (array === undefined) return null;
  return [...array.matchAll(/'((?:[^']|'')*)'/g)].map((match) => (match[1] as string).replaceAll("''", "'"));
}

describe.each(testDatabases())("the schema's vocabularies on $name", (database) => {
  it("hold in every check constraint exactly the values of the TypeScript array its column is typed from", async () => {
    const { db } = database.handle();
    const checks = (await db.execute(sql`
      select con.conname as name, rel.relname as "table", pg_get_constraintdef(con.oid) as definition,
        array(select att.attname::text from pg_attribute att
              where att.attrelid = con.conrelid and att.attnum = any(con.conkey) order by att.attnum) as columns
      from pg_constraint con
      join pg_class rel on rel.oid = con.conrelid
      join pg_namespace ns on ns.oid = rel.relnamespace
      where con.contype = 'c' and ns.nspname = 'public'
      order by con.conname`)) as unknown as { rows: CheckRow[] } | CheckRow[];
    const rows = Array.isArray(checks) ? checks : checks.rows;
    const arrays = vocabularies();
    const listing = rows.flatMap((row) => {
      const values = listedValues(row.definition);
      return values ? [{ ...row, values }] : [];
    });
    // Ten lists today (contracts, requests, their events, stages, claim pieces, privacy, roles).
    expect(listing.length).toBeGreaterThanOrEqual(10);
    for (const check of listing) {
      // A list of values checks one column, typed from its array: no SQL list stands alone.
      expect(check.columns, check.name).toHaveLength(1);
      const array = arrays.get(`${check.table}.${check.columns[0]}`);
      expect(array, `${check.name}: ${check.table}.${check.columns[0]} has no TypeScript vocabulary`).toBeDefined();
      expect(check.values, check.name).toEqual([...(array ?? [])]);
    }
  });

  it("read the values of a check as PostgreSQL prints them", () => {
    expect(
      listedValues(
        `CHECK (((outcome IS NULL) OR (outcome = ANY (ARRAY['upheld'::text, 'partly'::text, 'it''s'::text]))))`,
      ),
    ).toEqual(["upheld", "partly", "it's"]);
    expect(listedValues("CHECK ((id = 1))")).toBeNull();
  });
});
