import "react-router";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import { sql } from "drizzle-orm";
import express from "express";
import { RouterContextProvider } from "react-router";
import { watchDatabase } from "./db/availability.server";
import { startDatabase, stopDatabase } from "./db/index.server";
import { env } from "./env.server";
import { bodyLimit, bodyLimitFor } from "./http/body-limit.server";
import { canonicalHost } from "./http/canonical-host.server";
import { databaseUnavailablePage } from "./http/database-unavailable.server";
import { releaseUnreadBody } from "./http/release-unread-body.server";
import { requestScopeMiddleware } from "./http/request-scope.server";
import { sameOriginGuard } from "./http/same-origin.server";
import { securityHeaders, servedOverHttps } from "./http/security-headers.server";
import { type ScheduledJob, startJobScheduler, stopJobScheduler } from "./jobs.server";
import { log, setLogLevel } from "./logger.server";
import { startAppOutboxWorker, stopAppOutboxWorker } from "./outbox/app-worker.server";
import { requestInfoContext } from "./request-context";

export type AppParts = {
  /** The features' scheduled jobs, listed by the composition root (app/scheduled-jobs.server.ts). */
  jobs: ScheduledJob[];
};

/**
 * Validates the configuration and opens (and migrates) the database before the first request.
 * A bad value stops start-up here, with a message naming the variable.
 */
export async function startApp({ jobs }: AppParts) {
  const config = env();
  setLogLevel(config.LOG_LEVEL);
  const database = await startDatabase();
  if (database.kind === "postgres") watchDatabase(() => database.db.execute(sql`select 1`));
  startAppOutboxWorker(database.db);
  startJobScheduler(database.db, jobs);
  log.info("app started", {
    env: config.NODE_ENV,
    gate: Boolean(config.SITE_ACCESS_CODE),
    database: config.DATABASE_URL ? "postgres" : "pglite",
  });
}

/** Finishes the delivery in progress, then closes the database (SIGTERM, SIGINT). */
export async function shutdown() {
  await stopJobScheduler();
  await stopAppOutboxWorker();
  await stopDatabase();
}

/** `mountAssets` serves the built files (production) or Vite's middlewares (development). */
export function createHttpApp(mountAssets: (app: express.Express) => void) {
  const config = env();
  const production = config.NODE_ENV === "production";
  const development = config.NODE_ENV === "development";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(requestScopeMiddleware());
  app.use(releaseUnreadBody());
  app.use(
    securityHeaders({
      production,
      overHttps: (req) => servedOverHttps(req, config.SITE_URL, config.TRUST_PROXY),
    }),
  );
  if (config.SITE_ACCESS_CODE) {
    // A gated site is unfinished: keep every response out of search engines.
    app.use((_req, res, next) => {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      next();
    });
  }
  // One address: a page read under another host name goes to SITE_URL before anything renders.
  if (!development) app.use(canonicalHost(config.SITE_URL));
  // Before anything reads a body: every state-changing request, whatever the route, comes from
  // the site's own pages (or from no browser at all).
  app.use(
    sameOriginGuard({
      siteOrigin: new URL(config.SITE_URL).origin,
      trustRequestHost: development,
    }),
  );
  app.use(compression());
  mountAssets(app);
  app.use(databaseUnavailablePage());
  app.use(bodyLimit(bodyLimitFor));
  const getLoadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, {
      requestId: res.locals.requestId as string,
      nonce: res.locals.nonce as string,
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    });
    return context;
  };
  const loadBuild = () => import("virtual:react-router/server-build");
  if (!production) {
    // Development: the build may change between requests (React Router derives it again each time).
    app.use(createRequestHandler({ build: loadBuild, getLoadContext }));
    return app;
  }
  // In production the build never changes: React Router is handed the build itself, not a
  // function, so it derives its route tables once. Given a function, it flattened, ranked and
  // compiled every route again on every request (a tenth of a signed-in page's CPU, a third of
  // the health check's).
  let handler: Promise<express.RequestHandler> | undefined;
  app.use((req, res, next) => {
    handler ??= loadBuild().then((build) => createRequestHandler({ build, getLoadContext }));
    handler.then((handle) => handle(req, res, next), next);
  });
  return app;
}
