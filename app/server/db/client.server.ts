import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Query, SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { countQuery, log } from "../logger.server";
import { lockDirectory } from "./directory-lock.server";
import { parsersGivenOnce, textTypeParsers } from "./pglite-parsers.server";
import { preparedStatements } from "./pglite-prepared.server";
import { PreparingClient } from "./prepared-statements.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /** Applies the committed migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /** PGlite only: a copy of the data directory, for `openDatabase({ pgliteDump })`. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
};

/** Drizzle's hook on every statement: the request's count (the access log's `queries`). */
const queryCounter = { logQuery: countQuery };

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");
/** Any constant works; it only has to be the same in every process of this app. */
const MIGRATION_LOCK_ID = 727_274_001;

export type OpenOptions = {
  url?: string;
  pgliteDir?: string;
  maxConnections?: number;
  /** In memory only: start from this copy of a data directory (PGlite's `dumpDataDir`). */
  pgliteDump?: Blob;
};

/** `pgliteDir: "memory://"` opens a throw-away in-memory database (tests). */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.maxConnections ?? 10);
  return openPglite(options.pgliteDir ?? "data/pglite", options.pgliteDump);
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, Client: PreparingClient });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on next use.
  pool.on("error", (error) => log.warn("idle database connection lost", { error: error.message }));
  const db = drizzlePg(pool, { schema, logger: queryCounter }) as unknown as Database;
  return {
    kind: "postgres",
    db,
    async migrate() {
      // An advisory lock on a dedicated connection: concurrent starts wait, then find nothing to do.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string, dump?: Blob): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith("memory://");
  if (dump && !inMemory) throw new Error("a PGlite dump loads into an in-memory database only");
  let release = () => {};
  if (!inMemory) {
    release = lockDirectory(dir);
    fs.mkdirSync(dir, { recursive: true });
  }
  try {
    // pg_trgm: the back office's lead search index (migration 0009); PostgreSQL ships it in contrib.
    // "memory://", not undefined: PGlite ignores `loadDataDir` when it is given no data directory.
    const client = new PGlite(inMemory ? "memory://" : dir, {
      extensions: { pg_trgm },
      loadDataDir: dump,
      parsers: textTypeParsers,
    });
    await client.waitReady;
    const db = drizzlePglite(takingTurns(parsersGivenOnce(preparedStatements(client))), {
      schema,
      logger: queryCounter,
    }) as unknown as Database;
    return {
      kind: "pglite",
      db,
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
      dump: () => client.dumpDataDir("none"),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite runs in this thread, synchronously: a statement blocks the event loop while it runs,
 * and its mutex hands the connection from one waiting statement or transaction to the next
 * through promise callbacks alone, so under a burst the whole queue runs in one turn of the event
 * loop while no new connection is accepted and no new request read (issue 29: requests sent at
 * the start of a burst waited up to 10 s before the server even read them, while those it had read
 * took 300 ms). Here the app's statements and transactions take turns in the same order, each
 * turn handed over through setImmediate, so the server reads what arrived between two of them.
 */
export function takingTurns(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = last.then(() => new Promise((resolve) => setImmediate(resolve))).then(run);
    last = turn.catch(() => {});
    return turn;
  };
  const queued = new Set<PropertyKey>(["query", "exec", "transaction", "sql"]);
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (queued.has(property)) return (...args: unknown[]) => inTurn(() => value.apply(target, args));
      return value.bind(target);
    },
  });
}

/** Raw SQL rows, the same on both drivers (each returns `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A transaction's handle, which runs the same queries as the database. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

type Preparable = { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> } };

/**
 * A drizzle query built once per database, with `sql.placeholder(name)` where its values go
 * (drizzle's `prepare`): each call only fills them in, and rows come back mapped as drizzle maps
 * them. For the statements every signed-in page runs (the session, the customer's records, the
 * back office's staff and settings): drizzle building them again was a sixth of a page's CPU
 * (issue 29); statements whose shape follows a list's filters are built as before. A
 * transaction is a database of its own here, so its queries are built for it. `name` names the
 * statement on PostgreSQL (with a number per database, so unique per text; on PGlite every
 * statement is prepared anyway).
 */
export function preparedQuery<Q extends Preparable>(name: string, build: (db: Database) => Q) {
  const byShape = preparedByShape(name);
  // A transaction builds the same queries as the database it belongs to.
  return (db: Database | Transaction): ReturnType<Q["prepare"]> => byShape(db, "", () => build(db as Database));
}

/**
 * `preparedQuery` for statements whose shape follows a list's filters: one built per shape (which
 * filters are set, the order), with placeholders where the filters' values go, and kept by
 * `key`. The leads list's page and counts: drizzle building them again was 5 % of the page's CPU
 * (issue 29). Shapes are few; a key is any text that tells them apart.
 */
export function preparedByShape(name: string) {
  const built = new WeakMap<Database | Transaction, Map<string, unknown>>();
  let shapes = 0;
  return <Q extends Preparable>(db: Database | Transaction, key: string, build: () => Q): ReturnType<Q["prepare"]> => {
    let byKey = built.get(db);
    if (!byKey) {
      byKey = new Map();
      built.set(db, byKey);
    }
    let query = byKey.get(key) as ReturnType<Q["prepare"]> | undefined;
    if (!query) {
      query = build().prepare(`${name}_${++shapes}`) as ReturnType<Q["prepare"]>;
      byKey.set(key, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A statement whose text is built once, with `sql.placeholder(name)` where its values go: each
 * call only fills them in, on either driver, inside a transaction or not. For the statements
 * large enough that building them shows in profiles: drizzle assembled a lead's main statement
 * (some sixty values among its fragments) again for every lead, 6 % of the request's CPU (issue 29).
 */
export function reusableStatement<Row, Values extends Record<string, unknown>>(build: () => SQL) {
  let query: Query | undefined;
  return async (db: Database | Transaction, values: Values): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    const result = await (db as Database)._.session.prepareQuery(query, undefined, undefined, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
