import { PUBLIC_PAGES } from "../../app/paths/site";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "../../app/scripts-after-paint";
import { expect, OPEN_URL, test } from "./fixtures";

/**
 * What stands between a page's HTML and its first paint (issue 14; the figures themselves are
 * measured by `npm run bench:site`, not here). Every marketing page and the sign-in screen paint
 * from the HTML alone: the stylesheet is in the page, no script is even asked for before the first
 * paint, and the only early requests are the two Latin font cuts and the page's own image.
 */
const PAGES = [...PUBLIC_PAGES.filter((path) => !/^\/actualites\/[2-6]$/.test(path)), "/espace-client/connexion"];
const AGREED_PRELOADS = [
  /\/assets\/inter-latin-wght-400-700-[\w-]+\.woff2$/,
  /\/assets\/playfair-display-latin-wght-normal-[\w-]+\.woff2$/,
];

/**
 * Runs in the page before its scripts: records every locale formatter the page creates before
 * React has hydrated it (`html[data-hydrated]`, set by the root once hydration has committed).
 */
function countLocaleFormattingBeforeHydration() {
  const seen: string[] = [];
  (window as unknown as { __localeFormatting: string[] }).__localeFormatting = seen;
  const hydrating = () => !document.documentElement?.dataset.hydrated;
  for (const name of ["DateTimeFormat", "NumberFormat", "RelativeTimeFormat", "ListFormat"] as const) {
    const original = Intl[name];
    const counted = new Proxy(original, {
      construct(target, args) {
        if (hydrating()) seen.push(`Intl.${name}(${JSON.stringify(args)})`);
        return Reflect.construct(target, args);
      },
    });
    Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
  }
  for (const [owner, method] of [
    [Date.prototype, "toLocaleDateString"],
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleTimeString"],
    [Number.prototype, "toLocaleString"],
  ] as const) {
    const original = (owner as unknown as Record<string, (...args: unknown[]) => string>)[method] as (
      ...args: unknown[]
    ) => string;
    Object.defineProperty(owner, method, {
      value(this: unknown, ...args: unknown[]) {
        if (hydrating()) seen.push(method);
        return original.apply(this, args);
      },
    });
  }
}

test.describe("first paint", () => {
  test.beforeEach(async ({ decideCookies }) => {
    await decideCookies("declined", OPEN_URL);
  });

  for (const path of PAGES) {
    test(`${path} paints from its HTML: no render-blocking request, scripts after the paint`, async ({ page }) => {
      await page.addInitScript(countLocaleFormattingBeforeHydration);
      const response = await page.goto(`${OPEN_URL}${path}`);
      // As served: the router's preloads and module script are held (inert) until the first paint.
      const served = (await response?.text()) ?? "";
      expect(served).not.toContain('rel="modulepreload"');
      expect(served).not.toMatch(/<script[^>]*type="module"/);
      expect(served.match(new RegExp(`<link rel="${HELD_PRELOAD_REL}"`, "g"))?.length).toBeGreaterThan(2);
      expect(served.match(new RegExp(`<script[^>]*type="${HELD_MODULE_TYPE}"`, "g"))).toHaveLength(1);
      // ... then woken: React takes over, and no script was requested before the first paint.
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      // Dates and figures come written from the server: a phone's first Intl formatter costs it
      // 30-50 ms of blocked main thread, in the middle of hydration.
      expect(
        await page.evaluate(() => (window as unknown as { __localeFormatting: string[] }).__localeFormatting),
      ).toEqual([]);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(timing.scripts.length).toBeGreaterThan(2);
      for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint);
      const blocking = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          // Chromium's renderBlockingStatus (not yet in TypeScript's DOM types).
          .filter(
            (entry) =>
              (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ===
              "blocking",
          )
          .map((entry) => entry.name),
      );
      expect(blocking).toEqual([]);
      const head = await page.evaluate(() => ({
        stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
        inlineSheet: document.querySelector("style[data-app-css]")?.textContent?.length ?? 0,
        classicScripts: [...document.querySelectorAll("head script[src]")]
          .filter((script) => !(script as HTMLScriptElement).defer && !(script as HTMLScriptElement).async)
          .filter((script) => (script as HTMLScriptElement).type !== "module").length,
        preloads: [...document.querySelectorAll('link[rel="preload"]')].map((link) => ({
          as: link.getAttribute("as"),
          href: (link as HTMLLinkElement).href,
          fetchpriority: link.getAttribute("fetchpriority"),
          loading: link.getAttribute("loading"),
        })),
        lazyLcpImages: [...document.querySelectorAll('img[fetchpriority="high"][loading="lazy"]')].length,
        // Every picture reserves its space; a raster one comes in a modern format first.
        imagesWithoutSize: [...document.querySelectorAll("img")]
          .filter((img) => !img.getAttribute("width") || !img.getAttribute("height"))
          .map((img) => img.src),
        rastersWithoutModernFormat: [...document.querySelectorAll("img")]
          .filter((img) => !/\.svg$|^data:image\/svg/.test(img.currentSrc || img.src))
          .filter((img) => {
            const sources =
              img.parentElement?.tagName === "PICTURE" ? img.parentElement.querySelectorAll("source") : [];
            return ![...sources].some((source) => /image\/(avif|webp)/.test(source.getAttribute("type") ?? ""));
          })
          .map((img) => img.src),
      }));
      expect(head.stylesheets).toBe(0);
      expect(head.inlineSheet).toBeGreaterThan(10_000);
      expect(head.classicScripts).toBe(0);
      for (const preload of head.preloads) {
        if (preload.as === "font") expect(AGREED_PRELOADS.some((pattern) => pattern.test(preload.href))).toBe(true);
        else expect(preload.as).toBe("image");
      }
      expect(head.lazyLcpImages).toBe(0);
      expect(head.imagesWithoutSize).toEqual([]);
      expect(head.rastersWithoutModernFormat).toEqual([]);
    });
  }

  test("a quote page fetches its step checks only when the visitor starts on the form", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${OPEN_URL}/sante-famille`);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    // The quote pages hydrate as islands (ADR 0047): their chunks come from the islands' build.
    const checks = /\/assets\/(islands-)?(validation|schema)-[\w-]+\.js$/;
    expect(scripts.filter((url) => checks.test(url))).toEqual([]);
    const loaded = page.waitForRequest((request) => checks.test(request.url()));
    await page.getByTestId("quote-card").getByRole("button", { name: "Continuer" }).focus();
    await loaded;
  });

  test("a reload costs a 304 and the stored page still runs its scripts", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${OPEN_URL}/mentions-legales`);
    // What crossed the wire (the page itself then reports the stored 200, as browsers do).
    const statuses: number[] = [];
    const documents = new Set<string>();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.type === "Document") documents.add(event.requestId);
    });
    cdp.on("Network.responseReceivedExtraInfo", (event) => {
      if (documents.has(event.requestId)) statuses.push(event.statusCode);
    });
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(statuses).toEqual([304]);
    // The stored page's scripts carry the stored policy's nonce: React took over again (the
    // attribute is set by a script, never by the server) and nothing was refused.
    expect(refused).toEqual([]);
  });
});

// The caching headers themselves are checked over HTTP (tests/http/site.test.ts).
