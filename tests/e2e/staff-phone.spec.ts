import type { APIRequestContext } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test, uniqueEmail } from "./fixtures";
import { admitStaffBrowser, signInAsStaff } from "./staff-session";

const AUTH = { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` };

async function freshCustomer(request: APIRequestContext) {
  const response = await request.post(`${GATED_URL}/__test/customers`, { headers: AUTH });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { email: string; password: string; contracts: string[] };
}

// Staff screens on a phone (issue 46 item 16): the width is the thing, so it is a browser test.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

test("at 390 px the inbox lists cards and the customer's page opens with its summary, its contracts reachable by keyboard", async ({
  page,
  expectNoA11yViolations,
}) => {
  const person = await freshCustomer(page.request);
  // A complaint in the inbox, filed as a visitor would on the public page.
  const complainant = uniqueEmail("reclamant");
  await admitStaffBrowser(page);
  await page.goto("/reclamation");
  await page.getByLabel("Nom et prénom").fill("Paul Réclamant");
  await page.getByLabel("Adresse e-mail").fill(complainant);
  await page.getByLabel("Votre réclamation").fill("Mon attestation n'est jamais arrivée.");
  await page.getByRole("button", { name: "Envoyer ma réclamation" }).click();
  await expect(page.getByText("Votre réclamation a bien été reçue")).toBeVisible();

  await signInAsStaff(page, "admin");
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  // The inbox: cards with status and both clocks named on screen, the table hidden; nothing wider than the phone.
  await page.goto(`/backoffice/demandes?q=${encodeURIComponent(complainant)}`);
  const card = page.getByTestId("inbox-card");
  await expect(card).toHaveCount(1);
  await expect(card).toBeVisible();
  await expect(page.getByTestId("inbox-row")).toBeHidden();
  // Scrolled to, the status and the clocks are wholly on screen: nothing is off to the side.
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId("inbox-status")).toBeInViewport({ ratio: 1 });
  await expect(card.getByTestId("inbox-answer-clock")).toBeInViewport({ ratio: 1 });
  await expect(card.getByTestId("inbox-answer-clock")).toContainText("Réponse");
  await expect(card).toContainText("Nouvelle demande");
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);

  // The customer's page: the summary first, the long history folded, the contracts' frame focusable.
  await page.goto(`/backoffice/clients?q=${encodeURIComponent(person.email)}`);
  await page.getByTestId("customer-row").getByRole("link").first().click();
  const summary = page.getByTestId("customer-summary");
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText("Contrats actifs");
  await expect(page.locator("#section-timeline details")).not.toHaveAttribute("open", "");
  const frame = page.getByTestId("customer-contracts-frame");
  await expect(frame).toHaveAttribute("tabindex", "0");
  await frame.focus();
  await expect(frame).toBeFocused();
  await page.keyboard.press("ArrowRight");
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Measured: the page was 6,800 px tall at this width before its sections folded.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  test.info().annotations.push({ type: "customer page height at 390 px", description: `${height} px` });
  await expectNoA11yViolations(page);
});
