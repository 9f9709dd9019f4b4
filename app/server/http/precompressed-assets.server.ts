import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import type { Plugin } from "vite";

/**
 * Build files compressed once, at build time, with Brotli's best setting (issue 14): the
 * framework chunk is 92 KB instead of the 105 KB that on-the-fly compression (Brotli level 4 or
 * gzip) sends, and the server spends no time compressing them again. Browsers that do not take
 * Brotli get the file from the static handler, compressed on the fly as before.
 */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml)$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);

/** Vite plugin: writes `<file>.br` next to every compressible file of the browser build. */
export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = path.join(dir, name);
            const data = await fs.promises.readFile(file);
            if (data.length < MIN_BYTES) return;
            const compressed = await brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            });
            if (compressed.length < data.length) await fs.promises.writeFile(`${file}.br`, compressed);
          }),
      );
    },
  };
}

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/**
 * Serves `<file>.br` for a request of `<file>` when the browser takes Brotli. Only the pairs
 * found in the directory at start-up are answered (the build never changes while the server
 * runs), so no request path is ever joined onto the file system.
 */
export function precompressedAssets(dir: string) {
  const root = path.resolve(dir);
  const files = fs.existsSync(root) ? new Set(fs.readdirSync(root)) : new Set<string>();
  const names = new Set(
    [...files].filter((name) => name.endsWith(".br") && files.has(name.slice(0, -3))).map((name) => name.slice(0, -3)),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!names.has(name)) return next();
    res.vary("Accept-Encoding");
    if (req.acceptsEncodings("br", "identity") !== "br") return next();
    res.setHeader("Content-Type", CONTENT_TYPES[path.extname(name)] ?? "application/octet-stream");
    res.setHeader("Content-Encoding", "br");
    res.sendFile(`${name}.br`, { root, maxAge: "1y", immutable: true, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
