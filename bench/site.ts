// Page weight and Lighthouse (issues 4 and 14): builds the site, serves the production build
// (access gate off), loads every marketing route and the customer sign-in screen in Chromium and
// sums what crosses the network on a first visit (JavaScript and everything, as transferred:
// Brotli, built in advance, for build files; on the fly for pages), then what a second page costs with a warm cache, then runs Lighthouse with its mobile
// settings (slow 4G, 4x CPU) on every page, the median of BENCH_SITE_RUNS runs (3), and prints
// which page misses which budget. `npm run bench:site`; BENCH_SITE_ONLY=/carriere,/ limits the pages.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { PUBLIC_PAGES } from "../app/features/shell/public-pages.ts";
import { startAppServer } from "./support.ts";

// BENCH_SITE_PORT lets several checkouts measure side by side.
const PORT = Number(process.env.BENCH_SITE_PORT ?? 3950);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ONLY = process.env.BENCH_SITE_ONLY?.split(",").filter(Boolean);
const ROUTES = [
  ...PUBLIC_PAGES.filter((route) => !/^\/actualites\/[2-6]$/.test(route)),
  "/espace-client/connexion",
].filter((route) => !ONLY || ONLY.includes(route));
const RUNS = Number(process.env.BENCH_SITE_RUNS ?? 3);
// The showroom sends phones home (spec §2 "Gallery"): measured as the desktop page it is
// (1280 px here, Lighthouse's desktop preset), or the figures would be the redirect's.
const DESKTOP_ONLY = new Set(["/galerie"]);

/** Issue 14's budgets: what each page must stay within. */
const BUDGET = {
  performance: 99,
  otherScores: 100,
  fcpMs: 1500,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0,
  jsKB: 130,
  requests: 20,
};

/** The production build on a fresh embedded database, the access gate off. */
async function startServer() {
  const dir = path.resolve("data/bench-site");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
  return startAppServer(PORT, { PGLITE_DIR: dir, SITE_ACCESS_CODE: "" });
}

/** jsKB: the scripts' compressed bodies (the budget's measure); the totals include headers. */
type Weight = { route: string; jsKB: number; jsWithHeadersKB: number; totalKB: number; requests: number };
type Warm = { route: string; networkRequests: number; networkKB: number };

const launch = () => chromium.launch({ executablePath: CHROME, args: ["--headless", "--no-sandbox", "--disable-gpu"] });

async function visitorContext(browser: Awaited<ReturnType<typeof launch>>, route: string) {
  // Consent already given so the banner does not skew the weights (Lighthouse, below, sees it).
  const context = await browser.newContext(
    DESKTOP_ONLY.has(route)
      ? { viewport: { width: 1280, height: 800 } }
      : { viewport: { width: 390, height: 844 }, isMobile: true },
  );
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: BASE }]);
  return context;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A first visit: empty cache. */
