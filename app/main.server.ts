/**
 * The server build's entry (vite.config.ts) and the app's composition root: the Express host
 * from server/, started with what the features contribute (their scheduled jobs, what a kept
 * page's key is made of).
 */
import type express from "express";
import { keptPageKey } from "./page-cache-key.server";
import { SCHEDULED_JOBS } from "./scheduled-jobs.server";
import { createHttpApp as createServerApp, startApp } from "./server/http-app.server";

export { answerClientError } from "./server/http/oversized-request.server";
export { precompressedAssets } from "./server/http/precompressed-assets.server";
export { shutdown } from "./server/http-app.server";

export function createHttpApp(mountAssets: (app: express.Express) => void) {
  return createServerApp(mountAssets, keptPageKey);
}

export function startup() {
  return startApp({ jobs: SCHEDULED_JOBS });
}
