import { readFile } from "node:fs/promises";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { ensurePdfsig, pdfsig } from "../support/signature-pdfs";
import { expect, GATED_URL, test } from "./fixtures";
import { emailedSignatureCode } from "./signature-code";

// Customers sign on their phone first (issue 41): the "phone" project (390 px) runs this journey.

test.describe("electronic signature", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("a customer reads a document, ticks, receives the code by e-mail, signs and downloads it sealed", async ({
    page,
    request,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(90_000);
    ensurePdfsig();
    const created = await request.post(`${GATED_URL}/__test/signature`, {
      headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
    });
    expect(created.ok()).toBe(true);
    const customer = (await created.json()) as { email: string; password: string; signatureId: string };
    const signedIn = await page.request.post(`${GATED_URL}/espace-client/connexion`, {
      form: { email: customer.email, password: customer.password },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);

    await page.goto("/espace-client");
    await page.getByRole("link", { name: "Mes signatures" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes signatures" })).toBeVisible();
    await page.getByTestId("signature-item").filter({ hasText: "Conditions particulières" }).click();
    await expect(page.getByTestId("signature-status")).toHaveText("À signer");
    await expect(page.getByTitle(/Document à signer/)).toBeVisible();
    await expect(page.getByText(/article 25 du règlement eIDAS/)).toBeVisible();
    await expectNoA11yViolations(page, { exclude: ["iframe"] });

    // Without the tick: said next to it.
    await page.getByRole("button", { name: "Recevoir mon code par e-mail" }).click();
    await expect(page.getByText("Cochez « J'ai lu et j'accepte » pour recevoir votre code.")).toBeVisible();
    await page.getByRole("checkbox", { name: /J'ai lu et j'accepte/ }).check();
    await page.getByRole("button", { name: "Recevoir mon code par e-mail" }).click();
    await expect(page.getByText(/Un code à 6 chiffres vient d'être envoyé/)).toBeVisible();

    const code = await emailedSignatureCode(page, customer.email);

    const input = page.getByRole("textbox", { name: "Code reçu par e-mail" });
    await input.fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Signer le document" }).click();
    await expect(input).toHaveAccessibleDescription(/Essais restants\s?:\s?4/u);
    await input.fill(code);
    await page.getByRole("button", { name: "Signer le document" }).click();
    await expect(page.getByTestId("signature-status")).toHaveText("Signé");
    await expect(page.getByTestId("signed")).toContainText("Vous avez signé ce document");
    await expectNoA11yViolations(page, { exclude: ["iframe"] });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Télécharger le document signé" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/sign.*\.pdf$/);
    const report = pdfsig(await readFile(await download.path()));
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
  });
});
