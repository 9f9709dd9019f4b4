// Long tasks while a page hydrates (issue 29): serves the production build (build first: `npm run
// bench:hydration` does), opens each page as a first visit at 390 px with the CPU slowed 4x
// (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile settings), and records every
// main-thread task over 50 ms (Long Tasks API) from the first paint, when the held scripts wake
// (ADR 0019), until one second after React has taken over (`html[data-hydrated]`, set by the root's
// first effect). Prints, per page, the median over the runs of the longest task, of the number of
// long tasks and of their blocking time (what passes 50 ms), and each run's long tasks.
// BENCH_HYDRATION_ONLY=/,/carriere limits the pages; BENCH_HYDRATION_RUNS (5); the port is
// BENCH_SITE_PORT + 3 (3953 by default); BENCH_HYDRATION_TRACE=1 keeps a Chromium trace of each
// page's last run in bench/out/ for DevTools.
import fs from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { startAppServer } from "./support.ts";

const PORT = Number(process.env.BENCH_SITE_PORT ?? 3950) + 3;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PAGES = process.env.BENCH_HYDRATION_ONLY?.split(",").filter(Boolean) ?? [
  "/",
  "/assurance-emprunteur",
  "/carriere",
  "/sante-senior",
];
const RUNS = Number(process.env.BENCH_HYDRATION_RUNS ?? 5);
const TRACE = process.env.BENCH_HYDRATION_TRACE === "1";

type Run = {
  /** Milliseconds since navigation: first contentful paint, React done. */
  fcp: number;
  hydrated: number;
  /** The long tasks in the window, in order: start and duration (ms). */
  tasks: Array<{ start: number; duration: number }>;
};

/** Registered before the page's own scripts: long tasks, the paint, the hydration mark. */
const OBSERVE = `(() => {
  let done;
  const seen = (window.__hydrationBench = { tasks: [], fcp: 0, hydrated: 0 });
  // Awaited by the bench: waiting with page.waitForSelector would poll the page, and under the 4x
  // slowdown its queries make long tasks of their own.
  window.__hydrationDone = new Promise((resolve) => (done = resolve));
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntriesByName("first-contentful-paint")) seen.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  // The document element does not exist yet when this runs: watch the document.
  new MutationObserver(() => {
    if (seen.hydrated || !document.documentElement?.dataset.hydrated) return;
    seen.hydrated = performance.now();
    setTimeout(done, 1000);
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
})();`;

async function measureOnce(browser: Browser, route: string, trace: string | null): Promise<Run> {
  // A first visit, as Lighthouse's: empty cache, no consent given (the banner hydrates too).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
  await page.goto(`${BASE}${route}`, { waitUntil: "load" });
  await page.evaluate("window.__hydrationDone");
  if (trace) await browser.stopTracing();
  const seen = (await page.evaluate("window.__hydrationBench")) as Run;
  await context.close();
  const end = seen.hydrated + 1000;
  return {
    fcp: Math.round(seen.fcp),
    hydrated: Math.round(seen.hydrated),
    tasks: seen.tasks
      .filter((task) => task.start + task.duration >= seen.fcp && task.start <= end)
      .map((task) => ({ start: Math.round(task.start), duration: Math.round(task.duration) })),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const longest = (run: Run) => Math.max(0, ...run.tasks.map((task) => task.duration));
const blocking = (run: Run) => run.tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
const write = (text: string) => process.stdout.write(text);

fs.mkdirSync("bench/out", { recursive: true });
const dir = path.resolve("data/bench-hydration");
fs.rmSync(dir, { recursive: true, force: true });
fs.rmSync(`${dir}.lock`, { force: true });
const server = await startAppServer(PORT, { PGLITE_DIR: dir, SITE_ACCESS_CODE: "" });
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const results: Array<{ route: string; runs: Run[] }> = [];
  for (const route of PAGES) {
    const runs: Run[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const name = route === "/" ? "home" : route.replace(/^\//, "").replaceAll("/", "-");
      const trace = TRACE && run === RUNS ? path.resolve(`bench/out/hydration-${name}.json`) : null;
      runs.push(await measureOnce(browser, route, trace));
    }
    results.push({ route, runs });
  }
  write(
    `\nLong tasks from the first paint until 1 s after hydration, CPU 4x slower, 390 px, median of ${RUNS} runs\n\n| page | FCP ms | hydrated at ms | longest task ms | tasks > 50 ms | blocking ms |\n|---|---|---|---|---|---|\n`,
  );
  for (const { route, runs } of results) {
    write(
      `| ${route} | ${median(runs.map((r) => r.fcp))} | ${median(runs.map((r) => r.hydrated))} | ${median(runs.map(longest))} | ${median(runs.map((r) => r.tasks.length))} | ${median(runs.map(blocking))} |\n`,
    );
  }
  write("\nEach run's long tasks (start ms: duration ms)\n\n");
  for (const { route, runs } of results) {
    for (const run of runs) {
      const tasks = run.tasks.map((task) => `${task.start}: ${task.duration}`).join(", ");
      write(`${route} (hydrated at ${run.hydrated}): ${tasks || "none"}\n`);
    }
  }
  fs.writeFileSync("bench/out/hydration.json", JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
