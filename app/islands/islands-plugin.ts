import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Builds `app/islands/islands.client.tsx` as one more entry of the browser build, and tells the
 * server where it landed: `virtual:islands-entry` exports the entry's address and the chunks it
 * imports (written as module preloads), read from the browser build's manifest, which is written
 * before the server is built (docs/decisions/0047).
 *
 * It also refuses a browser build in which the islands' JavaScript reaches React Router: an
 * island that imported `react-router` (a `Link`, a hook) would quietly bring the router back.
 */
const ENTRY = "app/islands/islands.client.tsx";
const VIRTUAL = "virtual:islands-entry";
const ROUTER = /node_modules[\\/](react-router|@react-router[\\/][^\\/]+|turbo-stream)[\\/]/;

type ManifestChunk = { file: string; src?: string; imports?: string[]; isEntry?: boolean };

export function islands(root: string): Plugin {
  const entry = path.resolve(root, ENTRY);
  let clientOutDir = path.resolve(root, "build/client");
  let command: "build" | "serve" = "serve";
  return {
    name: "islands",
    configResolved(config) {
      command = config.command;
    },
    options(options) {
      if (command !== "build" || this.environment?.name !== "client") return;
      const input = options.input;
      if (Array.isArray(input)) options.input = [...input, entry];
      else if (typeof input === "string") options.input = [input, entry];
      else if (input) options.input = { ...input, islands: entry };
      return options;
    },
    configEnvironment(name, config) {
      if (name === "client" && config.build?.outDir) clientOutDir = path.resolve(root, config.build.outDir);
    },
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      if (command !== "build") {
        return `export const islandsEntry = ${JSON.stringify(`/${ENTRY}`)};\nexport const islandsPreloads = [];`;
      }
      if (this.environment?.name === "client") {
        return "export const islandsEntry = '';\nexport const islandsPreloads = [];";
      }
      const manifestFile = path.join(clientOutDir, ".vite/manifest.json");
      const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
      const main = manifest[ENTRY];
      if (!main) throw new Error(`${ENTRY} is not in the browser build's manifest (${manifestFile})`);
      const preloads: string[] = [];
      const seen = new Set<string>();
      const walk = (key: string) => {
        for (const imported of manifest[key]?.imports ?? []) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          const file = manifest[imported]?.file;
          if (file) preloads.push(`/${file}`);
          walk(imported);
        }
      };
      walk(ENTRY);
      return `export const islandsEntry = ${JSON.stringify(`/${main.file}`)};\nexport const islandsPreloads = ${JSON.stringify(preloads)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === "chunk")
          .map((chunk) => [chunk.fileName, chunk] as const),
      );
      const start = [...chunks.values()].find((chunk) => chunk.facadeModuleId === entry);
      if (!start) return;
      const seen = new Set<string>();
      const visit = (fileName: string, trail: string[]) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = chunks.get(fileName);
        if (!chunk) return;
        const router = Object.keys(chunk.modules).find((module) => ROUTER.test(module));
        if (router) {
          this.error(
            `The islands' JavaScript reaches React Router (${router}) through ${[...trail, fileName].join(" → ")}: ` +
              "an island must not import react-router (docs/decisions/0047).",
          );
        }
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next, [...trail, fileName]);
      };
      visit(start.fileName, []);
    },
  };
}
