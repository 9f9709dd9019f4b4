import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig, type Plugin } from "vitest/config";
import { i18nTexts } from "./app/i18n/vite-texts-plugin.ts";
import { islands } from "./app/islands/islands-plugin.ts";

const REAL_PASSWORD_HASH = path.resolve(import.meta.dirname, "app/server/auth/password-hash.server.ts");
const CHEAP_PASSWORD_HASH = path.resolve(import.meta.dirname, "tests/support/cheap-password-hash.ts");

/**
 * The unit and integration tests hash passwords with a cheap scrypt: a real hash costs a tenth of
 * a second or more of a CI core, and these tests make and sign in hundreds of people on each engine
 * (ADR 0055). Only the module Vitest loads is swapped; the production build, which the HTTP and
 * end-to-end tests serve, keeps better-auth's cost.
 */
function cheapPasswordHash(): Plugin {
  return {
    name: "cheap-password-hash",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.includes("password-hash.server")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === REAL_PASSWORD_HASH ? CHEAP_PASSWORD_HASH : null;
    },
  };
}

/**
 * The test files that cannot share a worker's module graph: one mocks a module of the app
 * (vi.mock); one counts the statements PostgreSQL keeps prepared, whose names come from a map the
 * process fills once (bounded: after the other files' thousand texts, new ones go unnamed).
 */
const OWN_PROCESS = ["app/i18n/request-language.server.test.ts", "tests/integration/prepared-statements.test.ts"];

// Kept apart from vite.config.ts so the React Router plugin is not loaded in unit tests.
export default defineConfig({
  // The texts' virtual modules, so that page route modules (which ask for their texts) load in
  // tests and their actions can be called as React Router calls them.
  // The islands' entry address (virtual:islands-entry) for the root route, which some tests render.
  // The cheap password hash of the tests, above.
  plugins: [
    i18nTexts(path.resolve(import.meta.dirname, "app/i18n/locales")),
    islands(import.meta.dirname),
    cheapPasswordHash(),
  ],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two files at once even on two cores: an integration test waits on PostgreSQL (another
    // process) and on the password hasher's threads as much as it computes (350 s instead of 470 s
    // for this project on a 2-core machine; Vitest's default there is one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Failures the tests provoke on purpose would otherwise fill the output with error logs. A
    // test that reaches the app's database without adopting its own copy (better-auth's secret,
    // say) gets a database in memory, never the developer's data/pglite (a stale one fails the
    // migrations; a running dev server holds its lock).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent", PGLITE_DIR: "memory://" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit-integration",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "tests/integration/**/*.test.ts"],
          exclude: OWN_PROCESS,
          // A worker imports the app once and runs file after file in it: importing it anew for
          // each of two hundred files was half of the run (ADR 0056). What a file changes in the
          // process (its environment variables) is undone after it by the set-up file.
          isolate: false,
          setupFiles: ["tests/support/file-isolation.ts"],
          // The migrations run once per run, not once per file (tests/support/migrated-databases.ts).
          globalSetup: ["tests/support/migrated-databases.ts"],
        },
      },
      {
        // The files above, a process of their own each.
        extends: true,
        test: {
          name: "own-process",
          include: OWN_PROCESS,
          globalSetup: ["tests/support/migrated-databases.ts"],
        },
      },
      {
        // The production build over real sockets (tests/support/built-servers.ts): status codes,
        // headers, caching, redirects and the authorization probes, without a browser.
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          globalSetup: ["tests/support/built-servers.ts"],
          hookTimeout: 150_000,
        },
      },
    ],
  },
});
