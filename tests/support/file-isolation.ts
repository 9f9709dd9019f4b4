import { afterAll } from "vitest";
import { resetEnvCache } from "~/server/env.server";

/**
 * The integration project runs its files one after the other in the same process without
 * isolation (vitest.config.ts: importing the app once per worker, not once per file, halves the
 * run). What a file changes in the process's environment is undone after it, so the next file
 * starts from the same variables (PGLITE_DIR: "memory://" above all) whatever ran before.
 */
const before = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
  resetEnvCache();
});
