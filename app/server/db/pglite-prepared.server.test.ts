import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedStatements } from "./pglite-prepared.server";

const client = new PGlite("memory://");
/** Trips into the database, counted. */
let trips = 0;
const counted = new Proxy(client, {
  get(target, property) {
    const value = Reflect.get(target, property, target);
    if (property === "execProtocolStream" || property === "execProtocolRawStream") {
      return (...args: unknown[]) => {
        trips++;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    }
    return typeof value === "function" ? value.bind(target) : value;
  },
});
const db = preparedStatements(counted);

beforeAll(async () => {
  await client.exec(`create table things (id int primary key, name text not null, doc jsonb, at timestamptz,
    yes boolean, blob bytea);
    insert into things values (1, 'one', '{"a":1}', '2026-11-27 10:00+00', true, '\\x0102'), (2, 'two', null, null, false, null);`);
});
afterAll(() => client.close());

const select = "select id, name, doc, at, yes, blob from things where id = any($1::int[]) order by id";

describe("PGlite statements prepared once", () => {
  it("answers as PGlite's own query does, in both row modes and with each type of value", async () => {
    for (const options of [undefined, { rowMode: "array" as const }]) {
      const ours = await db.query(select, [[1, 2]], options);
      const theirs = await client.query(select, [[1, 2]], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const inserted = await db.query<{ id: number }>(
      "insert into things (id, name, doc, at, yes, blob) values ($1, $2, $3, $4, $5, $6) returning id",
      [3, "three", { b: [1, 2] }, new Date("2026-01-02T03:04:05Z"), false, new Uint8Array([9])],
    );
    expect(inserted.rows).toEqual([{ id: 3 }]);
    expect(inserted.affectedRows).toBe(1);
    expect((await client.query("select doc, at, yes, blob from things where id = 3")).rows).toEqual([
      { doc: { b: [1, 2] }, at: new Date("2026-01-02T03:04:05Z"), yes: false, blob: new Uint8Array([9]) },
    ]);
    const updated = await db.query("update things set name = $1 where id > $2", ["many", 1]);
    expect(updated.affectedRows).toBe(2);
    expect(updated.rows).toEqual([]);
  });

  it("reads every answer as PGlite's reader does: text in any script, nulls, arrays, many rows, none", async () => {
    await client.exec(`create table words (id int primary key, word text, tags text[], amount numeric, doc jsonb);
      insert into words values (1, 'Élodie — “ok” 🙂 日本', '{a,"b c",null}', 12.50, '{"é":"ü","n":[1,null]}'),
        (2, '', '{}', null, 'null'), (3, null, null, -0.001, '[]');
      create function noisy(n int) returns int language plpgsql as $$ begin raise notice 'heard %', n; return n; end $$;`);
    const cases: [string, unknown[]][] = [
      ["select id, word, tags, amount, doc, word is null as missing from words where id >= $1 order by id", [1]],
      ["select id, word from words where id > $1", [99]],
      ["select g as n, repeat('x', g % 50) as filler, now() - now() as gap from generate_series(1, $1::int) g", [5000]],
      // A notice in the answer: read by PGlite's own reader.
      ["select noisy($1::int) as n", [7]],
    ];
    for (const [text, params] of cases) {
      for (const options of [undefined, { rowMode: "array" as const }]) {
        const ours = await db.query(text, params, options);
        const theirs = await client.query(text, params, options);
        expect(ours).toEqual(theirs);
      }
    }
  });

  it("takes one trip into the database once a statement is known, with parameters or without", async () => {
    await db.query("select name from things where id = $1", [1]);
    trips = 0;
    const { rows } = await db.query("select name from things where id = $1", [2]);
    expect(rows).toEqual([{ name: "many" }]);
    expect(trips).toBe(1);
    const countAll = "select count(*)::int as n from things";
    expect((await db.query(countAll)).rows).toEqual([{ n: 3 }]);
    trips = 0;
    expect((await db.query(countAll)).rows).toEqual([{ n: 3 }]);
    expect(trips).toBe(1);
  });

  it("leaves what is not a data statement to PGlite: no name for DDL or a transaction's commands", async () => {
    await db.query("create temporary table scratch (n int)");
    await db.query("begin");
    await db.query("insert into scratch values ($1)", [1]);
    await db.query("commit");
    const named = await client.query<{ statement: string; name: string }>(
      "select name, statement from pg_prepared_statements",
    );
    expect(named.rows.every((row) => /^s\d+$/.test(row.name))).toBe(true);
    expect(named.rows.some((row) => row.statement.startsWith("insert into scratch"))).toBe(true);
    expect(named.rows.some((row) => /^(create|begin|commit)/i.test(row.statement))).toBe(false);
  });

  it("throws PostgreSQL's error with the query, and goes on afterwards", async () => {
    const failed = await db
      .query("insert into things (id, name) values ($1, $2)", [1, "again"])
      .catch((error) => error);
    expect(failed).toMatchObject({ code: "23505", query: "insert into things (id, name) values ($1, $2)" });
    expect((await db.query("select name from things where id = $1", [1])).rows).toEqual([{ name: "one" }]);
    expect(await db.query("select nonsense from $1").catch((error) => error.code)).toBe("42601");
  });

  it("works inside a transaction, which still rolls back, and waits for it outside", async () => {
    const outside: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.query("update things set name = $1 where id = $2", ["changed", 1]);
        // A statement outside the transaction waits until it ends.
        void db.query<{ name: string }>("select name from things where id = $1", [1]).then((result) => {
          outside.push(result.rows[0]?.name as string);
        });
        expect((await tx.query("select name from things where id = $1", [1])).rows).toEqual([{ name: "changed" }]);
        throw new Error("undo");
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(outside).toEqual(["one"]);
    const result = await db.transaction(async (tx) => {
      await tx.query("update things set name = $1 where id = $2", ["kept", 2]);
      return (await tx.query<{ name: string }>("select name from things where id = $1", [2])).rows[0]?.name;
    });
    expect(result).toBe("kept");
  });

  it("prepares a statement again, once, when its table changed shape", async () => {
    const star = "select * from things where id = $1";
    expect(Object.keys((await db.query<object>(star, [1])).rows[0] ?? {})).not.toContain("extra");
    await client.exec("alter table things add column extra text default 'x'");
    expect((await db.query<{ extra: string }>(star, [1])).rows[0]?.extra).toBe("x");
    // Inside a transaction it cannot be tried again (the transaction has failed), but it is
    // prepared afresh for the next call.
    await client.exec("alter table things add column more text default 'y'");
    const inTransaction = await db.transaction((tx) => tx.query(star, [1])).catch((error) => error);
    expect(inTransaction).toMatchObject({ code: "0A000" });
    expect((await db.query<{ more: string }>(star, [1])).rows[0]?.more).toBe("y");
  });
});
