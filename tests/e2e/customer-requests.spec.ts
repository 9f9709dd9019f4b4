import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test } from "./fixtures";
import { expectProblem } from "./form-problems";

/** The demo customers of the seed (README): requests are checked across them. */
const FIRST = { email: "demo@maison-courtage.fr", password: "Demo-Courtage-2023", contract: "VEH-2023-004172" };
const SECOND = { email: "julien.moreau@maison-courtage.fr", password: "Demo-Courtage-2024" };
const AUTH = { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` };
// A PDF with one blank page: the server opens what it stores.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
/** A Windows executable's first bytes, named like a PDF. */
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), Buffer.alloc(64)]);
const UPLOADS = path.resolve("data/uploads/requests");

type Person = { email: string; password: string; contracts?: string[] };

/** A customer of this test's own, with two active contracts (so cancelling one harms nobody). */
async function freshCustomer(request: APIRequestContext): Promise<Required<Person>> {
  const response = await request.post(`${GATED_URL}/__test/customers`, { headers: AUTH });
  expect(response.ok()).toBe(true);
  return response.json();
}

/**
 * Signs in with the sign-in form's post (its screens, and the way back to the page asked for, are
 * walked in customer-area.spec.ts), then opens the page.
 */
async function signIn(page: Page, person: Person, to: string) {
  const response = await page.request.post(`${GATED_URL}/espace-client/connexion`, {
    form: { email: person.email, password: person.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto(to);
  await expect(page).toHaveURL((url) => url.pathname === new URL(to, GATED_URL).pathname);
}

async function mailbox(request: APIRequestContext, email: string) {
  const response = await request.get(`${GATED_URL}/__test/mailbox?email=${encodeURIComponent(email)}`, {
    headers: AUTH,
  });
  return ((await response.json()) as { emails: Array<{ subject: string; text: string }> }).emails;
}

/** Whether any stored request file holds these bytes (a refused upload must have left none). */
async function storedFileContaining(marker: string) {
  const names = await readdir(UPLOADS).catch(() => [] as string[]);
  for (const name of names) {
    const bytes = await readFile(path.join(UPLOADS, name)).catch(() => Buffer.alloc(0));
    if (bytes.includes(marker)) return true;
  }
  return false;
}

// Whole journeys with several axe checks, on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ admit, decideCookies }) => {
  await admit();
  await decideCookies();
});

test("cancellation in three steps: terms, form, summary, then the acknowledgement with date and time", async ({
  page,
  request,
  expectNoA11yViolations,
}) => {
  const person = await freshCustomer(request);
  const contract = person.contracts[0] as string;
  await signIn(page, person, `/espace-client/contrats/${contract}/resiliation`);

  // Step 1: terms, notice period, anniversary, consequences.
  await expect(page.getByRole("heading", { level: 1, name: "Résilier votre contrat" })).toBeVisible();
  await expect(page.getByTestId("cancel-step")).toContainText("Étape 1 sur 3");
  await expect(page.getByText("Un mois à compter de la réception de votre demande")).toBeVisible();
  await expect(page.getByText("Prochaine échéance")).toBeVisible();
  await expect(page.getByText("Vos garanties cessent à la date d'effet", { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Continuer" }).click();

  // Step 2: the form, prefilled; the reason is required after trimming (the spec's message).
  await expect(page.getByTestId("cancel-step")).toContainText("Étape 2 sur 3");
  await expect(page.getByLabel("Référence du contrat")).toHaveValue(contract);
  await expect(page.getByLabel("E-mail de contact")).toHaveValue(person.email);
  await page.getByLabel("Autre motif").check();
  await page.getByLabel("Précisez la raison").fill("   ");
  await page.getByRole("button", { name: "Vérifier ma demande" }).click();
  await expectProblem(page, "Veuillez préciser la raison de la résiliation");
  await expectNoA11yViolations(page);
  await page.getByLabel("Autre motif").check();
  await page.getByLabel("Précisez la raison").fill("Je regroupe mes contrats ailleurs.");
  await page.getByRole("button", { name: "Vérifier ma demande" }).click();

  // Step 3: the summary and the button the law names.
  await expect(page.getByTestId("cancel-step")).toContainText("Étape 3 sur 3");
  await expect(page.getByText("Je regroupe mes contrats ailleurs.")).toBeVisible();
  await expectNoA11yViolations(page);
  const before = new Date();
  await page.getByRole("button", { name: "Confirmer ma demande de résiliation" }).click();

  // The acknowledgement: date and time of the request, the date the cancellation takes effect.
  await expect(page.getByText("Demande envoyée")).toBeVisible();
  await expect(page.getByText("Notre service client vous contactera prochainement.")).toBeVisible();
  const day = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" }).format(before);
  await expect(page.getByText(new RegExp(`${day} à \\d{2}:\\d{2}`))).toBeVisible();
  await expect(page.getByText("La résiliation prend effet le")).toBeVisible();
  await expectNoA11yViolations(page);

  // By e-mail too (a durable medium), and in the history; the contract cannot be cancelled twice.
  await expect
    .poll(async () => (await mailbox(request, person.email)).map((e) => e.subject).join("|"))
    .toMatch(/Résiliation\s:\svotre demande RES-/);
  const ack = (await mailbox(request, person.email)).find((e) => e.subject.startsWith("Résiliation"));
  expect(ack?.text).toContain("prendra effet le");
  await page.goto("/espace-client/demandes");
  const item = page.getByTestId("request-item").first();
  await expect(item.getByRole("heading", { name: "Résiliation" })).toBeVisible();
  await expect(item.getByTestId("request-status")).toHaveText("Envoyée");
  await expectNoA11yViolations(page);
  // Asked again: said on its own, with the way to the pending request (no step 1 under it).
  await page.goto(`/espace-client/contrats/${contract}/resiliation`);
  await expect(page.getByTestId("cancel-pending")).toHaveText("Une résiliation est déjà en cours");
  await expect(page.getByTestId("cancel-step")).toHaveCount(0);
  await page.getByRole("link", { name: /^Suivre la demande RES-/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /RES-/ })).toBeVisible();
});

test("send a document: type required, renamed executable and 11 MB refused, a PDF sent, then the notice alone", async ({
  page,
  request,
  expectNoA11yViolations,
}) => {
  const person = await freshCustomer(request);
  await signIn(page, person, "/espace-client/documents/envoyer");
  await expect(page.getByRole("heading", { level: 1, name: "Envoyer un document" })).toBeVisible();
  await page.getByRole("button", { name: "Envoyer le document" }).click();
  await expectProblem(page, "Veuillez sélectionner le type de document");
  await expectNoA11yViolations(page);

  const form = page.getByTestId("document-form");
  await form.getByLabel("Type de document").selectOption("justificatif");
  const marker = `exe-${crypto.randomUUID()}`;
  await form.getByLabel("Fichier (facultatif)").setInputFiles({
    name: "justificatif.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([EXE, Buffer.from(marker)]),
  });
  await expect(page.getByText("Ce fichier n'est pas accepté", { exact: false })).toBeVisible();
  const big = Buffer.alloc(11 * 1024 * 1024);
  PDF.copy(big);
  const bigMarker = `big-${crypto.randomUUID()}`;
  big.write(bigMarker, 100);
  await form
    .getByLabel("Fichier (facultatif)")
    .setInputFiles({ name: "gros.pdf", mimeType: "application/pdf", buffer: big });
  await expect(page.getByText("Ce fichier dépasse 10 Mo. Choisissez un fichier plus léger.")).toBeVisible();
  // Sent anyway (as a browser without JavaScript would): the server says the same, and keeps nothing.
  const refused = await page.request.post("/espace-client/documents/envoyer", {
    multipart: {
      _token: await form.locator("input[name=_token]").inputValue(),
      type: "justificatif",
      file: { name: "gros.pdf", mimeType: "application/pdf", buffer: big },
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Ce fichier dépasse 10\u00a0Mo");
  expect(await storedFileContaining(bigMarker)).toBe(false);
  expect(await storedFileContaining(marker)).toBe(false);

  await form.getByLabel("Description (facultatif)").fill("Attestation de domicile");
  await form
    .getByLabel("Fichier (facultatif)")
    .setInputFiles({ name: "domicile.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Envoyer le document" }).click();
  await expect(page.getByText("Document envoyé")).toBeVisible();
  // The notice alone, not an empty form under it (issue 46 item 14); a link brings the form back.
  await expect(page.getByTestId("document-form")).toHaveCount(0);
  await page.getByRole("link", { name: "Faire une autre demande de ce type" }).click();
  await expect(page.getByTestId("document-form").getByLabel("Type de document")).toHaveValue("");
  await expectNoA11yViolations(page);
  await expect.poll(async () => (await mailbox(request, person.email)).length).toBeGreaterThan(0);
  await page.goto("/espace-client/demandes");
  await expect(page.getByText("domicile.pdf", { exact: false }).first()).toBeVisible();
});

test("book an appointment: required fields in the spec's words, a slot from the picker, confirmation e-mail", async ({
  page,
  request,
  expectNoA11yViolations,
}) => {
  const person = await freshCustomer(request);
  await signIn(page, person, "/espace-client/rendez-vous");
  await expect(page.getByRole("heading", { level: 1, name: "Prendre rendez-vous" })).toBeVisible();
  await expect(page.getByText("hors jours fériés", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Demander ce rendez-vous" }).click();
  await expect(page.getByText("Veuillez remplir tous les champs obligatoires").first()).toBeVisible();
  await expectNoA11yViolations(page);

  const form = page.getByTestId("appointment-form");
  await form.getByLabel("Motif du rendez-vous").fill("Faire le point sur ma mutuelle");
  const days = form.getByLabel("Date").locator("option");
  // Every day offered is a weekday from Monday to Saturday.
  for (const label of await days.allTextContents()) expect(label).not.toMatch(/^dimanche/);
  const second = await days.nth(1).getAttribute("value");
  await form.getByLabel("Date").selectOption(second as string);
  await form.getByLabel("Heure").selectOption("10:00");
  await form.getByLabel("En visioconférence").check();
  await page.getByRole("button", { name: "Demander ce rendez-vous" }).click();
  await expect(page.getByText("Demande envoyée")).toBeVisible();
  // The notice repeats the day and time booked, the French way ("10 h").
  await expect(page.locator("#request-sent")).toContainText(
    /Rendez-vous demandé le \S+ \d+(er)? \S+ \d{4} à 10\sh\. Nous vous contacterons rapidement pour le confirmer\./,
  );
  // The notice alone: no empty form under it inviting a second request (issue 46 item 14).
  await expect(page.getByTestId("appointment-form")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Faire une autre demande de ce type" })).toBeVisible();
  await expectNoA11yViolations(page);
  await expect
    .poll(async () => (await mailbox(request, person.email)).map((e) => e.subject).join("|"))
    .toMatch(/Rendez-vous\s:\svotre demande RDV-/);
});

test("declare a claim with a photo, and follow it with its number", async ({
  page,
  request,
  expectNoA11yViolations,
}) => {
  const person = await freshCustomer(request);
  const contract = person.contracts[0] as string;
  await signIn(page, person, `/espace-client/contrats/${contract}/sinistre`);
  await expect(page.getByRole("heading", { level: 1, name: "Déclarer un sinistre" })).toBeVisible();
  await page.getByRole("button", { name: "Déclarer le sinistre" }).click();
  await expectProblem(page, "Décrivez ce qui s'est passé.");
  await expectNoA11yViolations(page);
  const form = page.getByTestId("claim-form");
  await form.getByLabel("Date de l'événement").fill("2026-01-10");
  await form.getByLabel("Lieu de l'événement").fill("Lyon");
  await form.getByLabel("Nature du sinistre").selectOption("glass");
  await form.getByLabel("Que s'est-il passé ?").fill("Un gravillon a fissuré le pare-brise.");
  await form.getByRole("radio", { name: "Non" }).first().check();
  await form
    .getByLabel("Photos ou documents", { exact: false })
    .setInputFiles([{ name: "constat.pdf", mimeType: "application/pdf", buffer: PDF }]);
  await page.getByRole("button", { name: "Déclarer le sinistre" }).click();
  await expect(page.getByText("Sinistre déclaré")).toBeVisible();
  await expect(page.getByText(/Votre numéro de sinistre\s:\sSIN-/)).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the second demo customer cannot cancel, declare on, or read the first one's contracts and requests", async ({
  page,
  request,
}) => {
  // A request of someone else's, to look for.
  const owner = await freshCustomer(request);
  await signIn(page, owner, "/espace-client/documents/envoyer");
  await page.getByTestId("document-form").getByLabel("Type de document").selectOption("devis");
  await page
    .getByTestId("document-form")
    .getByLabel("Fichier (facultatif)")
    .setInputFiles({ name: "devis.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Envoyer le document" }).click();
  await expect(page.getByText("Document envoyé")).toBeVisible();
  const reference = (await page.locator("#request-sent").textContent())?.match(/DOC-[A-Z0-9]{8}/)?.[0] as string;
  await page.goto("/espace-client/demandes");
  const fileUrl = (await page.getByRole("link", { name: /Télécharger devis\.pdf/ }).getAttribute("href")) as string;
  const mine = await page.request.get(fileUrl);
  expect(mine.status()).toBe(200);
  expect(mine.headers()["content-disposition"]).toMatch(/^attachment/);
  await page.context().clearCookies({ name: "mc.session_token" });

  await signIn(page, SECOND, "/espace-client/demandes");
  await expect(page.getByRole("heading", { level: 1, name: "Mes demandes" })).toBeVisible();
  await expect(page.getByText(reference)).toHaveCount(0);
  expect((await page.request.get(fileUrl)).status()).toBe(404);
  for (const contract of [FIRST.contract, owner.contracts[0] as string]) {
    for (const address of [
      `/espace-client/contrats/${contract}/resiliation`,
      `/espace-client/contrats/${contract}/sinistre`,
    ]) {
      const shown = await page.request.get(address);
      expect(shown.status(), address).toBe(404);
      const posted = await page.request.post(address, {
        form: { intent: "confirm", name: "Julien Moreau", email: SECOND.email, reason: "echeance" },
        headers: { Origin: GATED_URL },
      });
      expect(posted.status(), address).toBe(404);
    }
  }
  // The acknowledgement of someone else's request is not shown on one's own contract either.
  const own = await page.request.get(`/espace-client/contrats/${FIRST.contract}/resiliation?accuse=${reference}`);
  expect(own.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test("the cancellation's three steps and an appointment on another day work with plain posts", async ({
    browser,
    clientIp,
    request,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientIp },
    });
    await context.request.post(`${GATED_URL}/login`, { form: { code: "2468" }, maxRedirects: 0 });
    await context.addCookies([{ name: "cookieConsent", value: "declined", url: GATED_URL }]);
    const page = await context.newPage();
    const person = await freshCustomer(request);
    const contract = person.contracts[1] as string;
    await signIn(page, person, `${GATED_URL}/espace-client/contrats/${contract}/resiliation`);
    await page.getByRole("link", { name: "Continuer" }).click();
    await expect(page.getByTestId("cancel-step")).toContainText("Étape 2 sur 3");
    await page.getByLabel("Résiliation à échéance").check();
    await page.getByRole("button", { name: "Vérifier ma demande" }).click();
    await expect(page.getByTestId("cancel-step")).toContainText("Étape 3 sur 3");
    await page.getByRole("button", { name: "Confirmer ma demande de résiliation" }).click();
    await expect(page.getByText("Demande envoyée")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accusé de réception" })).toBeVisible();

    await page.goto(`${GATED_URL}/espace-client/rendez-vous`);
    const form = page.getByTestId("appointment-form");
    const third = (await form.getByLabel("Date").locator("option").nth(2).getAttribute("value")) as string;
    await form.getByLabel("Motif du rendez-vous").fill("Question sur ma résiliation");
    await form.getByLabel("Date").selectOption(third);
    await page.getByRole("button", { name: "Afficher les horaires de ce jour" }).click();
    await expect(page.getByTestId("appointment-form").getByLabel("Date")).toHaveValue(third);
    await page.getByTestId("appointment-form").getByLabel("Heure").selectOption("11:00");
    await page.getByRole("button", { name: "Demander ce rendez-vous" }).click();
    await expect(page.getByText("Demande envoyée")).toBeVisible();
    await page.goto(`${GATED_URL}/espace-client/demandes`);
    await expect(page.getByTestId("request-item")).toHaveCount(2);
    await context.close();
  });
});
