import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { defineConfig, devices } from "@playwright/test";

/** Two production servers: one behind the access gate, one public (no SITE_ACCESS_CODE). */
// E2E_PORT_BASE lets several checkouts run their suites side by side.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3101);
export const GATED_URL = `http://127.0.0.1:${PORT_BASE}`;
export const OPEN_URL = `http://127.0.0.1:${PORT_BASE + 1}`;
export const ACCESS_CODE = "2468";
export const TEST_HOOKS_TOKEN = "e2e-test-hooks-token-0123456789";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

const DESKTOP = { ...chromium, viewport: { width: 1280, height: 800 } };
const PHONE = {
  ...chromium,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
/** The back office's specs: its users are at a desk. */
const STAFF_SPECS = /(backoffice|staff)-[^/]*\.spec\.ts$/;
const BOTH_WIDTHS = /@both-widths/;
/** A test tagged @desktop (and not @both-widths): the desktop layout only. */
const DESKTOP_ONLY = /^(?!.*@both-widths).*@desktop\b/;
const AT_DESKTOP = /@desktop\b|@both-widths/;

const server = (port: number, dir: string, extra: string, brand: Record<string, string> = {}) => ({
  // A fresh embedded database, the demo customer seeded into it, then the server on it.
  command: `rm -rf data/${dir} data/${dir}.lock && PGLITE_DIR=data/${dir} tsx scripts/seed-demo.ts && ${extra} PORT=${port} PGLITE_DIR=data/${dir} node server.ts`,
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  // Two cold starts of the embedded database (seed, then server): give a busy machine time.
  timeout: 120_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    NODE_ENV: "production",
    SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
    BETTER_AUTH_SECRET: "e2e-auth-secret-e2e-auth-secret-0123456789",
    SITE_URL: `http://127.0.0.1:${port}`,
    // Tests pose as distinct clients through X-Forwarded-For, as a proxy on this host would.
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
    TEST_HOOKS_TOKEN,
    // People take seconds; the anti-bot minimum is covered by integration tests instead.
    LEAD_MIN_FILL_MS: "0",
    // Web Push (issue 45): a key pair for the tests only (the settings card offers notifications).
    VAPID_PUBLIC_KEY: "BMzJ8ouyLRn0x6ecTFMcKthCSDSPMtk_Zou0a0SRxTmhWUHGkr5yJPTOCooOiOASgrxA8QyoE1xxnkLsvpfwWDo",
    VAPID_PRIVATE_KEY: "vsuU-zP_px8VzWBAUst9mW8TEeAVR6WrXBREN305yfc",
    // Tests book fixed times with customers of their own, on both widths and in parallel: enough
    // advisers that none finds its slot taken by another (capacity is covered by integration tests).
    APPOINTMENT_ADVISERS_ON_DUTY: "50",
    ...brand,
  },
});

/**
 * The gated server is the demo as people see it, with the demo brand's fictitious identity; the
 * public one is an installation that has set none of the broker's legal fields ("à compléter").
 */
const DEMO_BRAND = parseEnv(readFileSync(new URL(".env.demo", import.meta.url), "utf8")) as Record<string, string>;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI's 2-core machines run two browsers and two servers at once; on a slow day the longest
  // flows (axe on a quote card with errors, the e-mailed code, the photo) passed 30 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  // A trace is recorded on a failed test's retry, not on every test: recording one (DOM snapshots
  // and a screencast at each step) was a quarter of the browsers' work for traces thrown away on
  // success (the accessibility spec: 200 → 150 CPU-seconds, 2:14 → 1:32). Locally, without
  // retries, `--trace=on` asks for one.
  use: { baseURL: GATED_URL, trace: "on-first-retry", locale: "fr-FR", timezoneId: "Europe/Paris" },
  // One width per screen, the width its users have, unless its layout depends on it
  // (README.md, "Tests"): the public site and the customer area at 390 px, the back office at
  // 1280 px; a test tagged @both-widths runs at both, one tagged @desktop only at 1280 px.
  projects: [
    { name: "phone", testIgnore: STAFF_SPECS, grepInvert: DESKTOP_ONLY, use: PHONE },
    { name: "desktop", testIgnore: STAFF_SPECS, grep: AT_DESKTOP, use: DESKTOP },
    { name: "staff", testMatch: STAFF_SPECS, use: DESKTOP },
    { name: "staff-phone", testMatch: STAFF_SPECS, grep: BOTH_WIDTHS, use: PHONE },
  ],
  webServer: [
    server(PORT_BASE, `e2e-gated-${PORT_BASE}`, `SITE_ACCESS_CODE=${ACCESS_CODE}`, DEMO_BRAND),
    server(PORT_BASE + 1, `e2e-open-${PORT_BASE}`, ""),
  ],
});
