import type { Page, Request } from "@playwright/test";
import { expect, GATED_URL, test } from "./fixtures";

/**
 * Each hero with its illustration, at both widths (the scene moves beside the text on a desktop):
 * the picture arrives from our own host and shows.
 */
const HEROES = [
  { name: "home", path: "/" },
  { name: "borrower", path: "/assurance-emprunteur" },
  { name: "vehicles", path: "/vehicules-premium" },
  { name: "health", path: "/sante-famille" },
  { name: "company", path: "/sante-entreprise" },
  { name: "careers", path: "/carriere" },
  { name: "gallery", path: "/galerie", desktopOnly: true },
];

test.beforeEach(async ({ admit, decideCookies }) => {
  await admit();
  await decideCookies();
});

/** One hero: its picture comes from our own host and shows (phones keep a quote page's card first). */
async function expectHero(page: Page, hero: (typeof HEROES)[number], isMobile: boolean) {
  const foreign: string[] = [];
  const listen = (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== new URL(GATED_URL).origin) foreign.push(url.href);
  };
  page.on("request", listen);
  await page.goto(hero.path);
  // Quote pages show their scene beside the card on desktops only (phones keep the card first).
  const scene = page.locator('main img[src*="/assets/"]').first();
  if (!(isMobile && hero.name === "health")) {
    await scene.scrollIntoViewIfNeeded();
    await expect(scene).toBeVisible();
    await expect.poll(() => scene.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  page.off("request", listen);
  expect(foreign).toEqual([]);
}

// The heroes one after the other in one browser (a test's fresh context costs as much as a visit).
test("every hero shows its picture, from our own host", { tag: "@both-widths" }, async ({ page, isMobile }) => {
  // The gallery is desktop only (a phone is sent home).
  for (const hero of HEROES.filter((hero) => !(isMobile && hero.desktopOnly))) {
    await test.step(`the ${hero.name} hero`, () => expectHero(page, hero, isMobile));
  }
});

test("at 1280 px the home hero has no empty half: its picture fills the right one", { tag: "@desktop" }, async ({
  page,
}) => {
  await page.goto("/");
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const box = await page.locator('main img[src*="/assets/"]').first().boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? 0).toBeGreaterThanOrEqual(viewport.width / 2);
  expect(box?.width ?? 0).toBeGreaterThan(viewport.width * 0.3);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
});

test("the home page meets the footer without a blank band", { tag: "@both-widths" }, async ({ page }) => {
  await page.goto("/");
  const gap = await page.evaluate(() => {
    const last = document.querySelector("main")?.lastElementChild?.getBoundingClientRect();
    const footer = document.querySelector("footer")?.getBoundingClientRect();
    return last && footer ? footer.top - last.bottom : Number.NaN;
  });
  expect(gap).toBe(0);
});
