// Customer area benchmark (issue 11), for a customer with 20 contracts and 200 notifications,
// on PGlite and on PostgreSQL. Run with `npm run bench:account`; results go to stdout (and
// bench/out/account.json). See bench/README.md.
//
// Measured in process: the customer area's data (contracts, summary, sponsorship, the latest
// notifications and the unread count, as the page's loader asks for them) and the PDF documents
// (summary, certificate, a Russian certificate). Over HTTP, on the production build (the npm
// script builds first): the customer area page's server render against /healthz, 10 concurrent
// clients each.
//
// Environment: BENCH_ROUNDS (200), BENCH_SECONDS (10, per HTTP target), BENCH_PG_URL
// (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL).
import { runThroughVite } from "./support.ts";

// The app's server modules need Vite's loader (see runThroughVite).
await runThroughVite("/bench/account-run.ts", "runAccountBench");
