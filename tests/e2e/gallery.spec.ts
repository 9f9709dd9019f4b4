import type { Page } from "@playwright/test";
import { expect, GATED_URL, test } from "./fixtures";

const ZONES = [
  { id: "sante", name: "Santé", path: "/sante-famille" },
  { id: "emprunteur", name: "Emprunteur", path: "/assurance-emprunteur" },
  { id: "vehicules", name: "Véhicules", path: "/vehicules-premium" },
  { id: "carriere", name: "Carrière", path: "/carriere" },
];
const HOME = new RegExp(`^${GATED_URL.replaceAll(".", "\\.")}/$`);

test.beforeEach(async ({ admit, decideCookies }) => {
  await admit();
  await decideCookies();
});

const scene = (page: Page) => page.getByTestId("gallery-scene");

async function openGallery(page: Page) {
  const response = await page.goto("/galerie");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Galerie immersive" })).toBeVisible();
  await expect(scene(page)).toHaveAttribute("data-ready", "true");
}

/** A point of the scenery, away from the four areas at every zoom, checked in the page. */
async function backgroundPoint(page: Page) {
  const stage = await page.locator("section", { has: scene(page) }).boundingBox();
  if (!stage) throw new Error("no stage");
  const point = { x: stage.x + 40, y: stage.y + stage.height - 40 };
  const onScenery = await page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x, y);
    return Boolean(hit?.closest('[data-testid="gallery-scene"]')) && !hit?.closest("a");
  }, point);
  expect(onScenery).toBe(true);
  return point;
}

async function tiltOf(page: Page) {
  const element = scene(page);
  return {
    x: Number(await element.getAttribute("data-tilt-x")),
    y: Number(await element.getAttribute("data-tilt-y")),
  };
}

