import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test } from "./fixtures";
import { emailedSignatureCode } from "./signature-code";
import { signInAsStaff } from "./staff-session";

// Issue 42's journey, customer on their phone (the "phone" project, 390 px), then staff at 1280 px
// in a context of their own. The offer comes from the domain functions (the test hook "offer":
// the demo's home offer, two options, sent); staff building it on their screens is w42a's spec.

type Owner = { email: string; password: string; customerId: string; offerId: string };

test.describe("an offer chosen and signed in the customer's area", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("the customer reads, chooses, signs with the e-mailed code and sees the contract active; staff see the advice file", async ({
    page,
    browser,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(150_000);
    const created = await page.request.post(`${GATED_URL}/__test/offer`, {
      headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
    });
    expect(created.ok()).toBe(true);
    const owner = (await created.json()) as Owner;
    const signedIn = await page.request.post(`${GATED_URL}/espace-client/connexion`, {
      form: { email: owner.email, password: owner.password },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);

    // "Mes propositions", then the offer: two plan cards, the recommended one marked with its reason.
    await page.goto("/espace-client");
    await page.getByRole("link", { name: "Mes propositions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes propositions" })).toBeVisible();
    await page.getByTestId("proposal-item").first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Proposition PR-/ })).toBeVisible();
    const cards = page.getByTestId("proposal-option");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1).getByTestId("recommended")).toHaveText("Recommandée par votre conseiller");
    await expect(cards.nth(1)).toContainText("Pourquoi nous la recommandons");
    await expectNoA11yViolations(page);

    // Each document opens in the browser: the DER, an IPID.
    const der = await page.request.get(`${GATED_URL}/espace-client/propositions/${owner.offerId}/documents/der`);
    expect(der.headers()["content-type"]).toBe("application/pdf");
    expect(der.headers()["content-disposition"]).toMatch(/^inline;/);
    await expect(page.getByRole("link", { name: "Document d'entrée en relation" })).toBeVisible();
    await expect(cards.nth(1).getByRole("link", { name: /Document d'information \(IPID\)/ })).toBeVisible();

    // The choice: the recommended plan is ticked already; then the signing page.
    await expect(cards.nth(1).getByRole("radio")).toBeChecked();
    await page.getByRole("button", { name: "Choisir cette formule et signer" }).click();
    await expect(page.getByTestId("signature-status")).toHaveText("À signer");
    await page.getByRole("checkbox", { name: /J'ai lu et j'accepte/ }).check();
    await page.getByRole("button", { name: "Recevoir mon code par e-mail" }).click();
    await expect(page.getByText(/Un code à 6 chiffres vient d'être envoyé/)).toBeVisible();
    const code = await emailedSignatureCode(page, owner.email);
    await page.getByRole("textbox", { name: "Code reçu par e-mail" }).fill(code);
    await page.getByRole("button", { name: "Signer le document" }).click();

    // Back on the offer, signed: the contract, "Actif", with its documents.
    await expect(page.getByText("Vous avez signé cette proposition")).toBeVisible({ timeout: 20_000 });
    const contractLink = page.getByTestId("signed-contract");
    const reference = ((await contractLink.textContent()) ?? "").match(/MC-\d{4}-[A-Z0-9]{10}/)?.[0] ?? "";
    expect(reference).not.toBe("");
    await contractLink.click();
    await expect(page.getByTestId("contract-status").first()).toHaveText("Actif");
    for (const title of ["Dossier de conseil", "Document d'entrée en relation", "Fiche conseil"]) {
      await expect(page.getByText(title, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByText(/Bulletin de souscription signé/).first()).toBeVisible();

    // Staff, at their desk: the contract made from the offer, its advice file and its SHA-256.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "fr-FR" });
    const staffPage = await desk.newPage();
    await signInAsStaff(staffPage, "adviser");
    await staffPage.goto(`${GATED_URL}/backoffice/clients/${owner.customerId}`);
    await staffPage.getByRole("link", { name: reference, exact: true }).first().click();
    await expect(staffPage.getByText("Issu d'une proposition signée par le client.")).toBeVisible();
    await expect(staffPage.getByText(/SHA-256\s?:\s?[0-9a-f]{64}/u)).toBeVisible();
    const adviceFile = staffPage.getByRole("link", { name: "Dossier de conseil (PDF)" });
    const href = await adviceFile.getAttribute("href");
    const pdf = await staffPage.request.get(`${GATED_URL}${href}`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await desk.close();
  });
});
