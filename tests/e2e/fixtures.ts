import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../app/paths/site";
import { ACCESS_CODE, GATED_URL, OPEN_URL, TEST_HOOKS_TOKEN } from "../../playwright.config";

export { ACCESS_CODE, expect, GATED_URL, OPEN_URL };

/** An address of its own for each test (the tag says which test made it). */
export const uniqueEmail = (tag: string) => `${tag.toLowerCase()}.${crypto.randomUUID().slice(0, 8)}@example.fr`;

/** A lead as the test hooks show it (the columns the specs check). */
export type StoredLead = {
  reference: string;
  product: string;
  phone: string;
  submissionCount: number;
  callbackConsent: boolean;
  answers: Record<string, string | string[]>;
  source: { page: string };
};

/** Every route of the spec's table, reached once admitted. */
export const ROUTES = [...PUBLIC_PAGES, "/accueil-v3", "/espace-client", "/maintenance"];

/** A customer made for one test by the server's test hook (`POST /__test/customer`). */
export type TestCustomer = { email: string; password: string; references: string[] };

type Fixtures = {
  /** A pseudo client address unique to the test, so per-client rate limits never collide. */
  clientIp: string;
  /** Passes the access gate through the real form endpoint (the cookie lands in the context). */
  admit: () => Promise<void>;
  /** Stores a cookie choice so the banner stays out of the way of other tests. */
  decideCookies: (choice?: "accepted" | "declined", url?: string) => Promise<void>;
  expectNoA11yViolations: (page: Page, options?: { exclude?: string[] }) => Promise<void>;
  /** A page without JavaScript, for this test's client, admitted and with cookies declined. */
  noScriptPage: Page;
  /** The leads stored for an address, newest first, read through the server's test hooks. */
  leadsOf: (email: string) => Promise<StoredLead[]>;
  /**
   * A fresh customer of the test's own, signed in in the page's context (through the sign-in
   * form's post, not its screens: the screens have tests of their own). Admit the context first.
   */
  signedInCustomer: () => Promise<TestCustomer>;
};

export const test = base.extend<Fixtures>({
  // An address of the IPv6 documentation prefix: only ever a header value, never contacted.
  clientIp: async ({}, use) => {
    const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
    await use(`2001:db8::${hex()}:${hex()}:${hex()}`);
  },
  context: async ({ context, clientIp }, use) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientIp });
    await use(context);
  },
  // Every navigation of the default page waits until React has hydrated, so that tests never
  // click a server-rendered control before its behaviour is attached.
  page: async ({ page, javaScriptEnabled }, use) => {
    // A text the browser lacks (a route that forgot its namespace) or a server/browser render
    // mismatch fails the test that met it, whatever that test checks.
    const renderErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /\[i18n\]|hydrat/i.test(message.text())) renderErrors.push(message.text());
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // "commit": the test drives the page's start itself (a paused clock, say).
      if (javaScriptEnabled !== false && options?.waitUntil !== "commit")
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
      return response;
    };
    await use(page);
    expect(renderErrors).toEqual([]);
  },
  admit: async ({ page }, use) => {
    await use(async () => {
      const response = await page.request.post(`${GATED_URL}/login`, {
        form: { code: ACCESS_CODE },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      // The welcome toast belongs to the gate's own tests; elsewhere it would only cover the page.
      await page.context().clearCookies({ name: "flash" });
    });
  },
  decideCookies: async ({ context }, use) => {
    await use(async (choice = "declined", url = GATED_URL) => {
      await context.addCookies([{ name: "cookieConsent", value: choice, url }]);
    });
  },
  noScriptPage: async ({ browser, clientIp }, use) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientIp },
    });
    await context.request.post(`${GATED_URL}/login`, { form: { code: ACCESS_CODE }, maxRedirects: 0 });
    await context.addCookies([{ name: "cookieConsent", value: "declined", url: GATED_URL }]);
    await use(await context.newPage());
    await context.close();
  },
  signedInCustomer: async ({ page }, use) => {
    await use(async () => {
      const created = await page.request.post(`${GATED_URL}/__test/customer`, {
        headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
      });
      expect(created.ok()).toBe(true);
      const customer = (await created.json()) as TestCustomer;
      const signedIn = await page.request.post(`${GATED_URL}/espace-client/connexion`, {
        form: { email: customer.email, password: customer.password },
        maxRedirects: 0,
      });
      expect(signedIn.status()).toBe(302);
      return customer;
    });
  },
  leadsOf: async ({ request }, use) => {
    await use(async (email) => {
      const response = await request.get(`${GATED_URL}/__test/leads?email=${encodeURIComponent(email)}`, {
        headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
      });
      expect(response.ok()).toBe(true);
      return (await response.json()).leads as StoredLead[];
    });
  },
  expectNoA11yViolations: async ({}, use) => {
    await use(async (page: Page, options = {}) => {
      // Contrast is judged on finished frames: wait for fades (toasts, banners) to settle.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      );
      let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const results = await builder.analyze();
      const summary = results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
      }));
      expect(summary).toEqual([]);
    });
  },
});
