import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { stopDatabase } from "~/server/db/index.server";
import { resetEnvCache } from "~/server/env.server";
import { requestInfoContext } from "~/server/request-context";

/**
 * Runs a test file's route actions against the app's own database (`getDb()`): an in-memory
 * PGlite, with the given environment on top, all undone after the file.
 */
export function runAgainstInMemoryApp(
  environment: () => Record<string, string> | Promise<Record<string, string>> = () => ({}),
) {
  let names: string[] = [];
  beforeAll(async () => {
    const values = { PGLITE_DIR: "memory://", ...(await environment()) };
    names = Object.keys(values);
    Object.assign(process.env, values);
    resetEnvCache();
  });
  afterAll(async () => {
    await stopDatabase();
    for (const name of names) delete process.env[name];
    resetEnvCache();
  });
}

/** The context Express hands to loaders and actions, for one client address. */
export function requestContextFor(clientIp: string = crypto.randomUUID(), requestId = "test") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId, nonce: "", clientIp });
  return context;
}
