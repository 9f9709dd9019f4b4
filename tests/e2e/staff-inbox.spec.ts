import type { APIRequestContext, Page } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test } from "./fixtures";
import { expectProblem } from "./form-problems";
import { admitStaffBrowser, signInAsStaff } from "./staff-session";

const AUTH = { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` };
// A PDF with one blank page: the server opens what it stores.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

type Person = { email: string; password: string };

async function freshCustomer(request: APIRequestContext): Promise<Person> {
  const response = await request.post(`${GATED_URL}/__test/customers`, { headers: AUTH });
  expect(response.ok()).toBe(true);
  return response.json();
}

async function mailbox(request: APIRequestContext, email: string) {
  const response = await request.get(`${GATED_URL}/__test/mailbox?email=${encodeURIComponent(email)}`, {
    headers: AUTH,
  });
  return ((await response.json()) as { emails: Array<{ subject: string; text: string }> }).emails;
}

async function signInCustomer(page: Page, person: Person, to: string) {
  await admitStaffBrowser(page);
  await page.goto(to);
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Adresse e-mail").fill(person.email);
  await form.getByLabel("Mot de passe").fill(person.password);
  await form.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname === to);
}

// One journey across two people: the customer sends, staff answer, the customer replies.
test.describe.configure({ timeout: 120_000 });

test("a request goes round: sent by the customer, handled and answered in the inbox, replied to in the area", async ({
  page,
  browser,
  expectNoA11yViolations,
}) => {
  // The customer in a browser of their own (axe needs a context it made), at a phone's width.
  const customerContext = await browser.newContext({ baseURL: GATED_URL, viewport: { width: 390, height: 844 } });
  const customerPage = await customerContext.newPage();
  const person = await freshCustomer(customerPage.request);
  const marker = `Attestation ${crypto.randomUUID().slice(0, 8)}`;

  // The customer sends a document request from their area.
  await signInCustomer(customerPage, person, "/espace-client/documents/envoyer");
  const form = customerPage.getByTestId("document-form");
  await form.getByLabel("Type de document").selectOption("justificatif");
  await form.getByLabel("Description (facultatif)").fill(marker);
  await customerPage.getByRole("button", { name: "Envoyer le document" }).click();
  await expect(customerPage.getByText("Document envoyé")).toBeVisible();

  // Staff find it in the inbox, unread, and open it.
  await signInAsStaff(page, "adviser");
  // The menu says requests are waiting (this one at least is unread).
  const inboxLink = page.getByRole("link", { name: "Demandes clients" });
  await expect(inboxLink.getByTestId("nav-badge")).toBeVisible();
  await inboxLink.click();
  await page.getByLabel("Rechercher").fill(person.email);
  await page.getByRole("button", { name: "Filtrer" }).click();
  const row = page.getByTestId("inbox-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Nouvelle demande")).toBeVisible();
  await expectNoA11yViolations(page);
  await row.getByRole("link").first().click();
  await expect(page.getByText(marker)).toBeVisible();
  await expectNoA11yViolations(page);

  // A refusal without a reason is refused; a note stays with staff; the answer closes the request.
  await page.getByLabel("Nouveau statut").selectOption("refused");
  await page.getByRole("button", { name: "Enregistrer le statut" }).click();
  await expectProblem(page, "Indiquez le motif du refus : le client le lira.");
  await page.getByLabel("Note interne").fill("Pièce vérifiée au téléphone.");
  await page.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(page.getByText("Note ajoutée.")).toBeVisible();
  await expect(page.locator('[data-kind="note"]')).toContainText("Pièce vérifiée au téléphone.");
  await page.getByLabel("Votre réponse").fill("Votre attestation est bien enregistrée, merci.");
  await page.getByLabel("Marquer la demande comme traitée").check();
  await page.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(page.getByText("Réponse envoyée au client.")).toBeVisible();
  await expect(page.getByTestId("inbox-status").first()).toHaveText("Traitée");

  // The customer is told by e-mail (without the answer itself), reads the answer, never the note.
  await expect
    .poll(async () => (await mailbox(customerPage.request, person.email)).map((mail) => mail.subject).join("\n"))
    .toContain("est traitée");
  const mail = (await mailbox(customerPage.request, person.email)).find((m) => m.subject.includes("est traitée"));
  expect(mail?.text).toContain("/espace-client/demandes/");
  expect(mail?.text).not.toContain("bien enregistrée");
  await customerPage.goto("/espace-client/demandes");
  await expect(customerPage.getByText("Nouveau", { exact: true })).toBeVisible();
  await customerPage.getByRole("link", { name: "Voir la demande" }).first().click();
  await expect(customerPage.getByText("Votre attestation est bien enregistrée, merci.")).toBeVisible();
  await expect(customerPage.getByText("Pièce vérifiée au téléphone.")).toHaveCount(0);
  await expect(customerPage.getByTestId("request-status")).toHaveText("Traitée");
  await expectNoA11yViolations(customerPage);

  // The customer writes back with a file: the request is open again and staff read it.
  await customerPage.getByLabel("Votre message").fill("Voici aussi l'avis d'échéance.");
  await customerPage.getByLabel("Fichiers (facultatif)").setInputFiles({
    name: "avis.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await customerPage.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(customerPage.getByText("Votre message est envoyé.")).toBeVisible();
  await expect(customerPage.getByTestId("request-status")).toHaveText("Prise en charge");

  await page.reload();
  const reply = page.locator('[data-kind="reply"]');
  await expect(reply).toContainText("Voici aussi l'avis d'échéance.");
  await expect(reply.getByRole("link", { name: /avis\.pdf/ })).toBeVisible();
  await expect(page.getByTestId("inbox-status").first()).toHaveText("Prise en charge");
  await customerContext.close();
});
