import type { Page } from "@playwright/test";
import { ACCESS_CODE, expect, GATED_URL, test } from "./fixtures";

test.beforeEach(async ({ admit, decideCookies }) => {
  await admit();
  await decideCookies();
});

/** The desktop menus' behaviour arrives just after hydration (desktop-navigation.tsx). */
async function menusReady(page: Page) {
  await expect(page.getByTestId("nav-trigger-health")).toHaveAttribute("data-state", "closed");
}

test.describe("desktop menus", { tag: "@desktop" }, () => {
  test("open on hover, navigate, and close", async ({ page }) => {
    await page.goto("/");
    await menusReady(page);
    await page.getByTestId("nav-trigger-health").hover();
    const link = page.getByRole("link", { name: /Santé famille/ }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/sante-famille$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mutuelle santé famille");
    await expect(page.getByRole("link", { name: /Santé famille/ })).toHaveCount(1); // only the footer's
  });

  test("are keyboard operable", async ({ page }) => {
    await page.goto("/");
    await menusReady(page);
    await page.getByTestId("nav-trigger-vehicles").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: /Véhicules sans permis/ }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("nav-trigger-vehicles")).toHaveAttribute("aria-expanded", "false");
  });

  test("the press entry leads to the press-partenariats anchor and My account to the customer area", async ({
    page,
  }) => {
    await page.goto("/carriere");
    await page.getByRole("link", { name: "Presse & partenariats" }).click();
    await expect(page).toHaveURL(/\/#press-partenariats$/);
    await expect(page.locator("#press-partenariats")).toBeInViewport();
    await page.getByRole("link", { name: "Mon compte" }).click();
    // Signed out, the customer area sends the visitor on to its sign-in screen.
    await expect(page).toHaveURL(/\/espace-client\/connexion$/);
  });
});

test.describe("mobile drawer", () => {
  test("opens, expands a section, navigates and closes", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Emprunteur" }).click();
    await drawer.getByRole("link", { name: "Devis emprunteur" }).click();
    await expect(page).toHaveURL(/\/assurance-emprunteur-v2$/);
    await expect(drawer).toBeHidden();
  });

  test("closes with its close button and offers My account", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer.getByRole("link", { name: "Mon compte" })).toBeVisible();
    await drawer.getByRole("button", { name: "Fermer le menu" }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe("language", () => {
  test("switching to English re-renders the page and persists", async ({ page }) => {
    await page.goto("/sante-senior");
    await page.getByRole("button", { name: /Langue : Français/ }).click();
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveURL(/\/sante-senior$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Mutuelle santé senior");
    const english = await page.getByRole("heading", { level: 1 }).textContent();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english ?? "");
    await expect(page.getByRole("button", { name: /Language: English/ })).toBeVisible();
  });

  test("the header list is driven by the keyboard and closes with Escape", async ({ page }) => {
    await page.goto("/carriere");
    const trigger = page.getByRole("button", { name: /Langue : Français/ });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const list = page.getByRole("list", { name: "Choisir la langue" });
    await expect(list.getByRole("button", { name: "Français" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("button", { name: "English" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(list.getByRole("button", { name: "Русский" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(list).toBeVisible();
    // A click anywhere else closes it.
    await page.mouse.click(10, 500);
    await expect(list).toBeHidden();
  });

  test("the footer switch works without JavaScript", async ({ browser, clientIp }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientIp },
    });
    const page = await context.newPage();
    await page.request.post("/login", { form: { code: ACCESS_CODE }, maxRedirects: 0 });
    await context.addCookies([{ name: "cookieConsent", value: "declined", url: GATED_URL }]);
    await page.goto("/carriere");
    await page.getByRole("button", { name: "Italiano" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page).toHaveURL(/\/carriere$/);
    await context.close();
  });
});
