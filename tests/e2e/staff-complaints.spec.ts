import type { APIRequestContext, Page } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test, uniqueEmail } from "./fixtures";
import { admitStaffBrowser, signInAsStaff } from "./staff-session";

const AUTH = { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` };
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function mailbox(request: APIRequestContext, email: string) {
  const response = await request.get(`${GATED_URL}/__test/mailbox?email=${encodeURIComponent(email)}`, {
    headers: AUTH,
  });
  return ((await response.json()) as { emails: Array<{ subject: string; text: string }> }).emails;
}

async function openInInbox(page: Page, search: string) {
  await page.getByRole("link", { name: "Demandes clients" }).click();
  await page.getByLabel("Rechercher").fill(search);
  await page.getByRole("button", { name: "Filtrer" }).click();
  const row = page.getByTestId("inbox-row");
  await expect(row).toHaveCount(1);
  return row;
}

// Two people and two requests: a complaint on the regulator's clocks, a message both ways.
test.describe.configure({ timeout: 150_000 });

test("a public complaint is acknowledged and answered with the mediator; a message to the adviser goes both ways", async ({
  page,
  browser,
  expectNoA11yViolations,
}) => {
  // The customer at a phone's width, in a browser of their own.
  const customerContext = await browser.newContext({ baseURL: GATED_URL, viewport: { width: 390, height: 844 } });
  const customerPage = await customerContext.newPage();
  const created = await customerPage.request.post(`${GATED_URL}/__test/customers`, { headers: AUTH });
  const person = (await created.json()) as { email: string; password: string };
  await admitStaffBrowser(customerPage);
  await customerPage.goto("/espace-client/ecrire-a-mon-conseiller");
  const signIn = customerPage.getByTestId("sign-in-form");
  await signIn.getByLabel("Adresse e-mail").fill(person.email);
  await signIn.getByLabel("Mot de passe").fill(person.password);
  await signIn.getByRole("button", { name: "Se connecter" }).click();
  await customerPage.waitForURL((url) => url.pathname === "/espace-client/ecrire-a-mon-conseiller");
  await customerPage.getByLabel("Objet").fill("Changement d'adresse");
  await customerPage.getByLabel("Votre message").fill("Je déménage le 1er mars : voici le justificatif.");
  await customerPage.getByLabel(/Pièces jointes/).setInputFiles({
    name: "justificatif.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await customerPage.getByRole("button", { name: "Envoyer mon message" }).click();
  await expect(customerPage.getByText("Votre message a bien été envoyé")).toBeVisible();
  await expectNoA11yViolations(customerPage);

  // Someone without an account files a complaint on the public page.
  const complainant = uniqueEmail("reclamant");
  await admitStaffBrowser(page);
  await page.goto("/reclamation");
  await page.getByLabel("Nom et prénom").fill("Paul Réclamant");
  await page.getByLabel("Adresse e-mail").fill(complainant);
  await page.getByLabel("Votre réclamation").fill("Mon attestation n'est jamais arrivée.");
  await page.getByRole("button", { name: "Envoyer ma réclamation" }).click();
  await expect(page.getByText("Votre réclamation a bien été reçue")).toBeVisible();

  // Staff see both clocks in the list and on the page, acknowledge, then answer finally.
  await signInAsStaff(page, "adviser");
  const complaintRow = await openInInbox(page, complainant);
  await expect(complaintRow.getByTestId("inbox-acknowledge-clock")).toBeVisible();
  await complaintRow.getByRole("link").first().click();
  const clocks = page.getByTestId("complaint-clocks");
  await expect(clocks.getByTestId("acknowledge-clock")).toBeVisible();
  await expect(clocks.getByTestId("answer-clock")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Envoyer l'accusé de réception" }).click();
  await expect(page.getByText("Accusé de réception envoyé.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Envoyer l'accusé de réception" })).toHaveCount(0);

  // A final answer needs its outcome; with it, the answer names the mediator.
  await page.getByLabel("Votre réponse").fill("Nous vous renvoyons votre attestation aujourd'hui.");
  await page.getByLabel("Marquer la demande comme traitée").check();
  await page.getByRole("button", { name: "Envoyer la réponse" }).click();
  // The summary links to the outcome's field, which says it again.
  await expect(page.getByRole("link", { name: "Choisissez l'issue de la réclamation" })).toHaveAttribute(
    "href",
    "#answer-outcome",
  );
  await expect(page.locator("#answer-outcome-error")).toHaveText(
    "Choisissez l'issue de la réclamation pour sa réponse définitive.",
  );
  await page.getByLabel("Votre réponse").fill("Nous vous renvoyons votre attestation aujourd'hui.");
  await page.getByLabel("Marquer la demande comme traitée").check();
  await page.getByLabel("Issue de la réclamation").selectOption("upheld");
  await page.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(page.getByText("Réponse envoyée au client.")).toBeVisible();
  await expect(page.getByTestId("inbox-status").first()).toHaveText("Traitée");
  await expect(page.locator('[data-kind="answer"]').last()).toContainText("médiateur");

  // Without an account, the complainant reads both by e-mail.
  await expect.poll(async () => (await mailbox(page.request, complainant)).length).toBeGreaterThanOrEqual(3);
  const mails = await mailbox(page.request, complainant);
  expect(mails.map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/a bien été reçue$/),
    expect.stringMatching(/notre message$/),
    expect.stringMatching(/notre réponse$/),
  ]);
  expect(mails[2]?.text).toContain("Nous vous renvoyons votre attestation aujourd'hui.");
  expect(mails[2]?.text).toContain("médiateur");

  // The message: staff read it with its file and answer; the customer sees the news and replies.
  const messageRow = await openInInbox(page, person.email);
  await expect(messageRow.getByText("Message au conseiller")).toBeVisible();
  await messageRow.getByRole("link").first().click();
  await expect(page.getByText("Changement d'adresse")).toBeVisible();
  await expect(page.getByRole("link", { name: /justificatif/ })).toBeVisible();
  await page.getByLabel("Votre réponse").fill("C'est noté, votre adresse est à jour.");
  await page.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(page.getByText("Réponse envoyée au client.")).toBeVisible();

  await customerPage.goto("/espace-client/demandes");
  await expect(customerPage.getByText("Nouveau", { exact: true })).toBeVisible();
  await customerPage.getByRole("link", { name: "Voir la demande" }).first().click();
  await expect(customerPage.getByText("C'est noté, votre adresse est à jour.")).toBeVisible();
  await customerPage.getByLabel("Votre message").fill("Merci beaucoup !");
  await customerPage.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(customerPage.getByText("Votre message est envoyé.")).toBeVisible();

  await page.reload();
  await expect(page.locator('[data-kind="reply"]')).toContainText("Merci beaucoup !");
  await customerContext.close();
});
