import type { APIRequestContext, Page } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test } from "./fixtures";
import { expectProblem } from "./form-problems";

type Customer = { email: string; password: string };

/** A customer of the test's own: the password change never touches the shared demo accounts. */
async function freshCustomer(request: APIRequestContext): Promise<Customer> {
  const response = await request.post(`${GATED_URL}/__test/customer`, {
    headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Customer;
}

async function signIn(page: Page, customer: Customer) {
  const response = await page.request.post(`${GATED_URL}/espace-client/connexion`, {
    form: { email: customer.email, password: customer.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

test.describe("Mes informations", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("the customer corrects their details and password, and sees each change in the history", async ({
    page,
    request,
    expectNoA11yViolations,
  }) => {
    const customer = await freshCustomer(request);
    await signIn(page, customer);
    await page.goto("/espace-client");
    await page.getByRole("link", { name: "Mes informations" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes informations" })).toBeVisible();
    await expect(page.getByTestId("account-email")).toHaveText(customer.email);
    await expect(page.getByText("Aucune modification pour le moment.")).toBeVisible();
    await expectNoA11yViolations(page);

    // A malformed phone and an incomplete address: said next to each field, nothing saved.
    await page.getByLabel("Téléphone (facultatif)").fill("12");
    await page.getByLabel("Adresse postale (facultatif)").fill("12 rue de la Paix");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expectProblem(page, "Ce numéro de téléphone n'est pas valide.");
    await expect(page.getByLabel("Téléphone (facultatif)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#details-postcode-error")).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByLabel("Téléphone (facultatif)").fill("06 12 34 56 78");
    await page.getByLabel("Code postal").fill("75002");
    await page.getByLabel("Ville").fill("Paris");
    await page.getByRole("checkbox", { name: "SMS" }).check();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    // The notifications card has a status line of its own (issue 45): the page's notice is the one named.
    await expect(page.getByRole("status").filter({ hasText: "Vos informations ont été enregistrées." })).toBeVisible();
    await expect(page.getByLabel("Téléphone (facultatif)")).toHaveValue("+33612345678");
    const history = page.getByTestId("details-history");
    await expect(history).toContainText("•• •• •• •• 78");
    await expect(history).toContainText("75002");

    await page.getByLabel("Mot de passe actuel").fill(customer.password);
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Nouveau-secret-2026");
    await page.getByLabel("Confirmez le nouveau mot de passe").fill("Nouveau-secret-2026");
    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Votre mot de passe a été modifié." })).toBeVisible();
    // Still signed in here, with the new session.
    await expect(history).toContainText("Mot de passe modifié");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Mes informations" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
