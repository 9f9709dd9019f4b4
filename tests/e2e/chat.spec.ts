import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const GREETING = /Je suis votre concierge numérique/;
const launcher = (page: Page) => page.getByRole("button", { name: "Ouvrir le concierge numérique" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Concierge numérique" });
const input = (page: Page) => panel(page).getByRole("textbox", { name: "Votre message" });
const sendButton = (page: Page) => panel(page).getByRole("button", { name: "Envoyer" });

async function openChat(page: Page, path = "/sante-famille") {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

test.describe("chat concierge", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("opens as a non-modal panel with a greeting, minimises, restores and closes", async ({
    page,
    expectNoA11yViolations,
  }) => {
    await openChat(page);
    await expectNoA11yViolations(page);
    await expect(panel(page)).toHaveAttribute("aria-modal", "false");
    await expect(panel(page).getByRole("log")).toContainText(GREETING);
    await expect(input(page)).toBeFocused();
    const box = await panel(page).getByRole("log").boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(255);
    expect(box?.height).toBeLessThanOrEqual(321);

    await panel(page).getByRole("button", { name: "Réduire la conversation" }).click();
    await expect(panel(page).getByRole("log")).toBeHidden();
    await panel(page).getByRole("button", { name: "Agrandir la conversation" }).click();
    await expect(panel(page).getByRole("log")).toContainText(GREETING);

    await panel(page).getByRole("button", { name: "Fermer la conversation" }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeVisible();
  });

  test("Enter sends; the answer links to the matching page, and the conversation is kept", async ({ page }) => {
    await openChat(page);
    await input(page).fill("Une voiture sans permi pour mon fils de 15 ans ?");
    await input(page).press("Enter");
    const log = panel(page).getByRole("log");
    await expect(log).toContainText("Une voiture sans permi pour mon fils de 15 ans ?");
    await expect(log).toContainText("quadricycle léger");
    await expect(input(page)).toHaveValue("");

    await panel(page).getByRole("button", { name: "Fermer la conversation" }).click();
    await launcher(page).click();
    await expect(log).toContainText("quadricycle léger");

    await log.getByRole("link", { name: "Assurance voiture sans permis" }).click();
    await expect(page).toHaveURL(/\/vehicules-sans-permis$/);
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await launcher(page).click();
    await expect(panel(page).getByRole("log")).toContainText("quadricycle léger");
  });

  test("an empty or blank message is not sent", async ({ page }) => {
    let requests = 0;
    await page.route("**/api/chat-assistant", (route) => {
      requests++;
      return route.continue();
    });
    await openChat(page);
    await input(page).press("Enter");
    await input(page).fill("   ");
    await input(page).press("Enter");
    await sendButton(page).click();
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
    await expect(panel(page).getByRole("log").getByRole("listitem")).toHaveCount(1);
  });

  test("while a reply is pending, send is disabled and the concierge is typing", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/chat-assistant", async (route) => {
      await held;
      await route.fulfill({ json: { reply: "Réponse différée.", sources: [] } });
    });
    await openChat(page);
    await input(page).fill("devis");
    await input(page).press("Enter");
    await expect(sendButton(page)).toBeDisabled();
    await expect(panel(page).getByText("Le concierge écrit…")).toBeVisible();
    release();
    await expect(panel(page).getByRole("log")).toContainText("Réponse différée.");
    await expect(sendButton(page)).toBeEnabled();
    await expect(panel(page).getByText("Le concierge écrit…")).toHaveCount(0);
  });

  test("a failure shows the error toast", async ({ page }) => {
    await page.route("**/api/chat-assistant", (route) => route.fulfill({ status: 500, json: { error: "boom" } }));
    await openChat(page);
    await input(page).fill("Bonjour");
    await sendButton(page).click();
    const toast = page.locator("[data-sonner-toast][data-type=error]");
    await expect(toast).toContainText("Erreur");
    await expect(toast).toContainText("Impossible d'envoyer le message. Veuillez réessayer.");
    await expect(sendButton(page)).toBeEnabled();
  });
});
