import { AsyncLocalStorage } from "node:async_hooks";

type Level = "debug" | "info" | "warn" | "error" | "silent";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * Carries the request id through every await of a request, so each log line can name it, and
 * counts the database statements the request sent (the access log line reports them). Also what
 * the request's session said of the reference data's version (db/reference-copies.server.ts).
 */
export const requestScope = new AsyncLocalStorage<RequestScope>();

export type RequestScope = {
  requestId: string;
  queries?: number;
  /** A GET or HEAD: the request changes nothing, so what it read first still holds at its end. */
  readOnly?: boolean;
  referenceVersion?: number;
};

/** One more statement sent for the current request (nothing outside a request's scope). */
export function countQuery() {
  const scope = requestScope.getStore();
  if (scope) scope.queries = (scope.queries ?? 0) + 1;
}

let threshold: Level = (process.env.LOG_LEVEL as Level | undefined) ?? "info";

export function setLogLevel(level: Level) {
  threshold = level;
}

function serialiseError(error: unknown, depth = 0): unknown {
  if (error instanceof Error) {
    // A failed query's own message only repeats the statement: what PostgreSQL said is its cause.
    const cause = error.cause !== undefined && depth < 3 ? { cause: serialiseError(error.cause, depth + 1) } : {};
    return { name: error.name, message: error.message, stack: error.stack, ...cause };
  }
  return error;
}

/** The entry's own fields, which the caller's fields cannot overwrite. */
const RESERVED = new Set(["time", "level", "msg", "requestId"]);

function write(level: Exclude<Level, "silent">, msg: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < ORDER[threshold]) return;
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg };
  const requestId = requestScope.getStore()?.requestId;
  if (requestId) entry.requestId = requestId;
  for (const [key, value] of Object.entries(fields)) {
    // A field never replaces the entry's own time, level, message or request id (a request id
    // given as a field, outside the request's scope, is the entry's own).
    const taken = RESERVED.has(key) && Object.hasOwn(entry, key);
    if (taken && entry[key] === value) continue;
    const name = taken ? `field_${key}` : key;
    entry[name] = key === "error" || value instanceof Error ? serialiseError(value) : value;
  }
  // JSON.stringify escapes quotes, line breaks and control characters inside values (U+2028 and
  // U+2029 are kept as they are: no line-based reader splits on them), so whatever a value holds,
  // one call writes one line that parses as one entry: nobody can forge a second one (log injection).
  const line = `${JSON.stringify(entry)}\n`;
  if (ORDER[level] >= ORDER.warn) process.stderr.write(line);
  else process.stdout.write(line);
}

/** One JSON object per line on stdout (errors and warnings on stderr). */
export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
