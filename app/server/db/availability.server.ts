import { log } from "../logger.server";

/**
 * Whether the database can be reached, as the app last saw it. A query that fails because the
 * server is gone (not because of what it asked) marks it down; a probe then tries every second
 * and marks it up again. While it is down, pages answer 503 with a page that says so
 * (app/server/http/database-unavailable.server.ts) instead of failing one by one.
 */
type Probe = () => Promise<unknown>;

const state = {
  down: false,
  since: 0,
  probe: undefined as Probe | undefined,
  timer: undefined as NodeJS.Timeout | undefined,
};

/** Node's socket errors and PostgreSQL's connection classes (08, 57P01–57P03): the server, not the query. */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "EPIPE"]);

export function isConnectionError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || /^08|^57P0[123]$/.test(code))) return true;
    if (
      typeof message === "string" &&
      /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/i.test(message)
    )
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** How the app checks the database again (a `select 1`), given once at start. */
export function watchDatabase(probe: Probe) {
  state.probe = probe;
}

export function databaseIsDown() {
  return state.down;
}

/** Called with any error a request or a worker met: marks the database down if it is the cause. */
export function noteDatabaseError(error: unknown) {
  if (!isConnectionError(error) || state.down || !state.probe) return;
  state.down = true;
  state.since = Date.now();
  log.error("database unreachable: pages answer 503 until it returns", { error });
  schedule();
}

function schedule() {
  state.timer = setTimeout(async () => {
    try {
      await state.probe?.();
      state.down = false;
      log.info("database reachable again", { downMs: Date.now() - state.since });
    } catch {
      schedule();
    }
  }, 1_000);
  state.timer.unref();
}

/** Tests and shutdown: forget the state and stop probing. */
export function resetDatabaseAvailability() {
  clearTimeout(state.timer);
  state.down = false;
  state.probe = undefined;
}
