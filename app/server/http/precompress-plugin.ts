import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/**
 * Build files compressed once, at build time, with Brotli's best setting (issue 14): the
 * framework chunk is 90 KB instead of the 105 KB that on-the-fly compression (Brotli level 4 or
 * gzip) sends. Served by `precompressedAssets()` (precompressed-assets.server.ts). Apart from
 * that middleware so the server build does not carry build-time code.
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
