import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test } from "./fixtures";
import { admitStaffBrowser, signInAsStaff } from "./staff-session";

const AUTH = { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` };
// A PDF with one blank page: the server opens what it stores.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

type Person = { email: string; password: string; contracts: string[] };

async function freshCustomer(request: APIRequestContext): Promise<Person> {
  const response = await request.post(`${GATED_URL}/__test/customers`, { headers: AUTH });
  expect(response.ok()).toBe(true);
  return response.json();
}

async function subjects(request: APIRequestContext, email: string) {
  const response = await request.get(`${GATED_URL}/__test/mailbox?email=${encodeURIComponent(email)}`, {
    headers: AUTH,
  });
  return ((await response.json()) as { emails: Array<{ subject: string }> }).emails
    .map((mail) => mail.subject)
    .join("\n");
}

/** The customer in a browser of their own (axe needs a context it made), at a phone's width, signed in. */
async function customerAt(browser: Browser, to: string) {
  const context = await browser.newContext({ baseURL: GATED_URL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const person = await freshCustomer(page.request);
  await admitStaffBrowser(page);
  await page.goto(
    to.replace("{contract}", person.contracts[1] as string).replace("{vehicle}", person.contracts[0] as string),
  );
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Adresse e-mail").fill(person.email);
  await form.getByLabel("Mot de passe").fill(person.password);
  await form.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/connexion"));
  return { context, page, person };
}

/** Staff open the customer's one request from the inbox. */
async function openInInbox(page: Page, email: string) {
  await page.goto("/backoffice/demandes");
  await page.getByLabel("Rechercher").fill(email);
  await page.getByRole("button", { name: "Filtrer" }).click();
  const row = page.getByTestId("inbox-row");
  await expect(row).toHaveCount(1);
  await row.getByRole("link").first().click();
  await expect(page.getByTestId("kind-panel")).toBeVisible();
}

/** The customer opens their latest request from /espace-client/demandes. */
async function openLatest(page: Page) {
  await page.goto("/espace-client/demandes");
  await page.getByRole("link", { name: "Voir la demande" }).first().click();
  await expect(page.getByTestId("request-status")).toBeVisible();
}

test.describe.configure({ timeout: 150_000 });

test("a cancellation confirmed in the inbox gives the customer their certificate", async ({
  page,
  browser,
  expectNoA11yViolations,
}) => {
  const customer = await customerAt(browser, "/espace-client/contrats/{contract}/resiliation");
  const cp = customer.page;
  await cp.getByRole("link", { name: "Continuer" }).click();
  await cp.getByLabel("Autre motif").check();
  await cp.getByLabel("Précisez la raison").fill("Je regroupe mes contrats ailleurs.");
  await cp.getByRole("button", { name: "Vérifier ma demande" }).click();
  await cp.getByRole("button", { name: "Confirmer ma demande de résiliation" }).click();
  await expect(cp.getByText("Demande envoyée")).toBeVisible();

  // Staff see the legal dates and confirm it.
  await signInAsStaff(page, "adviser");
  await openInInbox(page, customer.person.email);
  const panel = page.getByTestId("kind-panel");
  await expect(panel.getByText("Demande reçue le")).toBeVisible();
  await expect(panel.getByTestId("effect-date")).not.toBeEmpty();
  await expectNoA11yViolations(page);
  await panel.getByRole("button", { name: "Confirmer la résiliation" }).click();
  await expect(page.getByText("La résiliation est confirmée", { exact: false })).toBeVisible();
  await expect(page.getByTestId("inbox-status").first()).toHaveText("Traitée");
  await expect(page.locator('[data-kind="step"]')).toContainText("Résiliation confirmée");

  // The customer is told by e-mail, sees the new state and downloads the certificate (theirs only).
  await expect.poll(() => subjects(cp.request, customer.person.email)).toContain("est confirmée");
  await openLatest(cp);
  await expect(cp.getByTestId("request-status")).toHaveText("Traitée");
  const link = cp.getByRole("link", { name: "Télécharger l'attestation de résiliation (PDF)" });
  await expect(link).toBeVisible();
  await expectNoA11yViolations(cp);
  const pdf = await cp.request.get((await link.getAttribute("href")) as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await customer.context.close();
});

test("an appointment moved to another slot the customer accepts in their area", async ({
  page,
  browser,
  expectNoA11yViolations,
}) => {
  const customer = await customerAt(browser, "/espace-client/rendez-vous");
  const cp = customer.page;
  const form = cp.getByTestId("appointment-form");
  await form.getByLabel("Motif du rendez-vous").fill("Point sur ma mutuelle");
  const days = form.getByLabel("Date").locator("option");
  // A day and time few other tests take: one seat per slot.
  const day = await days.nth(4).getAttribute("value");
  await form.getByLabel("Date").selectOption(day as string);
  await form.getByLabel("Heure").selectOption("16:30");
  await form.getByLabel("En visioconférence").check();
  await cp.getByRole("button", { name: "Demander ce rendez-vous" }).click();
  await expect(cp.getByText("Demande envoyée")).toBeVisible();

  // Staff propose another slot, among the ones the booking form offers.
  await signInAsStaff(page, "adviser");
  await openInInbox(page, customer.person.email);
  const panel = page.getByTestId("kind-panel");
  await expectNoA11yViolations(page);
  // A day named with its weekday, then that day's free times only (issue 46).
  const proposing = panel.getByTestId("propose-slot");
  const proposedDays = proposing.getByLabel("Jour", { exact: true });
  await expect(proposedDays.locator("option").first()).toHaveText(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi) \d/);
  const otherDay = await proposedDays.locator("option").nth(2).getAttribute("value");
  await proposedDays.selectOption(otherDay as string);
  const times = proposing.getByLabel("Heure libre ce jour-là");
  expect(await times.locator("option").count()).toBeLessThanOrEqual(24);
  await times.selectOption({ index: 3 });
  await panel.getByRole("button", { name: "Proposer ce créneau" }).click();
  await expect(page.getByText("Le créneau est proposé au client.")).toBeVisible();
  await expect(page.getByTestId("kind-stage")).toContainText("Autre créneau proposé");

  // The customer accepts it: confirmed, and told by e-mail (the invitation rides along).
  await expect.poll(() => subjects(cp.request, customer.person.email)).toContain("un autre créneau vous est proposé");
  await openLatest(cp);
  const proposal = cp.getByTestId("slot-proposal");
  await expect(proposal).toBeVisible();
  await expectNoA11yViolations(cp);
  await proposal.getByRole("button", { name: "Accepter ce créneau" }).click();
  await expect(cp.getByText("Votre rendez-vous est confirmé.")).toBeVisible();
  await expect(cp.getByTestId("request-status")).toHaveText("Traitée");
  await expect(cp.getByTestId("slot-proposal")).toHaveCount(0);
  await expect.poll(() => subjects(cp.request, customer.person.email)).toContain("est confirmé");

  await page.reload();
  await expect(page.locator('[data-kind="step"]').last()).toContainText("accepté");
  await expect(page.getByTestId("kind-stage")).toContainText("Confirmé");
  await customer.context.close();
});

test("a claim asks for a document by name and receives it from the customer's thread", async ({
  page,
  browser,
  expectNoA11yViolations,
}) => {
  const customer = await customerAt(browser, "/espace-client/contrats/{vehicle}/sinistre");
  const cp = customer.page;
  const form = cp.getByTestId("claim-form");
  await form.getByLabel("Date de l'événement").fill("2026-01-10");
  await form.getByLabel("Lieu de l'événement").fill("Lyon");
  await form.getByLabel("Nature du sinistre").selectOption("glass");
  await form.getByLabel("Que s'est-il passé ?").fill("Un gravillon a fissuré le pare-brise.");
  await form.getByRole("group", { name: "Un tiers est-il impliqué ?" }).getByLabel("Non").check();
  await cp.getByRole("button", { name: "Déclarer le sinistre" }).click();
  await expect(cp.getByText("SIN-", { exact: false }).first()).toBeVisible();

  await signInAsStaff(page, "adviser");
  await openInInbox(page, customer.person.email);
  const panel = page.getByTestId("kind-panel");
  await expect(page.getByTestId("kind-stage")).toContainText("Déclaré");
  await panel.getByLabel("Pièces manquantes (une par ligne)").fill("Facture du pare-brise");
  await panel.getByRole("button", { name: "Demander ces pièces" }).click();
  await expect(page.getByText("Les pièces sont demandées au client.")).toBeVisible();
  await expect(page.getByTestId("kind-stage")).toContainText("Pièces demandées");
  await expectNoA11yViolations(page);

  // The customer sends it from the claim's thread and sees its state.
  await expect.poll(() => subjects(cp.request, customer.person.email)).toContain("des pièces manquent");
  await openLatest(cp);
  const piece = cp.getByTestId("claim-piece");
  await expect(piece).toHaveAttribute("data-state", "requested");
  await expectNoA11yViolations(cp);
  await piece.getByLabel("Fichier pour « Facture du pare-brise »").setInputFiles({
    name: "facture.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await piece.getByRole("button", { name: "Envoyer cette pièce" }).click();
  await expect(cp.getByText("Votre pièce est envoyée", { exact: false })).toBeVisible();
  await expect(cp.getByTestId("claim-piece")).toHaveAttribute("data-state", "received");

  // Staff download and accept it; the customer sees it accepted.
  await page.reload();
  const received = page.getByTestId("claim-piece");
  await expect(received).toHaveAttribute("data-state", "received");
  await expect(received.getByRole("link", { name: "Télécharger la pièce reçue" })).toBeVisible();
  await received.getByRole("button", { name: "Accepter" }).click();
  await expect(page.getByText("La pièce est examinée", { exact: false })).toBeVisible();
  await expect(page.getByTestId("claim-piece")).toHaveAttribute("data-state", "accepted");
  await cp.reload();
  await expect(cp.getByTestId("claim-piece")).toHaveAttribute("data-state", "accepted");
  await customer.context.close();
});
