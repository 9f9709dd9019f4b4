import { expect, ROUTES, test } from "./fixtures";

test.describe("route table", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  // One test per route: each waits for its page to hydrate, which adds up on a busy machine.
  for (const path of ROUTES) {
    test(`${path} answers 200 with its title once admitted`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      expect(await page.title(), path).toMatch(/\S/);
    });
  }

  test("an unknown path shows the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    // The spec's English words, marked as English, with the visitor's language beside them.
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^Oops! Page not found\s*Page introuvable$/);
    await expect(heading.locator('[lang="en"]')).toHaveText("Oops! Page not found");
    await expect(page.getByText("La page demandée n'existe pas ou a été déplacée.")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown article goes back to the news list", async ({ page }) => {
    await page.goto("/actualites/99");
    await expect(page).toHaveURL(/\/actualites$/);
  });

  test("health check reports the database", async ({ page }) => {
    const response = await page.request.get("/healthz");
    expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  test("security headers are set on pages", async ({ page }) => {
    const response = await page.goto("/");
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("bad bodies get a clear 4xx", async ({ page }) => {
    const huge = await page.request.post("/consent", {
      data: "x".repeat(2 * 1024 * 1024),
      headers: { "Content-Type": "text/plain" },
    });
    expect(huge.status()).toBe(413);
    const bad = await page.request.post("/consent", { form: { choice: "maybe" } });
    expect(bad.status()).toBe(400);
    const wrongLang = await page.request.post("/language", { form: { lang: "xx" } });
    expect(wrongLang.status()).toBe(400);
    const openRedirect = await page.request.post("/language", {
      form: { lang: "en", redirectTo: "//evil.example" },
      maxRedirects: 0,
    });
    expect(openRedirect.headers().location).toBe("/");
  });
});
