import { expect, test } from "./fixtures";

test.describe("the chat button never sits on what is read", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("on a phone it steps aside while scrolling down and comes back on scrolling up", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the desktop bar leaves it in the margin");
    await page.goto("/actualites/1");
    const launcher = page.getByTestId("chat-launcher");
    await expect(launcher).toBeInViewport();
    await page.mouse.wheel(0, 600);
    await expect(launcher).toHaveAttribute("data-tucked", "true");
    await expect(launcher).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(launcher).toHaveAttribute("data-tucked", "false");
    await expect(launcher).toBeInViewport();
    // The keyboard always finds it.
    await page.mouse.wheel(0, 600);
    await expect(launcher).toHaveAttribute("data-tucked", "true");
    await launcher.focus();
    await expect(launcher).toBeInViewport();
  });

  test("at the end of a page, the footer's last line stays clear of it", async ({ page }) => {
    await page.goto("/actualites/1");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.mouse.wheel(0, -20);
    const launcher = page.getByTestId("chat-launcher");
    await expect(launcher).toHaveAttribute("data-tucked", "false");
    const button = await launcher.boundingBox();
    if (!button) throw new Error("no chat button");
    const covered = await page.locator("footer").evaluate((footer, box) => {
      const hits = [...footer.querySelectorAll("a, button, p, h2")].filter((element) => {
        const r = element.getBoundingClientRect();
        return r.left < box.x + box.width && r.right > box.x && r.top < box.y + box.height && r.bottom > box.y;
      });
      return hits.map((element) => element.textContent?.trim());
    }, button);
    expect(covered).toEqual([]);
  });
});
