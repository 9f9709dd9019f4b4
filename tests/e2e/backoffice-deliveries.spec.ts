import type { Page } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test } from "./fixtures";
import { signInAsStaff } from "./staff-session";

async function deadDelivery(page: Page) {
  const response = await page.request.post(`${GATED_URL}/__test/dead-delivery`, {
    headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}`, Origin: GATED_URL },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string; marker: string };
}

// Serial: a bulk replay takes every dead message of the day, the other tests' too.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test("an admin finds dead messages from the menu's badge, replays one under its id, then the rest after a count", async ({
  page,
  expectNoA11yViolations,
}) => {
  const first = await deadDelivery(page);
  const second = await deadDelivery(page);
  await signInAsStaff(page, "admin");

  // The menu says messages died; the monitor lists them with their error.
  const link = page.getByRole("link", { name: /^Envois/ });
  await expect(link.getByTestId("nav-badge")).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Envois" })).toBeVisible();
  await page.locator("#canal").selectOption("webhook");
  await page.locator("#etat").selectOption("dead");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/canal=webhook/);
  await expect(page).toHaveURL(/etat=dead/);
  // A row is found by its message's id: its error is said in words, without the receiver's text.
  const row = (id: string) => page.getByTestId("delivery-row").filter({ hasText: id });
  await expect(row(first.id)).toContainText("Mort");
  await expect(row(second.id)).toBeVisible();
  await expectNoA11yViolations(page);

  // One replay: the same message (same id) goes back in the queue.
  await row(first.id).getByRole("button", { name: "Relancer" }).click();
  await expect(page.getByTestId("deliveries-result")).toHaveText(/Le message est reparti/);
  await expect(row(first.id)).toHaveCount(0);
  await page.goto(`/backoffice/envois?canal=webhook`);
  await expect(page.getByTestId("delivery-row").filter({ hasText: first.id })).not.toContainText("Mort");

  // The bulk replay says how many before doing anything.
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
  await page.locator("#replay-canal").selectOption("webhook");
  await page.locator("#replay-depuis").fill(today);
  await page.getByRole("button", { name: "Compter les messages à relancer" }).click();
  const confirmation = page.getByTestId("replay-confirmation");
  await expect(confirmation).toContainText(/messages? morts? sur le canal «\sWebhook\s»/);
  await expectNoA11yViolations(page);
  await confirmation.getByRole("button", { name: /^Relancer \d+ messages?$/ }).click();
  await expect(page.getByTestId("deliveries-result")).toHaveText(/reparti/);
  await expect(page.getByTestId("delivery-row").filter({ hasText: second.id })).not.toContainText("Mort");
});

test("without JavaScript, the bulk replay counts, confirms and replays", async ({ noScriptPage }) => {
  const dead = await deadDelivery(noScriptPage);
  await signInAsStaff(noScriptPage, "admin");
  await noScriptPage.goto("/backoffice/envois?etat=dead");
  await noScriptPage.locator("#replay-canal").selectOption("webhook");
  await noScriptPage
    .locator("#replay-depuis")
    .fill(new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" }));
  await noScriptPage.getByRole("button", { name: "Compter les messages à relancer" }).click();
  await expect(noScriptPage).toHaveURL(/relancer=1/);
  const confirmation = noScriptPage.getByTestId("replay-confirmation");
  await confirmation.getByRole("button", { name: /^Relancer \d+ messages?$/ }).click();
  await expect(noScriptPage.getByTestId("deliveries-result")).toHaveText(/reparti/);
  await expect(noScriptPage.getByTestId("delivery-row").filter({ hasText: dead.id })).not.toContainText("Mort");
});
