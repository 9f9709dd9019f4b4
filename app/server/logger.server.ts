import { AsyncLocalStorage } from "node:async_hooks";

type Level = "debug" | "info" | "warn" | "error" | "silent";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Carries the request id through every await of a request, so each log line can name it. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

let threshold: Level = (process.env.LOG_LEVEL as Level | undefined) ?? "info";

export function setLogLevel(level: Level) {
  threshold = level;
}

function serialiseError(error: unknown) {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return error;
}

function write(level: Exclude<Level, "silent">, msg: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < ORDER[threshold]) return;
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg };
  const requestId = requestScope.getStore()?.requestId;
  if (requestId) entry.requestId = requestId;
  for (const [key, value] of Object.entries(fields)) {
    entry[key] = key === "error" || value instanceof Error ? serialiseError(value) : value;
  }
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
