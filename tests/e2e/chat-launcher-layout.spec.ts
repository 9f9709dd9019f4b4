import type { Locator } from "@playwright/test";
import { expect, GATED_URL, test } from "./fixtures";

/** Whether two elements' boxes, as drawn in the viewport, share any point. */
async function overlap(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error("an element is not drawn");
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

test.describe("the chat button never sits on what is read", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  // At 390 px (the project's width): on a desktop the bar leaves it in the margin.
  test("on a phone it steps aside while scrolling down and comes back on scrolling up", async ({ page }) => {
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

  test("at the end of a page, the footer's last line stays clear of it", { tag: "@both-widths" }, async ({ page }) => {
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

  // The footer is laid out only near the screen (decision 0019): until then it takes the height it
  // reserves, so a reservation short of the drawn footer makes the page grow under the reader's
  // thumb at its end (at 390 px it was 98 px short, and the page stopped before the last line).
  test("the footer reserves the height it is drawn at", { tag: "@both-widths" }, async ({ page }) => {
    await page.goto("/actualites/1");
    const footer = page.locator("footer");
    const reserved = await footer.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).containIntrinsicHeight.replace("auto", "")),
    );
    await footer.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => Math.abs(((await footer.boundingBox())?.height ?? 0) - reserved), {
        message: `reserved ${reserved}px`,
      })
      .toBeLessThan(40);
  });

  test("on a phone, a contract page's status and facts stay clear of it", async ({ page }) => {
    const signIn = await page.request.post(`${GATED_URL}/espace-client/connexion`, {
      form: { email: "julien.moreau@maison-courtage.fr", password: "Demo-Courtage-2024" },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    await page.goto("/espace-client/contrats/VEH-2024-007731");
    expect(page.viewportSize()?.width).toBe(390);
    const launcher = page.getByTestId("chat-launcher");
    await expect(launcher).toBeInViewport();
    await expect(launcher).toHaveAttribute("data-tucked", "false");
    const status = page.getByRole("main").getByTestId("contract-status");
    await expect(status).toBeVisible();
    expect(await overlap(launcher, status)).toBe(false);
    // Nor any of the facts on the first screen (the contract's status is one of them).
    const values = page.getByTestId("contract-facts").locator("dd");
    for (const value of await values.all()) expect(await overlap(launcher, value), await value.innerText()).toBe(false);
  });
});
