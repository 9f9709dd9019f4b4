import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * `column in ('a', 'b')` written from the TypeScript array the code reads, so that a check
 * constraint and its vocabulary are one list (tests/integration/schema-vocabularies.test.ts also
 * compares every check of a migrated database with its column's array: a value added without
 * its migration fails there). The values are our own constants, never input.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`;
}
