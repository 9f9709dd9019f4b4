// Page weight and Lighthouse (issues 4, 14 and 29): builds the site, serves the production build
// (access gate off), loads every marketing route and the customer sign-in screen in Chromium and
// sums what crosses the network on a first visit until the page is idle (JavaScript and
// everything, as transferred: Brotli, built in advance, for build files; on the fly for pages),
// then what a second page costs with a warm cache, then runs Lighthouse with its default mobile
// settings (slow 4G, 4x CPU) on every page the standard way (its command line launching its own
// Chrome), the median of BENCH_SITE_RUNS runs (3), and prints which page misses which budget.
// `npm run bench:site`; BENCH_SITE_ONLY=/carriere,/ limits the pages.
// Then a second table (BENCH_SITE_PRESTARTED=0 skips it): the same Lighthouse through one Chromium
// started beforehand, and the controls (BENCH_SITE_CONTROLS=0 skips them): a blank page and
// script-free copies of a few pages, served by the bench itself, to tell what this machine charges
// for any page from what our scripts cost.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../app/paths/site.ts";
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
const CONTROL_PORT = PORT + 1;
const CONTROL_BASE = `http://127.0.0.1:${CONTROL_PORT}`;
const DEBUG_PORT = PORT + 2;
// What this machine needs for the Chrome that Lighthouse's command line launches (root, no GPU).
const CLI_CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu";
// BENCH_SITE_PRESTARTED=0 skips the second table (the pre-started browser and the controls).
const PRESTARTED = process.env.BENCH_SITE_PRESTARTED !== "0";
const CONTROLS = process.env.BENCH_SITE_CONTROLS === "0" ? [] : ["/", "/assurance-emprunteur", "/mentions-legales"];
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

/**
 * Until the page is idle: the network quiet (Playwright's networkidle: 500 ms without a request),
 * then the main thread idle (an idle callback), then two more seconds without a new request, so
 * what starts after the first paint (held scripts, idle-time loads, the router's manifest) counts.
 */
async function untilIdle(page: Page, requestsSoFar: () => number) {
  for (let round = 0; round < 10; round++) {
    const before = requestsSoFar();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })));
    await page.waitForTimeout(2000);
    await page.waitForLoadState("networkidle");
    if (requestsSoFar() === before) return;
  }
}

/** A first visit: empty cache, everything fetched until the page is idle. */
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
    await untilIdle(page, () => responses.length);
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
  /** Lighthouse's measure of this machine's speed (higher is faster), to compare runs between machines. */
  benchmarkIndex: number;
};

/**
 * How Lighthouse reaches Chromium. "cli": the standard way, its command line launching a Chrome of
 * its own for each run (chrome-launcher, a fresh profile). "prestarted": one browser started
 * beforehand and left to settle (`startMeasuringBrowser`), which the second table keeps.
 */
type Method = "cli" | "prestarted";

