import { SCHEDULED_JOBS } from "./scheduled-jobs.server";
import { startApp } from "./server/http-app.server";

export { precompressedAssets } from "./server/http/precompressed-assets.server";
/**
 * The server build's entry (vite.config.ts) and the app's composition root: the Express host
 * from server/, started with what the features contribute (their scheduled jobs).
 */
export { createHttpApp, shutdown } from "./server/http-app.server";

export function startup() {
  return startApp({ jobs: SCHEDULED_JOBS });
}
