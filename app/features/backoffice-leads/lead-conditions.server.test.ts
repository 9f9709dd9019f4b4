import { and, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { FILTER_KEYS, type LeadFilters } from "~/server/leads/lead-pipeline";
import { filterConditions, shapedConditions } from "./lead-conditions.server";

/** Each filter's variants: absent, and every value that changes the shape of its condition. */
const VARIANTS: Record<(typeof FILTER_KEYS)[number], (string | undefined)[]> = {
  q: [undefined, "dupont", "06 12 34"],
  product: [undefined, "sante-senior"],
  status: [undefined, "new"],
  adviser: [undefined, "none", "user_1"],
  from: [undefined, "2026-11-01"],
  to: [undefined, "2026-11-30"],
  source: [undefined, "Google"],
  overdue: [undefined, "1"],
};

function* everyFilterSet(): Generator<LeadFilters> {
  const keys = [...FILTER_KEYS];
  function* from(index: number, partial: Partial<LeadFilters>): Generator<LeadFilters> {
    const key = keys[index];
    if (!key) {
      yield { sort: "newest", page: 1, size: 25, ...partial } as LeadFilters;
      return;
    }
    for (const value of VARIANTS[key])
      yield* from(index + 1, value === undefined ? partial : { ...partial, [key]: value });
  }
  yield* from(0, {});
}

const dialect = new PgDialect();
const where = (conditions: SQL[]) => and(...conditions) ?? sql`true`;
const now = new Date("2026-11-27T12:00:00Z");

describe("the leads list's conditions, built once per shape", () => {
  it("have one statement per key: filters that share a key share the SQL, whatever their values", () => {
    const byKey = new Map<string, string>();
    const keys = new Set<string>();
    for (const filters of everyFilterSet()) {
      for (const withStatus of [true, false]) {
        const { conditions, key, values } = shapedConditions(filters, now, { withStatus });
        const query = dialect.sqlToQuery(where(conditions));
        const seen = byKey.get(key);
        if (seen === undefined) byKey.set(key, query.sql);
        else expect(query.sql, key).toBe(seen);
        // Every value in the text is a placeholder whose value was kept.
        for (const param of query.params) expect(Object.keys(values)).toContain((param as { name: string }).name);
        keys.add(key);
      }
    }
    // Many shapes, each told apart: 3 × 2 × 2 × 3 × 2 × 2 × 2 × 2 filter sets.
    expect(keys.size).toBeGreaterThan(100);
  });

  it("bind the same values the immediate conditions carry", () => {
    const filters = {
      q: "06 12 34",
      adviser: "user_1",
      from: "2026-11-01",
      overdue: "1",
      sort: "newest",
      page: 1,
      size: 25,
    } as const;
    const shaped = shapedConditions(filters, now);
    const immediate = dialect.sqlToQuery(where(filterConditions(filters, now)));
    const placeholders = dialect.sqlToQuery(where(shaped.conditions));
    expect(placeholders.sql).toBe(immediate.sql);
    const filled = placeholders.params.map((param) => shaped.values[(param as { name: string }).name]);
    expect(filled.map((value) => (value instanceof Date ? value.toISOString() : value))).toEqual(immediate.params);
  });
});
