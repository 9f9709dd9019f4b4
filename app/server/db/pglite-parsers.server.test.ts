import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { parsersGivenOnce, textTypeParsers } from "./pglite-parsers.server";

const client = new PGlite("memory://", { parsers: textTypeParsers });
afterAll(() => client.close());

/** The options each statement reached PGlite with. */
function recording(target: PGlite) {
  const seen: unknown[] = [];
  const spy = new Proxy(target, {
    get(inner, property) {
      if (property === "query") {
        return (text: string, params?: unknown[], options?: unknown) => {
          seen.push(options);
          return inner.query(text, params, options as undefined);
        };
      }
      if (property === "transaction") {
        return (run: (tx: unknown) => Promise<unknown>) =>
          inner.transaction((tx) =>
            run({
              ...tx,
              query: (text: string, params?: unknown[], options?: unknown) => {
                seen.push(options);
                return tx.query(text, params, options as undefined);
              },
            }),
          );
      }
      const value = Reflect.get(inner, property, inner);
      return typeof value === "function" ? value.bind(inner) : value;
    },
  });
  return { spy, seen };
}

const parsersOf = (options: unknown) => (options as { parsers?: unknown } | undefined)?.parsers;

describe("drizzle's parsers given to PGlite once", () => {
  it("reads timestamps, dates and intervals as drizzle's text, and sends no parsers with a statement", async () => {
    const { spy, seen } = recording(client);
    const db = drizzle(parsersGivenOnce(spy));
    const query = sql`select timestamptz '2026-11-27 10:00:00+00' as at, date '2026-11-27' as day,
      interval '2 days' as span, 42::int as n, '{"a":1}'::jsonb as doc, true as yes`;
    const { rows } = await db.execute(query);
    expect(rows).toEqual([
      { at: "2026-11-27 10:00:00+00", day: "2026-11-27", span: "2 days", n: 42, doc: { a: 1 }, yes: true },
    ]);
    const inTransaction = await db.transaction(async (tx) => (await tx.execute(query)).rows);
    expect(inTransaction).toEqual(rows);
    expect(seen.length).toBe(2);
    expect(seen.map(parsersOf)).toEqual([undefined, undefined]);
  });

  it("passes anyone else's parsers on as they were", async () => {
    const { spy, seen } = recording(client);
    const upper = { 25: (value: string) => value.toUpperCase() };
    const result = await parsersGivenOnce(spy).query<{ word: string }>("select 'abc'::text as word", [], {
      parsers: upper,
    });
    expect(result.rows).toEqual([{ word: "ABC" }]);
    expect(parsersOf(seen[0])).toBe(upper);
  });
});