async function lighthouseOnce(route: string, run: number, method: Method, url = `${BASE}${route}`): Promise<Scores> {
  const name = route === "/" ? "home" : route.replace(/^\//, "").replaceAll("/", "-");
  const out = path.resolve(`bench/out/lighthouse-${method}-${name}-${run}.json`);
  // Lighthouse sometimes loses its trace (NO_NAVSTART): up to three tries.
  // Not execFileSync: the controls' server answers from this very process.
  const once = () =>
    promisify(execFile)(
      path.resolve("node_modules/.bin/lighthouse"),
      [
        url,
        ...(method === "cli"
          ? [`--chrome-flags=${CLI_CHROME_FLAGS}`]
          : // A browser started beforehand and left to settle: a fresh one per run spends its
            // first seconds starting up on the same two cores as the page it measures.
            [`--port=${DEBUG_PORT}`]),
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        ...(DESKTOP_ONLY.has(route) ? ["--preset=desktop"] : []),
        "--only-categories=performance,accessibility,best-practices,seo",
        // BENCH_SITE_TRACES=1 keeps each run's trace beside its report, for Chromium's DevTools.
        ...(process.env.BENCH_SITE_TRACES === "1" ? ["--save-assets"] : []),
      ],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
    );
  for (let attempt = 1; ; attempt++) {
    try {
      await once();
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
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** The median of each figure over the runs (Lighthouse's own advice for a noisy machine). */
async function lighthouse(route: string, method: Method, url?: string): Promise<Scores> {
  const runs: Scores[] = [];
  for (let run = 1; run <= RUNS; run++) runs.push(await lighthouseOnce(route, run, method, url));
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
    benchmarkIndex: pick("benchmarkIndex"),
  };
}

/** One headless Chromium for every Lighthouse run, given ten seconds to finish starting up. */
async function startMeasuringBrowser(): Promise<ChildProcess> {
  const profile = path.resolve("bench/out/chromium-profile");
  fs.rmSync(profile, { recursive: true, force: true });
  const browser = spawn(
    CHROME,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
    ],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  return browser;
}

const BLANK_PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Témoin</title><meta name="description" content="Une page vide : ce que la machine coûte à toute page."></head><body><h1>Témoin</h1><p>Une page vide, servie par le banc.</p></body></html>`;

/**
 * The controls' server: `/blank`, and `/script-free/<route>`, the page exactly as the site serves
 * it (compressed the same way) without its scripts; anything else (fonts) fetched from the site.
 */
function startControlServer(): Promise<http.Server> {
  const send = (response: http.ServerResponse, html: string) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br" });
    response.end(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }));
  };
  const server = http.createServer(async (request, response) => {
    const url = request.url ?? "/";
    if (url === "/blank") return send(response, BLANK_PAGE);
    const route = url.match(/^\/script-free(\/.*)$/)?.[1];
    const upstream = await fetch(`${BASE}${route ?? url}`);
    if (route === undefined) {
      response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "" });
      return response.end(Buffer.from(await upstream.arrayBuffer()));
    }
    const html = (await upstream.text())
      .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="x-modulepreload-after-paint"[^>]*>/g, "");
    send(response, html);
  });
  return new Promise((resolve) => server.listen(CONTROL_PORT, "127.0.0.1", () => resolve(server)));
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
    "\nPage weight, first visit at 390 px, /galerie at 1280, counted until the page is idle (compressed bodies; the totals include headers)\n\n| route | JS KB | JS with headers KB | total KB | requests |\n|---|---|---|---|---|\n",
  );
  for (const w of weights) write(`| ${w.route} | ${w.jsKB} | ${w.jsWithHeadersKB} | ${w.totalKB} | ${w.requests} |\n`);

  const warm = await measureWarmVisits();
  write(
    "\nSecond page after the home page, warm cache: requests that still reach the network\n\n| route | requests | KB |\n|---|---|---|\n",
  );
  for (const w of warm) write(`| ${w.route} | ${w.networkRequests} | ${w.networkKB} |\n`);

  // The main table: Lighthouse as anyone runs it, its command line launching its own Chrome.
  const scores: Scores[] = [];
  for (const route of ROUTES) scores.push(await lighthouse(route, "cli"));
  write(
    `\nLighthouse (command line, its own Chrome; mobile, /galerie desktop), median of ${RUNS} runs\n\n| route | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | benchmark index |\n|---|---|---|---|---|---|---|---|---|---|\n`,
  );
  for (const s of scores) {
    write(
      `| ${s.route} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.fcpMs} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} | ${s.benchmarkIndex} |\n`,
    );
  }

  // The second table: the same pages through one browser started beforehand, and the controls.
  const prestarted: Scores[] = [];
  const controls: Scores[] = [];
  if (PRESTARTED) {
    const browser = await startMeasuringBrowser();
    try {
      for (const route of ROUTES) prestarted.push(await lighthouse(route, "prestarted"));
      if (CONTROLS.length > 0) {
        const controlServer = await startControlServer();
        try {
          controls.push(await lighthouse("/control-blank", "prestarted", `${CONTROL_BASE}/blank`));
          for (const route of CONTROLS) {
            const label = `/control-script-free${route === "/" ? "" : route}`;
            controls.push(await lighthouse(label, "prestarted", `${CONTROL_BASE}/script-free${route}`));
          }
        } finally {
          controlServer.close();
        }
      }
    } finally {
      browser.kill("SIGTERM");
    }
    write(
      `\nSecond table: Lighthouse through one Chromium started beforehand (DevTools attached before the page), and the controls: a blank page, pages without their scripts (same HTML, stylesheet and fonts); median of ${RUNS} runs\n\n| page | performance | FCP ms | LCP ms | TBT ms | CLS | benchmark index |\n|---|---|---|---|---|---|---|\n`,
    );
    for (const c of [...prestarted, ...controls])
      write(
        `| ${c.route} | ${c.performance} | ${c.fcpMs} | ${c.lcpMs} | ${c.tbtMs} | ${c.cls} | ${c.benchmarkIndex} |\n`,
      );
  }

  const indexes = [...scores, ...prestarted, ...controls].map((s) => s.benchmarkIndex);
  if (indexes.length > 0)
    write(
      `\nLighthouse's benchmark index of this machine: median ${median(indexes)} (${Math.min(...indexes)}-${Math.max(...indexes)})\n`,
    );

  write("\nBudgets (issue 14; Lighthouse: the command line's figures)\n\n");
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
    JSON.stringify({ at: new Date().toISOString(), weights, warm, scores, prestarted, controls }, null, 2),
  );
} finally {
  server.kill("SIGTERM");
}
