// Back-office leads benchmark (issue 13): 100,000 leads seeded into a throw-away PostgreSQL
// database and into PGlite. Run with `npm run bench:backoffice`; results go to stdout (and
// bench/out/backoffice.json). See bench/README.md.
import { runThroughVite } from "./support.ts";

// The app's server modules need Vite's loader (see runThroughVite).
await runThroughVite("/bench/backoffice-run.ts", "runBackofficeBench");
