// Back-office leads benchmark (issue 13): 100,000 leads seeded into a throw-away PostgreSQL
// database and into PGlite. Run with `npm run bench:backoffice`; results go to stdout (and
// bench/out/backoffice.json). See bench/README.md.
import path from "node:path";
import { createServer } from "vite";

// The app's server modules use Vite features (import.meta.glob for the dictionaries): load them
// through Vite's SSR module loader rather than plain Node.
const vite = await createServer({
  configFile: false,
  root: process.cwd(),
  logLevel: "error",
  resolve: { alias: { "~": path.resolve("app") } },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const bench = await vite.ssrLoadModule("/bench/backoffice-run.ts");
  await bench.runBackofficeBench();
} finally {
  await vite.close();
}
