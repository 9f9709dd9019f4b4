import pg from "pg";
import { log } from "../logger.server";
import { noteDatabaseError } from "./availability.server";

/**
 * Most distinct statements given a name, per process. The app has a few hundred statement shapes;
 * texts that vary without end (an `in (...)` list of any length) stop getting names here instead
 * of growing every connection's plan cache on the server without limit.
 */
export const MAX_NAMED_STATEMENTS = 1000;

/** Names for statement texts, the same on every connection of a process; none past `max` texts. */
export function statementNames(max = MAX_NAMED_STATEMENTS) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (names.size >= max) return undefined;
    const name = `s${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}

const statementName = statementNames();

/**
 * A statement that reads or writes data, worth keeping prepared even without parameters (the back
 * office's counts, /healthz's `select 1`); not BEGIN, COMMIT or DDL. Such a text is one command:
 * the extended protocol a named statement goes through refuses several.
 */
export const DATA_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown[]; submit?: unknown };

/**
 * A PostgreSQL connection that prepares every statement with parameters once, under a name, and
 * then only binds and executes it (issue 29). Drizzle sends each statement unnamed, so the server
 * parsed and planned it again every time: for a lead's main statement, 1.8 ms of planning for
 * 1.3 ms of work, most of the server's CPU under a burst of quote requests. A named statement is
 * parsed once per connection and its plan cached by the server, which still plans the first five
 * executions with their values and keeps a generic plan only when it costs no more
 * (plan_cache_mode "auto"). Data statements are named with parameters or without; the others
 * (BEGIN, COMMIT, DDL, the migrations' scripts of several commands) go as they are.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection lost while the client is out of the pool between two statements (inside a
    // transaction) is emitted as an 'error' event that nobody else listens to then: unheard, it
    // ended the process. Its next statement fails anyway, and the pool drops the client when it
    // comes back; here the loss is only kept from crashing the process.
    this.on("error", (error: Error) => {
      log.warn("database connection lost outside a statement", { error: error.message });
      noteDatabaseError(error);
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads, passed through as they are
  override query(config: any, values?: any, callback?: any): any {
    if (config && typeof config === "object" && typeof config.submit !== "function") {
      const { text, name } = config as QueryConfig;
      const params = Array.isArray(values) ? values : (config as QueryConfig).values;
      if (typeof text === "string" && name === undefined && (params?.length || DATA_STATEMENT.test(text))) {
        const prepared = statementName(text);
        if (prepared) return super.query({ ...config, name: prepared }, values, callback);
      }
    }
    return super.query(config, values, callback);
  }
}
