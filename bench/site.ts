// Page weight and Lighthouse (issue 4): builds the site, serves the production build (access
// gate off), loads every marketing route in Chromium and sums what crosses the network
// (JavaScript and everything, as transferred: gzip), then runs Lighthouse with its mobile
// settings on /, /assurance-emprunteur and /sante-famille. `npm run bench:site`.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { PUBLIC_PAGES } from "../app/features/shell/public-pages.ts";

// BENCH_SITE_PORT lets several checkouts measure side by side.
const PORT = Number(process.env.BENCH_SITE_PORT ?? 3950);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ROUTES = PUBLIC_PAGES.filter((route) => !/^\/actualites\/[2-6]$/.test(route));
const LIGHTHOUSE_ROUTES = ["/", "/assurance-emprunteur", "/sante-famille"];

async function startServer(): Promise<ChildProcess> {
  const dir = path.resolve("data/bench-site");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
  const child = spawn(path.resolve("node_modules/.bin/node"), ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      PGLITE_DIR: dir,
      SITE_URL: BASE,
      SITE_ACCESS_CODE: "",
      SESSION_SECRET: "bench-site-secret-bench-site-secret-000",
      BETTER_AUTH_SECRET: "bench-site-auth-secret-bench-site-auth-000",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Up to two minutes: a first start of the embedded database is slow on a busy machine.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("server did not start");
}

type Weight = { route: string; jsKB: number; totalKB: number; requests: number };

async function measureWeights(): Promise<Weight[]> {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const weights: Weight[] = [];
  for (const route of ROUTES) {
    // A first visit: empty cache, consent already given so the banner does not skew the run.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await context.addCookies([{ name: "cookieConsent", value: "declined", url: BASE }]);
    const page = await context.newPage();
    const responses: Array<Promise<{ type: string; bytes: number }>> = [];
    page.on("requestfinished", (request) => {
      responses.push(
        request.sizes().then((sizes) => ({
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto(`${BASE}${route}`, { waitUntil: "networkidle" });
    const done = await Promise.all(responses);
    const sum = (list: typeof done) => Math.round((list.reduce((total, r) => total + r.bytes, 0) / 1024) * 10) / 10;
    weights.push({
      route,
      jsKB: sum(done.filter((r) => r.type === "script")),
      totalKB: sum(done),
      requests: done.length,
    });
    await context.close();
  }
  await browser.close();
  return weights;
}

type Scores = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

function lighthouse(route: string): Scores {
  const out = path.resolve(`bench/out/lighthouse${route === "/" ? "-home" : route.replaceAll("/", "-")}.json`);
  // Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): one more try.
  const run = () =>
    execFileSync(
      path.resolve("node_modules/.bin/lighthouse"),
      [
        `${BASE}${route}`,
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "inherit"] },
    );
  try {
    run();
  } catch {
    run();
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(report.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(report.audits["total-blocking-time"].numericValue),
    cls: Math.round(report.audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
  };
}

fs.mkdirSync("bench/out", { recursive: true });
const server = await startServer();
try {
  const weights = await measureWeights();
  process.stdout.write(
    "\nPage weight, first visit at 390 px (transferred, gzip)\n\n| route | JS KB | total KB | requests |\n|---|---|---|---|\n",
  );
  for (const w of weights) process.stdout.write(`| ${w.route} | ${w.jsKB} | ${w.totalKB} | ${w.requests} |\n`);
  const scores = LIGHTHOUSE_ROUTES.map(lighthouse);
  process.stdout.write(
    "\nLighthouse (mobile)\n\n| route | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|---|---|---|\n",
  );
  for (const s of scores)
    process.stdout.write(
      `| ${s.route} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} |\n`,
    );
  fs.writeFileSync("bench/out/site.json", JSON.stringify({ at: new Date().toISOString(), weights, scores }, null, 2));
} finally {
  server.kill("SIGTERM");
}
