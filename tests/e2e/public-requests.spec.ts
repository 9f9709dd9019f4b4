import type { APIRequestContext } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test, uniqueEmail } from "./fixtures";

const AUTH = { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` };

async function mailbox(request: APIRequestContext, email: string) {
  const response = await request.get(`${GATED_URL}/__test/mailbox?email=${encodeURIComponent(email)}`, {
    headers: AUTH,
  });
  return ((await response.json()) as { emails: Array<{ subject: string; text: string }> }).emails;
}

// Two journeys of three to four pages each, axe on every one.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ admit, decideCookies }) => {
  await admit();
  await decideCookies();
});

test("anyone files a complaint from the footer and receives its acknowledgement by e-mail", async ({
  page,
  expectNoA11yViolations,
}) => {
  const email = uniqueEmail("plainte");
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Réclamation" }).click();
  await expect(page).toHaveURL(/\/reclamation$/);
  await expectNoA11yViolations(page);

  // Nothing typed: each field says what it needs.
  await page.getByRole("button", { name: "Envoyer ma réclamation" }).click();
  // The summary at the top links to the field, which says it again under itself.
  await expect(page.getByRole("link", { name: "Écrivez votre message." })).toHaveAttribute("href", "#complaint-text");
  await expect(page.locator("#complaint-text-error")).toHaveText("Écrivez votre message.");
  await expectNoA11yViolations(page);

  await page.getByLabel("Nom et prénom").fill("Claire Plainte");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Votre réclamation").fill("Ma franchise m'a été prélevée deux fois.");
  await page.getByRole("button", { name: "Envoyer ma réclamation" }).click();
  await expect(page.getByText("Votre réclamation a bien été reçue")).toBeVisible();
  await expect(page.getByText(/REC-[A-Z0-9]{8}/)).toBeVisible();

  await expect
    .poll(async () => (await mailbox(page.request, email)).map((mail) => mail.subject).join("\n"))
    .toMatch(/Votre réclamation REC-[A-Z0-9]{8} a bien été reçue/);
  const [receipt] = await mailbox(page.request, email);
  expect(receipt?.text).toContain("10 jours ouvrables");
});

test("a customer cancels without signing in, through the same three screens, from the footer", async ({
  page,
  expectNoA11yViolations,
}) => {
  const response = await page.request.post(`${GATED_URL}/__test/customer`, { headers: AUTH });
  const holder = (await response.json()) as { email: string; references: string[] };
  const reference = holder.references[0] as string;

  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Résilier votre contrat" }).click();
  await expect(page).toHaveURL(/\/resiliation$/);
  // Step 1 says what holds for every contract, and nothing of any one.
  await expect(page.getByText("Avant de résilier")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Continuer" }).click();

  // Step 2: who they are and which contract.
  await page.getByLabel("Nom et prénom").fill("Jean Titulaire");
  await page.getByLabel("E-mail de contact").fill(holder.email);
  await page.getByLabel("Référence du contrat").fill(reference.toLowerCase());
  await page.getByLabel("Résiliation à échéance").check();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Vérifier ma demande" }).click();

  // Step 3: the summary of what was typed, then the confirmation.
  await expect(page.getByText("Récapitulatif")).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Confirmer ma demande de résiliation" }).click();
  await expect(page.getByText("Demande envoyée")).toBeVisible();
  await expectNoA11yViolations(page);

  // Nothing is cancelled yet: the holder is told at once, at the address on file, and confirms
  // through the link (issue 48); the request keeps the date it was confirmed on screen.
  await expect
    .poll(async () => (await mailbox(page.request, holder.email)).map((mail) => mail.subject).join("\n"))
    .toContain(`Confirmez la résiliation de votre contrat ${reference}`);
  const linkMail = (await mailbox(page.request, holder.email)).find((mail) => mail.subject.startsWith("Confirmez"));
  expect(linkMail?.text).toContain("Ce n'est pas moi");
  const link = linkMail?.text.match(/https?:\/\/\S+\/resiliation\/confirmer\?jeton=[A-Za-z0-9_-]+/)?.[0] as string;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: "Demande de résiliation" })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Confirmer la résiliation" }).click();
  await expect(page.getByText("Votre demande de résiliation est confirmée.")).toBeVisible();
  await expectNoA11yViolations(page);

  // Then the acknowledgement goes to the contract's holder, with its effective date.
  await expect
    .poll(async () => (await mailbox(page.request, holder.email)).map((mail) => mail.subject).join("\n"))
    .toContain("RES-");
});
