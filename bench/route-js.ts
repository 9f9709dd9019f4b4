// What each route's first visit is given to preload, from the build alone (issue 47): React
// Router's manifest lists, per route, its module and the chunks it imports; a page loads the entry's
// and those of every route that matches it (root, layouts, page). Sums the Brotli files the server
// sends (bodies; the raw size where no .br exists). Exact and deterministic, unlike a browser's
// count: compare two builds with `node bench/route-js.ts [other-checkout]`. Lazily loaded chunks
// (a menu, the chat panel) and the texts are not counted here; bench/ab-site.ts counts them.
import fs from "node:fs";
import path from "node:path";

type Entry = { module: string; imports?: string[] };
type Manifest = { entry: Entry; routes: Record<string, Entry & { parentId?: string }> };

function read(dir: string) {
  const assets = path.join(dir, "build/client/assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: build first`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
  const size = (url: string) => {
    const local = path.join(dir, "build/client", url);
    return fs.existsSync(`${local}.br`) ? fs.statSync(`${local}.br`).size : fs.statSync(local).size;
  };
  const chunksOf = (id: string): Set<string> => {
    const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
      files.add(route.module);
      for (const imported of route.imports ?? []) files.add(imported);
    }
    return files;
  };
  const kbOf = (id: string) => Math.round(([...chunksOf(id)].reduce((t, f) => t + size(f), 0) / 1024) * 10) / 10;
  return { routes: Object.keys(manifest.routes), kbOf };
}

const here = read(".");
const other = process.argv[2] ? read(path.resolve(process.argv[2])) : null;
const area = (id: string) =>
  id.startsWith("routes/backoffice")
    ? "back office"
    : id.startsWith("routes/espace-client")
      ? "customer area"
      : "public";
process.stdout.write(
  `| route | area | KB here |${other ? " KB other | difference |" : ""}\n|---|---|---|${other ? "---|---|" : ""}\n`,
);
const totals = new Map<string, { here: number; other: number; worse: number }>();
for (const id of here.routes) {
  const mine = here.kbOf(id);
  const theirs = other?.routes.includes(id) ? other.kbOf(id) : null;
  const t = totals.get(area(id)) ?? { here: 0, other: 0, worse: 0 };
  t.here += mine;
  if (theirs !== null) {
    t.other += theirs;
    if (mine > theirs + 0.05) t.worse += 1;
  }
  totals.set(area(id), t);
  process.stdout.write(
    `| ${id} | ${area(id)} | ${mine} |${other ? ` ${theirs ?? "–"} | ${theirs === null ? "–" : Math.round((mine - theirs) * 10) / 10} |` : ""}\n`,
  );
}
for (const [name, t] of totals) {
  process.stdout.write(
    `\n${name}: ${Math.round(t.here)} KB here${other ? `, ${Math.round(t.other)} KB in the other build, ${t.worse} routes heavier here` : ""}`,
  );
}
process.stdout.write("\n");
