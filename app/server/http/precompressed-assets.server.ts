import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

// Build files compressed once, at build time (`precompress-plugin.ts`), so the server spends no
// time compressing them again. Browsers that do not take Brotli get the file from the static
// handler, compressed on the fly as before.
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
