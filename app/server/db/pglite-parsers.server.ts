import { type PGlite, types } from "@electric-sql/pglite";

/**
 * The types drizzle's PGlite driver keeps as PostgreSQL's text, as its node-postgres driver does:
 * timestamps, dates, intervals and their arrays, and numeric[] (drizzle-orm/pglite/session.js).
 */
const TEXT_TYPES: number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/** Parsers for PGlite's options: those types as text. */
export const textTypeParsers: Record<number, (value: string) => string> = Object.fromEntries(
  TEXT_TYPES.map((oid) => [oid, (value: string) => value]),
);

type QueryOptions = { parsers?: Record<string | number, unknown> } & Record<string, unknown>;

/** The options without drizzle's parsers, when that is all they are; anyone else's as they were. */
function withoutTextParsers(options: QueryOptions | undefined) {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const oids = Object.keys(parsers);
  if (oids.length !== TEXT_TYPES.length || !oids.every((oid) => TEXT_TYPES.includes(Number(oid)))) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

type Queries = Pick<PGlite, "query">;

function queriesWithoutTextParsers<T extends Queries>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "query") {
        return (sql: string, params?: unknown[], options?: QueryOptions) =>
          target.query(sql, params, withoutTextParsers(options));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * drizzle hands PGlite those parsers with every statement, and PGlite merges them into its 318
 * defaults each time: 0.1 ms a statement, a tenth of a signed-in page's CPU (issue 29). The
 * database is opened with them (`textTypeParsers`) and the copy each statement brings is dropped,
 * in transactions too.
 */
export function parsersGivenOnce(client: PGlite): PGlite {
  const inner = queriesWithoutTextParsers(client);
  return new Proxy(inner, {
    get(target, property) {
      if (property === "transaction") {
        return <T>(run: (tx: Queries) => Promise<T>) => client.transaction((tx) => run(queriesWithoutTextParsers(tx)));
      }
      return Reflect.get(target, property, target);
    },
  });
}
