import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test } from "./fixtures";
import { emailedSignatureCode } from "./signature-code";

// Customers manage their payments on their phone first (issue 43): the "phone" project (390 px) runs this journey.

test.describe("payments", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("a customer changes their IBAN, signs the new mandate with the e-mailed code and sees their schedule", async ({
    page,
    request,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(90_000);
    const created = await request.post(`${GATED_URL}/__test/payments`, {
      headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
    });
    expect(created.ok()).toBe(true);
    const customer = (await created.json()) as { email: string; password: string; references: string[] };
    const signedIn = await page.request.post(`${GATED_URL}/espace-client/connexion`, {
      form: { email: customer.email, password: customer.password },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);

    await page.goto("/espace-client");
    await page.getByRole("link", { name: "Mes paiements" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes paiements" })).toBeVisible();
    await expect(page.getByTestId("mandate-iban")).toHaveText("FR76 •••• •••• 0189");
    await expect(page.getByTestId("next-debit")).toContainText("€");
    await expectNoA11yViolations(page);

    await page.getByRole("link", { name: "Changer de RIB" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Changer de RIB" })).toBeVisible();
    const holder = page.getByRole("textbox", { name: "Titulaire du compte" });
    const iban = page.getByRole("textbox", { name: "IBAN" });
    const bic = page.getByRole("textbox", { name: "BIC" });
    // A mistyped IBAN: said next to the field, nothing changes.
    await holder.fill("Camille Laurent");
    await iban.fill("DE89 3704 0044 0532 0130 01");
    await bic.fill("COBADEFFXXX");
    await page.getByRole("button", { name: "Continuer vers la signature" }).click();
    await expect(iban).toHaveAccessibleDescription(/Cet IBAN n'est pas valide/);
    await expectNoA11yViolations(page);
    await iban.fill("DE89 3704 0044 0532 0130 00");
    await page.getByRole("button", { name: "Continuer vers la signature" }).click();

    // The new mandate, to sign at once with the code sent by e-mail.
    await expect(page.getByTestId("signature-status")).toHaveText("À signer");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("DE89 •••• •••• 3000");
    await page.getByRole("checkbox", { name: /J'ai lu et j'accepte/ }).check();
    await page.getByRole("button", { name: "Recevoir mon code par e-mail" }).click();
    await expect(page.getByText(/Un code à 6 chiffres vient d'être envoyé/)).toBeVisible();
    const code = await emailedSignatureCode(page, customer.email);
    await page.getByRole("textbox", { name: "Code reçu par e-mail" }).fill(code);
    await page.getByRole("button", { name: "Signer le document" }).click();
    await expect(page.getByTestId("signature-status")).toHaveText("Signé");

    // Back in "Mes paiements": the new account debits, the old mandate revoked, the schedule there.
    await page.goto("/espace-client/paiements");
    await expect(page.getByTestId("mandate-iban")).toHaveText("DE89 •••• •••• 3000");
    await expect(page.getByText(/Ancien mandat .* sur FR76 •••• •••• 0189, révoqué le/)).toBeVisible();
    const schedules = page.getByTestId("schedule-card");
    await expect(schedules).toHaveCount(customer.references.length);
    await expect(schedules.first().getByTestId("instalment").first()).toBeVisible();
    await expect(schedules.first().getByText("Payée").first()).toBeVisible();
    await expectNoA11yViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      schedules
        .first()
        .getByRole("link", { name: /Télécharger l'échéancier/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^echeancier-.*\.pdf$/);
  });
});
