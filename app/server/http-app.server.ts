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
import { createPageCache, type KeepPage } from "./http/page-cache.server";
import { releaseUnreadBody } from "./http/release-unread-body.server";
import { requestScopeMiddleware } from "./http/request-scope.server";
import { countRequestsInFlight } from "./http/requests-in-flight.server";
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

/** Which kept page answers a request, or null (the composition root knows what a page reads). */
export type KeptPageKey = (req: express.Request) => Promise<string | null>;

/** Kept pages are rendered again after this long: whatever moves with time shows that late at most. */
export const KEPT_PAGE_TTL_MS = 60_000;

/**
 * `mountAssets` serves the built files (production) or Vite's middlewares (development).
 * `keptPageKey`, in production, lets pages that are the same for many visitors be kept.
 */
export function createHttpApp(mountAssets: (app: express.Express) => void, keptPageKey?: KeptPageKey) {
  const config = env();
  const production = config.NODE_ENV === "production";
  const development = config.NODE_ENV === "development";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  // The outbox worker delivers between requests (PGlite is one connection): it asks how many are in flight.
  app.use(countRequestsInFlight());
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
  // Before compression and the build files: a kept page is compressed once, and its address is
  // never a file's.
  if (production && keptPageKey) {
    app.use(createPageCache({ keyOf: keptPageKey, ttlMs: KEPT_PAGE_TTL_MS, maxPages: 400 }).middleware);
  }
  app.use(compression());
  mountAssets(app);
  app.use(databaseUnavailablePage());
  app.use(bodyLimit(bodyLimitFor));
  const loadBuild = () => import("virtual:react-router/server-build");
  const getLoadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, {
      requestId: res.locals.requestId as string,
      nonce: res.locals.nonce as string,
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      keepPage: res.locals.keepPage as KeepPage | undefined,
    });
    return context;
  };
  if (!production) {
    // Development: the build is asked for per request, so that an edit shows on the next one.
    app.use(createRequestHandler({ build: loadBuild, getLoadContext }));
    return app;
  }
  // In production the build never changes: React Router is given the build itself, once. Given
  // a function, it calls it and derives its route tables again for every request (createStaticHandler
  // and the routes' ranking were 9 % of the CPU of a lead's request, and of every page's).
  let handler: Promise<express.RequestHandler> | undefined;
  app.use((req, res, next) => {
    handler ??= loadBuild().then((build) => createRequestHandler({ build, getLoadContext }));
    handler.then((handle) => handle(req, res, next), next);
  });
  return app;
}
