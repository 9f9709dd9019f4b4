// Two builds side by side (issue 47): the JavaScript a first visit downloads until the page is idle,
// and Lighthouse's standard run (its command line launching its own Chrome, default mobile
// settings), alternating the two builds run by run so that both see the same minutes of a shared
// machine. "new" is this checkout, built first (BENCH_AB_BUILD=0 uses the build already there);
// "old" is either a git ref, exported and built on first use by bench/ab-ref.ts, or a checkout:
//   BENCH_AB_REF=ee57252 npm run bench:ab                     (main before the islands)
//   BENCH_AB_BASE=/path/to/other/checkout npm run bench:ab    (already built)
// (`npm run` puts the project's Node 24 first; a bare `node` must be 24 to read TypeScript.)
// Each build is served on BENCH_AB_PORT (3960) and the next port, on a fresh embedded database with
// the access gate off. BENCH_AB_ROUTES (comma-separated; default: the thirteen marketing pages),
// BENCH_AB_RUNS (5), BENCH_AB_LH_ROUTES (Lighthouse on these only; default: ten of them, or
// BENCH_AB_ROUTES when given), BENCH_AB_LIGHTHOUSE=0 skips Lighthouse. Prints medians; writes the
// tables as bench/README.md has them to bench/out/ab-site.md, raw figures to bench/out/ab-site.json.
//
// The weight is counted twice: as the bench:site table counts it (consent already given, so the
// banner stays closed) and as Lighthouse's visit is (no consent cookie: the banner shows and
// hydrates). Lighthouse's own count of the scripts' bytes (its resource summary) is printed beside
// its timings, so the bench's figure can be checked against the standard run's.
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { buildRef } from "./ab-ref.ts";
import { BENCH_AUTH_SECRET, BENCH_SECRET } from "./support.ts";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PORT = Number(process.env.BENCH_AB_PORT ?? 3960);
const RUNS = Number(process.env.BENCH_AB_RUNS ?? 5);
const LIGHTHOUSE = process.env.BENCH_AB_LIGHTHOUSE !== "0";
const REF = process.env.BENCH_AB_REF;
// Lighthouse's CPU slowdown (its default is 4). DevTools' own calibration puts a mid-range phone
// (a Pixel 5) at a benchmark index of 1000 and a low-end one (a Moto G4 Power 2022) at 264: on a
// machine whose index is 2,600, 10 stands for the low-end phone (the tables print the index).
const CPU_SLOWDOWN = process.env.BENCH_AB_CPU_SLOWDOWN;
const MARKETING = [
  "/",
  "/accueil-v2",
  "/assurance-emprunteur",
  "/assurance-emprunteur-v2",
  "/vehicules-premium",
  "/vehicules-premium-v2",
  "/vehicules-standard",
  "/vehicules-sans-permis",
  "/sante-senior",
  "/sante-famille",
  "/sante-entreprise",
  "/sante-entreprise-v2",
  "/carriere",
];
// Lighthouse is the slow part (a run is half a minute to a minute): the pages issue 47's figures
// named and the premium landing, ten routes, a hundred runs.
const LH_DEFAULT = [
  "/",
  "/assurance-emprunteur",
  "/assurance-emprunteur-v2",
  "/vehicules-premium",
  "/vehicules-premium-v2",
  "/vehicules-standard",
  "/vehicules-sans-permis",
  "/sante-senior",
  "/sante-famille",
  "/carriere",
];
const list = (value: string | undefined) => value?.split(",").filter(Boolean);
const ROUTES = list(process.env.BENCH_AB_ROUTES) ?? MARKETING;
const LH_ROUTES = list(process.env.BENCH_AB_LH_ROUTES) ?? (process.env.BENCH_AB_ROUTES ? ROUTES : LH_DEFAULT);
if (!REF && !process.env.BENCH_AB_BASE) {
  throw new Error("BENCH_AB_REF (a git ref to build) or BENCH_AB_BASE (another built checkout): the old side");
}
if (process.env.BENCH_AB_BUILD !== "0") {
  process.stderr.write("new = this checkout: npm run build\n");
  execFileSync("npm", ["run", "build", "--silent"], { stdio: ["ignore", "ignore", "inherit"] });
}
const OTHER = REF ? buildRef(REF) : (process.env.BENCH_AB_BASE as string);
const shortCommit = (dir: string) => {
  try {
    return execFileSync("git", ["-C", dir, "rev-parse", "--short", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    // An exported ref has no .git: its folder is named by its commit.
    return path.basename(dir).slice(0, 7);
  }
};
const dirty =
  execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim() !== "";
const OLD_NAME = REF ? `${REF} (${shortCommit(OTHER)})` : `${OTHER} (${shortCommit(OTHER)})`;
const NEW_NAME = `this checkout (${shortCommit(".")}${dirty ? ", with uncommitted changes" : ""})`;

type Build = { name: "old" | "new"; dir: string; port: number; base: string };
const builds: Build[] = [
  { name: "old", dir: path.resolve(OTHER), port: PORT + 1, base: `http://127.0.0.1:${PORT + 1}` },
  { name: "new", dir: path.resolve("."), port: PORT, base: `http://127.0.0.1:${PORT}` },
];

async function start(build: Build): Promise<ChildProcess> {
  const data = path.join(build.dir, `data/bench-ab-${build.port}`);
  fs.rmSync(data, { recursive: true, force: true });
  fs.rmSync(`${data}.lock`, { force: true });
  const child = spawn(path.join(build.dir, "node_modules/.bin/node"), ["server.ts"], {
    cwd: build.dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(build.port),
      SITE_URL: build.base,
      SESSION_SECRET: BENCH_SECRET,
      BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
      LOG_LEVEL: "error",
      PGLITE_DIR: data,
      SITE_ACCESS_CODE: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A cold start of the embedded database can take minutes on a busy machine.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${build.base}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGKILL");
  throw new Error(`${build.name} did not start on ${build.port}`);
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** As bench/site.ts: network idle, an idle callback, two quiet seconds, in rounds. */
async function untilIdle(page: Page, requestsSoFar: () => number) {
  for (let round = 0; round < 10; round++) {
    const before = requestsSoFar();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })));
    await page.waitForTimeout(2000);
    await page.waitForLoadState("networkidle");
    if (requestsSoFar() === before) return;
  }
}

type Weight = { jsKB: number; requests: number; scripts: string[] };

async function weight(base: string, route: string, consent: boolean): Promise<Weight> {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    if (consent) await context.addCookies([{ name: "cookieConsent", value: "declined", url: base }]);
    const page = await context.newPage();
    const responses: Array<Promise<{ type: string; body: number; url: string }>> = [];
    page.on("requestfinished", (request) => {
      responses.push(
        request
          .sizes()
          .then((sizes) => ({ type: request.resourceType(), body: sizes.responseBodySize, url: request.url() })),
      );
    });
    await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
    await untilIdle(page, () => responses.length);
    const done = await Promise.all(responses);
    const scripts = done.filter((r) => r.type === "script");
    return {
      jsKB: kb(scripts.reduce((total, r) => total + r.body, 0)),
      requests: done.length,
      scripts: scripts.map((r) => `${new URL(r.url).pathname} ${kb(r.body)}`),
    };
  } finally {
    await browser.close();
  }
}

