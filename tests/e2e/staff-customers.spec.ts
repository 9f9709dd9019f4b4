import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test } from "./fixtures";
import { admitStaffBrowser, signInAsStaff } from "./staff-session";

// A PDF with one blank page: the server opens what it stores.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test.describe.configure({ timeout: 120_000 });

test("staff create a customer and a contract with a document; the customer signs in through the invitation and downloads it", async ({
  page,
  browser,
  expectNoA11yViolations,
}) => {
  const tag = crypto.randomUUID().slice(0, 6);
  const email = `camille.${tag}@example.fr`;
  const lastName = `Rousseau${tag}`;
  await signInAsStaff(page, "adviser");

  // The new customer: the invitation leaves with the account.
  await page.goto("/backoffice/clients/nouveau");
  await expect(page.getByRole("heading", { level: 1, name: "Nouveau client" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel("Prénom").fill("Camille");
  await page.getByLabel("Nom", { exact: true }).fill(lastName);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Téléphone (facultatif)").fill("06 98 76 54 32");
  await page.getByRole("button", { name: "Créer le client et envoyer l'invitation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Camille ${lastName}` })).toBeVisible();
  await expect(page.getByText("Client créé ; l'invitation est partie par e-mail.")).toBeVisible();
  await expect(page.getByTestId("account-state")).toHaveText("Invitation en attente");
  await expectNoA11yViolations(page);

  // A health contract for the family, then a PDF attached to it.
  await page.getByRole("link", { name: "Nouveau contrat" }).click();
  await page.getByLabel("Produit").selectOption("healthFamily");
  await page.getByLabel("Assureur").fill("Harmonie Mutuelle");
  await page.getByLabel("Cotisation mensuelle (€)").fill("119,90");
  // Taken out eleven months ago: its first renewal, a year after the start, falls within 60 days.
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const start = new Date(Date.now() - 330 * 86_400_000);
  const firstRenewal = new Date(start);
  firstRenewal.setUTCFullYear(start.getUTCFullYear() + 1);
  await page.getByLabel("Date d'effet").fill(day(start));
  await page.getByLabel("Date d'échéance").fill(day(firstRenewal));
  // Only the health line's fields: the people covered, no vehicle, no loan (issue 46).
  await expect(page.getByLabel("Immatriculation")).toHaveCount(0);
  await expect(page.getByLabel("Montant du prêt (€)")).toHaveCount(0);
  await expect(page.getByLabel("Bris de glace")).toHaveCount(0);
  await page.getByLabel("Hospitalisation").check();
  // Typed by hand, not signed here: staff say why (issue 42), and the contract's page shows it.
  await page.getByLabel("Motif de la saisie manuelle").fill("Repris d'un autre courtier");
  await page.getByRole("button", { name: "Enregistrer le contrat" }).click();
  await expect(page.getByText("Contrat enregistré.")).toBeVisible();
  const reference = (await page.getByRole("heading", { level: 1 }).textContent())?.replace("Contrat ", "").trim() ?? "";
  expect(reference).toMatch(/^MC-\d{4}-[A-Z0-9]{10}$/);
  await expect(page.getByText("Saisi à la main : Repris d'un autre courtier")).toBeVisible();
  await page.getByLabel("Titre du document").fill("Tableau de garanties");
  await page
    .getByLabel("Fichier PDF")
    .setInputFiles({ name: "garanties.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Joindre le document" }).click();
  await expect(page.getByTestId("staff-contract-document")).toContainText("Tableau de garanties");
  await expectNoA11yViolations(page);

  // The list finds them by their phone as typed, and by the contract's reference.
  await page.goto(`/backoffice/clients?q=${encodeURIComponent("06 98 76 54 32")}`);
  await expect(page.getByTestId("customer-row").filter({ hasText: lastName })).toBeVisible();
  await page.goto(`/backoffice/clients?q=${reference.toLowerCase()}&contrat=with`);
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  await expectNoA11yViolations(page);

  // Its renewal is near: the renewals list shows it.
  await page.goto("/backoffice/echeances");
  await expect(page.getByTestId("renewal-row").filter({ hasText: reference })).toBeVisible();
  await expectNoA11yViolations(page);

  // The customer, in a browser of their own at a phone's width, opens the invitation.
  const customerContext = await browser.newContext({ baseURL: GATED_URL, viewport: { width: 390, height: 844 } });
  const customer = await customerContext.newPage();
  await admitStaffBrowser(customer);
  const invitationText = async () => {
    const response = await customer.request.get(`/__test/mailbox?email=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
    });
    const { emails } = (await response.json()) as { emails: Array<{ subject: string; text: string }> };
    return emails.find((mail) => mail.text.includes("nouveau-mot-de-passe?token="))?.text ?? "";
  };
  await expect.poll(invitationText).toContain("nouveau-mot-de-passe?token=");
  const link = new URL(/https?:\/\/\S+nouveau-mot-de-passe\?token=[\w-]+/.exec(await invitationText())?.[0] ?? "");
  await customer.goto(link.pathname + link.search);
  await customer.getByLabel("Nouveau mot de passe", { exact: true }).fill("Camille-Client-2026");
  await customer.getByLabel("Confirmez le nouveau mot de passe").fill("Camille-Client-2026");
  await customer.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  const form = customer.getByTestId("sign-in-form");
  await form.getByLabel("Adresse e-mail").fill(email);
  await form.getByLabel("Mot de passe").fill("Camille-Client-2026");
  await form.getByRole("button", { name: "Se connecter" }).click();
  await expect(customer.getByRole("heading", { level: 1, name: "Bonjour Camille" })).toBeVisible();

  await customer.goto(`/espace-client/contrats/${reference}`);
  const attachment = customer.getByTestId("contract-attachment");
  await expect(attachment).toContainText("Tableau de garanties");
  const [download] = await Promise.all([customer.waitForEvent("download"), attachment.getByRole("link").click()]);
  expect(download.suggestedFilename()).toBe("garanties.pdf");
  await customerContext.close();

  // Staff now see the account as active.
  await page.reload();
  await page.goto(`/backoffice/clients?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: `Camille ${lastName}` }).click();
  await expect(page.getByTestId("account-state")).toHaveText("Actif");
});
