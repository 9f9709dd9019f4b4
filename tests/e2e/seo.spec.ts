import { expect, OPEN_URL, test } from "./fixtures";

test.describe("what search engines see", () => {
  test.skip(({ isMobile }) => isMobile, "the same documents at every width");

  test("robots.txt and sitemap.xml on the public site", async ({ request }) => {
    const robots = await (await request.get(`${OPEN_URL}/robots.txt`)).text();
    expect(robots).toContain("Allow: /");
    expect(robots).toContain(`Sitemap: ${OPEN_URL}/sitemap.xml`);
    const sitemap = await request.get(`${OPEN_URL}/sitemap.xml`);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    for (const path of ["/", "/assurance-emprunteur", "/sante-famille", "/actualites/1", "/mentions-legales"]) {
      expect(xml).toContain(`<loc>${OPEN_URL}${path}</loc>`);
    }
    expect(xml).not.toContain("/espace-client");
    // The customer area stays out of search engines, but not its door.
    expect(robots).toContain("Allow: /espace-client/connexion$");
    expect(robots.indexOf("Allow: /espace-client/connexion$")).toBeLessThan(robots.indexOf("Disallow: /espace-client"));
  });

  test("the sign-in screen may be indexed; the screens behind it may not", async ({ page }) => {
    await page.goto(`${OPEN_URL}/espace-client/connexion`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.goto(`${OPEN_URL}/espace-client/mot-de-passe-oublie`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("the gated site lists nothing", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).not.toContain("<loc>");
  });

  test("pages carry title, description, canonical, Open Graph and JSON-LD", async ({ page, decideCookies }) => {
    await decideCookies("declined", OPEN_URL);
    await page.goto(`${OPEN_URL}/`);
    await expect(page).toHaveTitle(/Maison Courtage/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /assureurs/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${OPEN_URL}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Maison Courtage/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_FR");
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join();
    expect(JSON.parse(jsonLd)).toMatchObject({ "@type": "InsuranceAgency", name: "Maison Courtage" });
    await page.goto(`${OPEN_URL}/sante-senior?utm_source=x`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${OPEN_URL}/sante-senior`);
  });
});
