import fs from "node:fs";
import path from "node:path";
import { build, type Plugin } from "vite";
import { i18nTexts } from "../i18n/vite-texts-plugin.ts";
import { precompressAssets } from "../server/http/precompress-plugin.ts";

/**
 * Pages hydrated as islands (docs/decisions/0047) load `app/islands/islands.client.tsx`, built here
 * as a bundle of its own once the browser build is written, into the same folder: React and the
 * islands' code, sharing no chunk with React Router's pages, whose chunks therefore stay exactly
 * what they were (one framework chunk, React and the router together). A visitor going from an
 * islands page to a page of the customer area fetches React again, once.
 *
 * The server learns where the entry landed from `virtual:islands-entry` (its address and the
 * chunks it imports, written as module preloads), read from this build's manifest before the
 * server is built. The build fails if the islands' code reaches React Router: an island that
 * imported `react-router` (a `Link`, a hook) would bring the router back, or break without it.
 */
const ENTRY = "app/islands/islands.client.tsx";
const MANIFEST = ".vite/islands-manifest.json";
const VIRTUAL = "virtual:islands-entry";
const ROUTER = /node_modules[\\/](react-router|@react-router[\\/][^\\/]+|turbo-stream)[\\/]/;

type ManifestChunk = { file: string; imports?: string[] };

export function islands(root: string): Plugin {
  let command: "build" | "serve" = "serve";
  let clientOutDir = path.resolve(root, "build/client");
  return {
    name: "islands",
    configResolved(config) {
      command = config.command;
    },
    configEnvironment(name, config) {
      if (name === "client" && config.build?.outDir) clientOutDir = path.resolve(root, config.build.outDir);
    },
    async closeBundle() {
      if (command !== "build" || this.environment?.name !== "client") return;
      await build({
        configFile: false,
        root,
        mode: "production",
        logLevel: "warn",
        resolve: { alias: { "~": path.resolve(root, "app") } },
        plugins: [i18nTexts(path.resolve(root, "app/i18n/locales")), precompressAssets(), routerGuard()],
        build: {
          outDir: clientOutDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: MANIFEST,
          sourcemap: Boolean(process.env.ANALYZE),
          rolldownOptions: {
            input: path.resolve(root, ENTRY),
            output: {
              entryFileNames: "assets/islands-[hash].js",
              chunkFileNames: "assets/islands-[name]-[hash].js",
              // React with its DOM in one chunk: the entry itself then changes with our code only.
              codeSplitting: {
                groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 }],
              },
            },
          },
        },
      });
    },
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      if (command !== "build") {
        return `export const islandsEntry = ${JSON.stringify(`/${ENTRY}`)};\nexport const islandsPreloads = [];`;
      }
      if (this.environment?.name !== "ssr")
        return "export const islandsEntry = '';\nexport const islandsPreloads = [];";
      const file = path.join(clientOutDir, MANIFEST);
      const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
      const main = manifest[ENTRY];
      if (!main) throw new Error(`${ENTRY} is not in the islands build's manifest (${file})`);
      const preloads: string[] = [];
      const walk = (key: string) => {
        for (const imported of manifest[key]?.imports ?? []) {
          const chunk = manifest[imported];
          if (!chunk || preloads.includes(`/${chunk.file}`)) continue;
          preloads.push(`/${chunk.file}`);
          walk(imported);
        }
      };
      walk(ENTRY);
      return `export const islandsEntry = ${JSON.stringify(`/${main.file}`)};\nexport const islandsPreloads = ${JSON.stringify(preloads)};`;
    },
  };
}

/** Refuses an islands bundle holding any of React Router's modules. */
function routerGuard(): Plugin {
  return {
    name: "islands-router-guard",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const router = Object.keys(output.modules).find((module) => ROUTER.test(module));
        if (router) {
          this.error(
            `The islands' JavaScript holds React Router (${router}, in ${output.fileName}): an island must not ` +
              "import react-router (docs/decisions/0047).",
          );
        }
      }
    },
  };
}