type Run = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's "JavaScript execution time" (bootup-time), in the simulated device's time. */
  jsMs: number;
  scriptKB: number;
  index: number;
};

async function lighthouseOnce(build: Build, route: string, run: number): Promise<Run> {
  const name = route === "/" ? "home" : route.replace(/^\//, "").replaceAll("/", "-");
  const out = path.resolve(`bench/out/ab-${build.name}-${name}-${run}.json`);
  for (let attempt = 1; ; attempt++) {
    try {
      await promisify(execFile)(
        path.resolve("node_modules/.bin/lighthouse"),
        [
          `${build.base}${route}`,
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
          "--output=json",
          `--output-path=${out}`,
          "--quiet",
          "--only-categories=performance",
          ...(CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
        ],
        { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
      );
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  const metric = (id: string) => report.audits[id].numericValue as number;
  const summary = (report.audits["resource-summary"]?.details?.items ?? []) as Array<{
    resourceType: string;
    transferSize: number;
  }>;
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    jsMs: Math.round(metric("bootup-time")),
    scriptKB: kb(summary.find((item) => item.resourceType === "script")?.transferSize ?? 0),
    index: Math.round(report.environment.benchmarkIndex),
  };
}

fs.mkdirSync("bench/out", { recursive: true });
const TABLE = "bench/out/ab-site.md";
fs.writeFileSync(
  TABLE,
  `Old = ${OLD_NAME}, new = ${NEW_NAME}; ${new Date().toISOString()}, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" / ")}, ${os.cpus().length} cores (\`bench/ab-site.ts\`).\n`,
);
const write = (text: string) => {
  process.stdout.write(text);
  fs.appendFileSync(TABLE, text);
};
const started = Date.now();
// One after the other: two cold starts at once slow both.
const servers: ChildProcess[] = [];
for (const build of builds) {
  try {
    servers.push(await start(build));
  } catch (error) {
    for (const server of servers) server.kill("SIGKILL");
    throw error;
  }
}
const results: Record<string, unknown> = { at: new Date().toISOString(), routes: {} };
try {
  write(
    "\nJavaScript until idle, first visit at 390 px (compressed bodies, KB): consent given (bench:site's visit) / none (Lighthouse's)\n\n| route | old, consent given | new, consent given | old, no consent | new, no consent | requests old / new (no consent) |\n|---|---|---|---|---|---|\n",
  );
  const weights: Record<string, Record<string, Weight>> = {};
  for (const route of ROUTES) {
    const w: Record<string, Weight> = {};
    for (const build of builds) {
      w[`${build.name}-consent`] = await weight(build.base, route, true);
      w[`${build.name}-none`] = await weight(build.base, route, false);
    }
    weights[route] = w;
    write(
      `| ${route} | ${w["old-consent"]?.jsKB} | ${w["new-consent"]?.jsKB} | ${w["old-none"]?.jsKB} | ${w["new-none"]?.jsKB} | ${w["old-none"]?.requests} / ${w["new-none"]?.requests} |\n`,
    );
  }
  results.weights = weights;
  if (LIGHTHOUSE) {
    write(
      `\nLighthouse 13 command line, default mobile settings${CPU_SLOWDOWN ? ` but the CPU slowed ${CPU_SLOWDOWN}×` : ""}, old and new alternated, median of ${RUNS} runs each\n\n| route | TBT ms old | TBT ms new | new / old | JavaScript execution ms old / new | performance old / new | LCP ms old / new | FCP ms old / new | script KB (Lighthouse) old / new | benchmark index |\n|---|---|---|---|---|---|---|---|---|---|\n`,
    );
    const lighthouse: Record<string, Record<string, Run[]>> = {};
    for (const route of LH_ROUTES) {
      const runs: Record<string, Run[]> = { old: [], new: [] };
      for (let run = 1; run <= RUNS; run++) {
        // Alternated, and the order swapped every run: neither build always goes first.
        const order = run % 2 ? builds : [...builds].reverse();
        for (const build of order) runs[build.name]?.push(await lighthouseOnce(build, route, run));
      }
      lighthouse[route] = runs;
      const m = (name: string, key: keyof Run) => median((runs[name] ?? []).map((r) => r[key]));
      const ratio = m("old", "tbtMs") > 0 ? `${Math.round((m("new", "tbtMs") / m("old", "tbtMs")) * 100)} %` : "–";
      write(
        `| ${route} | ${m("old", "tbtMs")} | ${m("new", "tbtMs")} | ${ratio} | ${m("old", "jsMs")} / ${m("new", "jsMs")} | ${m("old", "performance")} / ${m("new", "performance")} | ${m("old", "lcpMs")} / ${m("new", "lcpMs")} | ${m("old", "fcpMs")} / ${m("new", "fcpMs")} | ${m("old", "scriptKB")} / ${m("new", "scriptKB")} | ${median([...(runs.old ?? []), ...(runs.new ?? [])].map((r) => r.index))} |\n`,
      );
      write(
        `    runs TBT old: ${(runs.old ?? []).map((r) => r.tbtMs).join(", ")}; new: ${(runs.new ?? []).map((r) => r.tbtMs).join(", ")}\n`,
      );
    }
    results.lighthouse = lighthouse;
  }
  fs.writeFileSync("bench/out/ab-site.json", JSON.stringify(results, null, 2));
  write(`\n(${Math.round((Date.now() - started) / 60_000)} min; the tables are in ${TABLE})\n`);
} finally {
  for (const server of servers) server.kill("SIGTERM");
}
