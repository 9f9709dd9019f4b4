// Entry point: `npm start` (production build) or `npm run dev` (Vite middleware, HMR).
// Runs on Node 24 with type stripping; the app itself is bundled by Vite from app/.
import cluster from "node:cluster";
import fs from "node:fs";
import express from "express";

const development = process.env.NODE_ENV === "development";
const processes = Number(process.env.WEB_CONCURRENCY || 1);

type AppModule = typeof import("./app/main.server.ts");

function fail(message: string): never {
  const line = { time: new Date().toISOString(), level: "error", msg: "start-up failed", error: message };
  process.stderr.write(`${JSON.stringify(line)}\n\n${message}\n`);
  process.exit(1);
}

async function load(): Promise<{ module: AppModule; mountAssets: (app: express.Express) => void }> {
  if (development) {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true } });
    const module = (await server.ssrLoadModule("./app/main.server.ts")) as AppModule;
    return { module, mountAssets: (app) => app.use(server.middlewares) };
  }
  const module: AppModule = await import(new URL("./build/server/index.js", import.meta.url).href);
  return {
    module,
    mountAssets(app) {
      // Hashed file names: cache for a year (Brotli-compressed at build time where the browser
      // takes it). Everything else in public/: an hour.
      app.use("/assets", module.precompressedAssets("build/client/assets"));
      app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
      app.use(publicFiles("build/client"));
    },
  };
}

/**
 * The files of public/ (an hour's cache), asked for by name: their names are read once at start,
 * as the build never changes under a running server. express.static alone looked on disk for
 * every page's path before handing it on (a stat, then an ENOENT error built with its stack:
 * about 2 % of a signed-in page's CPU, issue 29).
 */
function publicFiles(root: string): express.RequestHandler {
  const names = new Set(fs.readdirSync(root));
  const serve = express.static(root, { maxAge: "1h", index: false });
  return (request, response, next) => {
    const first = request.path.split("/")[1] ?? "";
    let name = first;
    try {
      name = decodeURIComponent(first);
    } catch {
      return next();
    }
    return names.has(name) ? serve(request, response, next) : next();
  };
}

async function serve() {
  try {
    const { module, mountAssets } = await load();
    await module.startup();
    const app = module.createHttpApp(mountAssets);
    const port = Number(process.env.PORT ?? 3000);
    const host = process.env.HOST ?? "0.0.0.0";
    const server = app.listen(port, host, () => {
      // The one address to open: pages read under any other name are redirected to it.
      const url = process.env.SITE_URL ?? "http://localhost:3000";
      const line = { time: new Date().toISOString(), level: "info", msg: "listening", url, port };
      process.stdout.write(`${JSON.stringify(line)}\n`);
      if (!development && loopbackOnOtherPort(url, port)) {
        const warning = `SITE_URL (${url}) names another port than this server's (${port}): pages will redirect there`;
        process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: "warn", msg: warning })}\n`);
      }
    });
    // Keep idle connections open longer than clients and load balancers do (60 s is common), so
    // the server never closes a socket that a client is about to reuse (ECONNRESET).
    server.keepAliveTimeout = 65_000;
    // A request line or headers past the parser's limit get their 414/431, not a reset.
    server.on("clientError", module.answerClientError);
    server.headersTimeout = 66_000;
    const shutdown = () => {
      // Stop taking requests, let those in flight finish, then stop the worker and the database.
      server.close(() => void module.shutdown().finally(() => process.exit(0)));
      setTimeout(() => process.exit(0), 8000).unref();
    };
    process.on("SIGTERM", shutdown);
    process.on("SIGINT", shutdown);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

/** SITE_URL on this machine but another port: a redirect loop's first step, most likely a typo. */
function loopbackOnOtherPort(siteUrl: string, port: number) {
  const url = new URL(siteUrl);
  const sitePort = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) && sitePort !== port;
}

/** WEB_CONCURRENCY processes share the port; each runs its own outbox worker (they never collide). */
function supervise() {
  if (!process.env.DATABASE_URL) {
    fail(
      "Invalid configuration:\n  - WEB_CONCURRENCY (>1): needs DATABASE_URL; the embedded database allows one process only",
    );
  }
  let stopping = false;
  for (let i = 0; i < processes; i++) cluster.fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const line = {
      time: new Date().toISOString(),
      level: "error",
      msg: "process exited, starting another",
      pid: worker.process.pid,
      code,
    };
    process.stderr.write(`${JSON.stringify(line)}\n`);
    cluster.fork();
  });
  const stopAll = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", stopAll);
  process.on("SIGINT", stopAll);
}

if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
  fail(
    `Invalid configuration:\n  - WEB_CONCURRENCY (${JSON.stringify(process.env.WEB_CONCURRENCY)}): must be a whole number from 1 to 64`,
  );
}
if (processes > 1 && cluster.isPrimary && !development) supervise();
else await serve();