async function measureWeights(): Promise<Weight[]> {
  const browser = await launch();
  const weights: Weight[] = [];
  for (const route of ROUTES) {
    const context = await visitorContext(browser, route);
    const page = await context.newPage();
    const responses: Array<Promise<{ type: string; body: number; bytes: number }>> = [];
    page.on("requestfinished", (request) => {
      responses.push(
        request.sizes().then((sizes) => ({
          type: request.resourceType(),
          body: sizes.responseBodySize,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto(`${BASE}${route}`, { waitUntil: "networkidle" });
    const done = await Promise.all(responses);
    const scripts = done.filter((r) => r.type === "script");
    weights.push({
      route,
      jsKB: kb(scripts.reduce((total, r) => total + r.body, 0)),
      jsWithHeadersKB: kb(scripts.reduce((total, r) => total + r.bytes, 0)),
      totalKB: kb(done.reduce((total, r) => total + r.bytes, 0)),
      requests: done.length,
    });
    await context.close();
  }
  await browser.close();
  return weights;
}

/**
 * A second page after the home page, in a tab whose cache is warm: what still goes to the
 * network besides the page itself (nothing should stand between the HTML and the first paint).
 */
async function measureWarmVisits(): Promise<Warm[]> {
  const browser = await launch();
  const warm: Warm[] = [];
  for (const route of ROUTES) {
    const context = await visitorContext(browser, route);
    const page = await context.newPage();
    await page.goto(`${BASE}/`, { waitUntil: "networkidle" });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    // What the browser took from its cache is announced apart; everything else crossed the wire.
    const cached = new Set<string>();
    const fromNetwork = new Map<string, { url: string; bytes: number }>();
    cdp.on("Network.requestServedFromCache", (event) => cached.add(event.requestId));
    cdp.on("Network.responseReceived", (event) => {
      const { response, requestId, type } = event;
      if (type === "Document" || response.fromDiskCache || response.fromPrefetchCache) return;
      if (response.url.startsWith("data:")) return;
      fromNetwork.set(requestId, { url: response.url, bytes: 0 });
    });
    cdp.on("Network.loadingFinished", (event) => {
      const entry = fromNetwork.get(event.requestId);
      if (entry) entry.bytes = event.encodedDataLength;
    });
    // A full page load, as a visitor following a link from another site or reloading would do.
    await page.goto(`${BASE}${route === "/" ? "/?warm" : route}`, { waitUntil: "networkidle" });
    const list = [...fromNetwork.entries()].filter(([id]) => !cached.has(id)).map(([, entry]) => entry);
    warm.push({ route, networkRequests: list.length, networkKB: kb(list.reduce((t, r) => t + r.bytes, 0)) });
    await context.close();
  }
  await browser.close();
  return warm;
}

type Scores = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

function lighthouseOnce(route: string, run: number): Scores {
  const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
  const out = path.resolve(`bench/out/lighthouse-${name}-${run}.json`);
  // Lighthouse sometimes loses its trace (NO_NAVSTART): up to three tries.
  const once = () =>
    execFileSync(
      path.resolve("node_modules/.bin/lighthouse"),
      [
        `${BASE}${route}`,
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        ...(DESKTOP_ONLY.has(route) ? ["--preset=desktop"] : []),
        "--only-categories=performance,accessibility,best-practices,seo",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "inherit"] },
    );
  for (let attempt = 1; ; attempt++) {
    try {
      once();
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id].numericValue as number;
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** The median of each figure over the runs (Lighthouse's own advice for a noisy machine). */
function lighthouse(route: string): Scores {
  const runs = Array.from({ length: RUNS }, (_, run) => lighthouseOnce(route, run + 1));
  const pick = (key: Exclude<keyof Scores, "route">) => median(runs.map((r) => r[key]));
  return {
    route,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
  };
}

function misses(weight: Weight | undefined, scores: Scores): string[] {
  const found: string[] = [];
  if (scores.performance < BUDGET.performance) found.push(`performance ${scores.performance}`);
  for (const key of ["accessibility", "bestPractices", "seo"] as const) {
    if (scores[key] < BUDGET.otherScores) found.push(`${key} ${scores[key]}`);
  }
  if (scores.fcpMs > BUDGET.fcpMs) found.push(`FCP ${scores.fcpMs} ms`);
  if (scores.lcpMs > BUDGET.lcpMs) found.push(`LCP ${scores.lcpMs} ms`);
  if (scores.tbtMs >= BUDGET.tbtMs) found.push(`TBT ${scores.tbtMs} ms`);
  if (scores.cls > BUDGET.cls) found.push(`CLS ${scores.cls}`);
  if (weight && weight.jsKB > BUDGET.jsKB) found.push(`JS ${weight.jsKB} KB`);
  if (weight && weight.requests > BUDGET.requests) found.push(`${weight.requests} requests`);
  return found;
}

const write = (text: string) => process.stdout.write(text);

fs.mkdirSync("bench/out", { recursive: true });
const server = await startServer();
try {
  const weights = await measureWeights();
  write(
    "\nPage weight, first visit at 390 px, /galerie at 1280 (compressed bodies; the totals include headers)\n\n| route | JS KB | JS with headers KB | total KB | requests |\n|---|---|---|---|---|\n",
  );
  for (const w of weights) write(`| ${w.route} | ${w.jsKB} | ${w.jsWithHeadersKB} | ${w.totalKB} | ${w.requests} |\n`);

  const warm = await measureWarmVisits();
  write(
    "\nSecond page after the home page, warm cache: requests that still reach the network\n\n| route | requests | KB |\n|---|---|---|\n",
  );
  for (const w of warm) write(`| ${w.route} | ${w.networkRequests} | ${w.networkKB} |\n`);

  const scores = ROUTES.map(lighthouse);
  write(
    `\nLighthouse (mobile; /galerie desktop), median of ${RUNS} runs\n\n| route | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|---|---|---|---|\n`,
  );
  for (const s of scores) {
    write(
      `| ${s.route} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.fcpMs} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} |\n`,
    );
  }

  write("\nBudgets (issue 14)\n\n");
  let missed = 0;
  for (const s of scores) {
    const found = misses(
      weights.find((w) => w.route === s.route),
      s,
    );
    if (found.length > 0) missed++;
    write(`${found.length === 0 ? "ok  " : "MISS"} ${s.route}${found.length ? `: ${found.join(", ")}` : ""}\n`);
  }
  write(`\n${missed === 0 ? "Every page within budget." : `${missed} of ${scores.length} pages miss a budget.`}\n`);
  fs.writeFileSync(
    "bench/out/site.json",
    JSON.stringify({ at: new Date().toISOString(), weights, warm, scores }, null, 2),
  );
} finally {
  server.kill("SIGTERM");
}