// The gallery is desktop only; a phone is sent home.
test.describe("gallery on a desktop", { tag: "@desktop" }, () => {
  test.describe("with reduced motion (nothing moves under the pointer)", () => {
    test.use({ reducedMotion: "reduce" });

    test("clicks on the scenery cycle the zoom 1.15 → 1.5 → 2 → 1.15", async ({ page }) => {
      await openGallery(page);
      await expect(scene(page)).toHaveAttribute("data-zoom", "1.15");
      for (const zoom of ["1.5", "2", "1.15"]) {
        const point = await backgroundPoint(page);
        await page.mouse.click(point.x, point.y);
        await expect(scene(page)).toHaveAttribute("data-zoom", zoom);
      }
    });

    test("the zoom button does the same from the keyboard", async ({ page }) => {
      await openGallery(page);
      const button = page.getByTestId("gallery-zoom");
      await expect(button).toHaveText("Zoom ×1,15");
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(scene(page)).toHaveAttribute("data-zoom", "1.5");
      await expect(button).toHaveText("Zoom ×1,5");
    });

    test("the tilt stays flat", async ({ page }) => {
      await openGallery(page);
      const stage = await page.locator("section", { has: scene(page) }).boundingBox();
      if (!stage) throw new Error("no stage");
      await page.mouse.move(stage.x + 5, stage.y + 5);
      await page.mouse.move(stage.x + stage.width - 5, stage.y + stage.height - 5, { steps: 5 });
      expect(await tiltOf(page)).toEqual({ x: 0, y: 0 });
    });

    test("zoomed in, the labels of the areas at the edges still show whole (× 1.5 and × 2)", async ({ page }) => {
      await openGallery(page);
      const stageBox = await page.locator("[data-gallery-stage]").boundingBox();
      if (!stageBox) throw new Error("no stage");
      for (const zoom of ["1.5", "2"]) {
        await page.getByTestId("gallery-zoom").click();
        await expect(scene(page)).toHaveAttribute("data-zoom", zoom);
        for (const id of ["sante", "carriere"]) {
          const link = page.getByTestId(`gallery-zone-${id}`);
          // Point at the part of the area still on screen, clear of the controls at the top and
          // of the chat button at the bottom right.
          const area = await link.boundingBox();
          if (!area) throw new Error(`no ${id} area`);
          const left = Math.max(area.x, stageBox.x + 4);
          const right = Math.min(area.x + area.width, stageBox.x + stageBox.width - 100);
          // Zoomed in twice, an area may have left the stage altogether: nothing to point at.
          if (right <= left) continue;
          const top = Math.max(area.y, stageBox.y + 140);
          const bottom = Math.min(area.y + area.height, stageBox.y + stageBox.height - 100);
          await page.mouse.move((left + right) / 2, (top + bottom) / 2);
          const label = link.getByTestId("gallery-zone-label");
          await expect(label).toBeVisible();
          const box = await label.boundingBox();
          expect(box?.x, `${id} × ${zoom}`).toBeGreaterThanOrEqual(stageBox.x);
          expect((box?.x ?? 0) + (box?.width ?? 0), `${id} × ${zoom}`).toBeLessThanOrEqual(stageBox.x + stageBox.width);
        }
      }
    });

    for (const zone of ZONES) {
      test(`the ${zone.name} area leads to ${zone.path} without zooming`, async ({ page }) => {
        await openGallery(page);
        // Counts zoom changes; a client-side navigation keeps the count readable afterwards.
        await page.evaluate(() => {
          const element = document.querySelector('[data-testid="gallery-scene"]') as Element;
          const counter = window as unknown as { zoomChanges: number };
          counter.zoomChanges = 0;
          new MutationObserver(() => counter.zoomChanges++).observe(element, { attributeFilter: ["data-zoom"] });
        });
        await page.getByRole("link", { name: `${zone.name} – Explorer` }).click();
        await expect(page).toHaveURL(new RegExp(`${zone.path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { zoomChanges: number }).zoomChanges)).toBe(0);
      });
    }
  });

  test("hovering an area shows its name and Explorer; so does keyboard focus", async ({
    page,
    expectNoA11yViolations,
  }) => {
    await openGallery(page);
    for (const zone of ZONES) {
      const link = page.getByTestId(`gallery-zone-${zone.id}`);
      const label = link.getByTestId("gallery-zone-label");
      await expect(label).toBeHidden();
      await link.hover();
      await expect(label.getByText(zone.name, { exact: true })).toBeVisible();
      await expect(label.getByText("Explorer", { exact: true })).toBeVisible();
    }
    await page.mouse.move(640, 10);
    await page.getByRole("link", { name: "Quitter l'expérience" }).focus();
    await page.keyboard.press("Tab");
    const first = page.getByTestId("gallery-zone-sante");
    await expect(first).toBeFocused();
    await expect(first.getByText("Explorer", { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("the scene tilts with the pointer, never beyond 6 degrees", async ({ page }) => {
    await openGallery(page);
    const stage = await page.locator("section", { has: scene(page) }).boundingBox();
    if (!stage) throw new Error("no stage");
    await page.mouse.move(stage.x + 2, stage.y + 2);
    await expect.poll(async () => (await tiltOf(page)).y).toBeLessThan(-5);
    const topLeft = await tiltOf(page);
    expect(topLeft.x).toBeGreaterThan(5);
    expect(Math.max(Math.abs(topLeft.x), Math.abs(topLeft.y))).toBeLessThanOrEqual(6);

    await page.mouse.move(stage.x + stage.width * 0.75, stage.y + stage.height * 0.75, { steps: 4 });
    await expect.poll(async () => (await tiltOf(page)).y).toBeCloseTo(3, 0);
    expect((await tiltOf(page)).x).toBeCloseTo(-3, 0);

    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    const bottom = Math.min(stage.y + stage.height, viewport.height) - 2;
    await page.mouse.move(stage.x + stage.width - 2, bottom, { steps: 4 });
    await expect.poll(async () => (await tiltOf(page)).y).toBeGreaterThan(5);
    const bottomRight = await tiltOf(page);
    expect(bottomRight.x).toBeLessThan(-5);
    expect(Math.max(Math.abs(bottomRight.x), Math.abs(bottomRight.y))).toBeLessThanOrEqual(6);
    const transform = await scene(page).evaluate((element) => (element as HTMLElement).style.transform);
    expect(transform).toBe(`rotateX(${bottomRight.x}deg) rotateY(${bottomRight.y}deg) scale(1.15)`);

    // Leaving the stage lays the scene flat again.
    await page.mouse.move(stage.x + stage.width / 2, stage.y - 30);
    await expect.poll(() => tiltOf(page)).toEqual({ x: 0, y: 0 });
  });

  test("Quitter l'expérience goes home", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("link", { name: "Quitter l'expérience" }).click();
    await expect(page).toHaveURL(HOME);
  });

  test("shrinking the window under 768 px goes home", async ({ page }) => {
    await openGallery(page);
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("gallery on a phone", () => {
  test("visiting /galerie ends on the home page", async ({ page }) => {
    const response = await page.goto("/galerie");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
