// Entry point: `npm start` (production build) or `npm run dev` (Vite middleware, HMR).
// Runs on Node 24 with type stripping; the app itself is bundled by Vite from app/.
import express from "express";

const development = process.env.NODE_ENV === "development";

type AppModule = typeof import("./app/server/http-app.server.ts");

async function load(): Promise<{ module: AppModule; mountAssets: (app: express.Express) => void }> {
  if (development) {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true } });
    const module = (await server.ssrLoadModule("./app/server/http-app.server.ts")) as AppModule;
    return { module, mountAssets: (app) => app.use(server.middlewares) };
  }
  const module: AppModule = await import(new URL("./build/server/index.js", import.meta.url).href);
  return {
    module,
    mountAssets(app) {
      // Hashed file names: cache for a year. Everything else in public/: an hour.
      app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
      app.use(express.static("build/client", { maxAge: "1h", index: false }));
    },
  };
}

try {
  const { module, mountAssets } = await load();
  await module.startup();
  const app = module.createHttpApp(mountAssets);
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  const server = app.listen(port, host, () => {
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "listening", url: `http://localhost:${port}` })}\n`,
    );
  });
  const shutdown = () => {
    // Stop taking requests, let those in flight finish, then stop the worker and the database.
    server.close(() => void module.shutdown().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 8000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "start-up failed", error: message })}\n`,
  );
  process.stderr.write(`\n${message}\n`);
  process.exit(1);
}
