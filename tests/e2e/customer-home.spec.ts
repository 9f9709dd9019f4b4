import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { oversizedJpeg, phonePhoto, renamedExecutable } from "../support/images";
import { readPdf } from "../support/pdf-reader";
import { ACCESS_CODE, expect, GATED_URL, test } from "./fixtures";

type Customer = { email: string; password: string; references: string[] };

/** The two demo customers every e2e server is seeded with (app/features/customer-area/demo-areas.server.ts). */
const CAMILLE: Customer = {
  email: "demo@maison-courtage.fr",
  password: "Demo-Courtage-2023",
  references: ["VEH-2023-004172", "SAN-2023-010388", "EMP-2023-000915"],
};
const PHOTO_DIALOG = "Photo de profil";

/**
 * A customer of the test's own, with a copy of the demo customer's contracts, notifications and
 * referrals: the tests that change what a customer sees never touch the shared demo accounts.
 */
async function freshCustomer(request: APIRequestContext): Promise<Customer> {
  const response = await request.post(`${GATED_URL}/__test/customer`, {
    headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Customer;
}

/** Signs in through the sign-in form's endpoint; the session cookie lands in the page's context. */
async function signIn(page: Page, customer: Customer) {
  const response = await page.request.post(`${GATED_URL}/espace-client/connexion`, {
    form: { email: customer.email, password: customer.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

test.describe("customer area home", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("shows every card with the demo customer's figures", { tag: "@both-widths" }, async ({
    page,
    expectNoA11yViolations,
  }) => {
    await signIn(page, CAMILLE);
    await page.goto("/espace-client");
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Camille" })).toBeVisible();
    await expect(page.getByTestId("avatar-initials")).toHaveText("CL");

    const quick = page.getByTestId("quick-actions");
    await expect(quick.getByRole("link", { name: "Envoyer un document" })).toHaveAttribute(
      "href",
      "/espace-client/documents/envoyer",
    );
    await expect(quick.getByRole("link", { name: "Prendre rendez-vous" })).toHaveAttribute(
      "href",
      "/espace-client/rendez-vous",
    );

    // The accordion opens on the contracts.
    const contracts = page.getByTestId("contracts-section");
    await expect(contracts).toHaveAttribute("open", "");
    await expect(contracts.getByRole("heading", { name: "Mes contrats (3)" })).toBeVisible();
    const cards = contracts.getByTestId("contract-card");
    await expect(cards).toHaveCount(3);
    const premiums: Record<string, string> = {
      "VEH-2023-004172": "89",
      "SAN-2023-010388": "124",
      "EMP-2023-000915": "32",
    };
    for (const [reference, euros] of Object.entries(premiums)) {
      const card = cards.filter({ hasText: reference });
      await expect(card.getByTestId("contract-status")).toHaveText("Actif");
      await expect(card.getByTestId("contract-premium")).toHaveText(new RegExp(`^${euros}\\s€ / mois$`));
      await expect(card.getByRole("link", { name: `Voir le contrat ${reference}` })).toHaveAttribute(
        "href",
        `/espace-client/contrats/${reference}`,
      );
      await expect(card.getByRole("link", { name: `Télécharger le contrat ${reference}` })).toHaveAttribute(
        "href",
        `/espace-client/contrats/${reference}/attestation.pdf`,
      );
      await expect(card.getByRole("link", { name: `Résilier le contrat ${reference}` })).toHaveAttribute(
        "href",
        `/espace-client/contrats/${reference}/resiliation`,
      );
    }
    await expect(cards.filter({ hasText: "VEH-2023-004172" })).toContainText("Assurance auto premium");

    // Sponsorship: 7 referrals, 1 of 3 on the ring, 2 to go, 2 gifts, 150 €.
    const sponsorship = page.getByTestId("sponsorship-section");
    await expect(sponsorship).not.toHaveAttribute("open", "");
    await sponsorship.getByRole("heading", { name: "Programme de parrainage" }).click();
    await expect(sponsorship).toHaveAttribute("open", "");
    await expect(page.getByTestId("sponsorship-ring")).toHaveAttribute("data-progress", "1");
    await expect(page.getByRole("img", { name: "1 parrainage sur 3 vers votre prochain cadeau" })).toBeVisible();
    await expect(page.getByTestId("sponsorship-referrals")).toContainText("7");
    await expect(page.getByTestId("sponsorship-toNextGift")).toContainText("2");
    await expect(page.getByTestId("sponsorship-gifts")).toContainText("2");
    await expect(page.getByTestId("sponsorship-saved")).toContainText(/150\s€/);
    await expect(page.getByTestId("referral-code")).toHaveText("CAMILLE-2023");
    await expect(page.getByLabel("Votre lien de parrainage")).toHaveValue(`${GATED_URL}/?parrain=CAMILLE-2023`);

    // Notifications: the 3 latest, the unread ones highlighted. The demo's 2 unread ones, plus a
    // renewal reminder when today falls in a demo contract's notice period (the daily job runs on
    // the real clock): the card's count is the one the full list shows.
    const notifications = page.getByTestId("notifications-card");
    await expect(notifications.getByTestId("notification")).toHaveCount(3);
    const unread = Number((await notifications.getByTestId("unread-count").innerText()).match(/\d+/)?.[0]);
    expect(unread).toBeGreaterThanOrEqual(2);
    await expect(notifications.getByTestId("unread-count")).toHaveText(`${unread} non lues`);
    await expect(notifications.locator("[data-unread=true]")).toHaveCount(Math.min(unread, 3));
    await expect(notifications.getByRole("link", { name: "Voir toutes les notifications" })).toHaveAttribute(
      "href",
      "/espace-client/notifications",
    );

    const summary = page.getByTestId("account-summary");
    await expect(summary.getByTestId("summary-active")).toContainText("3");
    await expect(summary.getByTestId("summary-premium")).toContainText(/245\s€ \/ mois/);
    await expect(summary.getByTestId("summary-savings")).toContainText(/150\s€/);
    await expect(summary.getByTestId("summary-since")).toContainText("janvier 2023");

    // The floating concierge is there too.
    await expect(page.getByTestId("chat-launcher")).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("copies the share link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: GATED_URL });
    await signIn(page, CAMILLE);
    await page.goto("/espace-client");
    await page.getByTestId("sponsorship-section").getByRole("heading", { name: "Programme de parrainage" }).click();
    await page.getByRole("button", { name: "Copier le lien" }).click();
    await expect(page.getByText("Lien copié. Il ne reste plus qu'à le partager !")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${GATED_URL}/?parrain=CAMILLE-2023`);
  });

  test("opening an unread notification marks it read; the list marks all read", async ({
    page,
    expectNoA11yViolations,
  }) => {
    const customer = await freshCustomer(page.request);
    await signIn(page, customer);
    await page.goto("/espace-client");
    const card = page.getByTestId("notifications-card");
    await expect(card.getByTestId("unread-count")).toHaveText("2 non lues");
    const first = card.locator("[data-unread=true]").first();
    const id = await first.getAttribute("data-notification-id");
    await first.getByText("Votre attestation est disponible").click();
    const opened = card.locator(`[data-notification-id="${id}"]`);
    await expect(opened).toHaveAttribute("data-unread", "false");
    await expect(opened).toContainText("peut être téléchargée depuis votre espace");
    await expect(card.getByTestId("unread-count")).toHaveText("1 non lue");
    await page.reload();
    await expect(page.getByTestId("notifications-card").getByTestId("unread-count")).toHaveText("1 non lue");

    await page.getByRole("link", { name: "Voir toutes les notifications" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes notifications" })).toBeVisible();
    await expect(page.getByTestId("notification")).toHaveCount(5);
    await expect(page.locator("[data-unread=true]")).toHaveCount(1);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Tout marquer comme lu" }).click();
    await expect(page.locator("[data-unread=true]")).toHaveCount(0);
    await expect(page.getByTestId("unread-count")).toHaveCount(0);
  });

  test("downloads each contract's PDFs, which name the contract and the customer", async ({
    page,
    expectNoA11yViolations,
  }) => {
    await signIn(page, CAMILLE);
    for (const [index, reference] of CAMILLE.references.entries()) {
      await page.goto(`/espace-client/contrats/${reference}`);
      await expect(page.getByTestId("contract-reference")).toHaveText(`Contrat n° ${reference}`);
      await expect(page.getByRole("main").getByRole("link", { name: "Déclarer un sinistre" })).toHaveAttribute(
        "href",
        `/espace-client/contrats/${reference}/sinistre`,
      );
      // The footer has its own "Résilier votre contrat", the public form's: the contract's is in the page.
      await expect(page.getByRole("main").getByRole("link", { name: "Résilier votre contrat" })).toHaveAttribute(
        "href",
        `/espace-client/contrats/${reference}/resiliation`,
      );
      if (index === 0) {
        await expect(page.getByTestId("contract-insured")).toContainText("GH-417-KM");
        await expectNoA11yViolations(page);
      }
      const certificate = reference.startsWith("VEH") ? "Mémo Véhicule Assuré (PDF)" : "Attestation d'assurance (PDF)";
      for (const name of ["Récapitulatif de contrat (PDF)", certificate]) {
        const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
        expect(download.suggestedFilename()).toMatch(new RegExp(`${reference}\\.pdf$`));
        const pdf = await readPdf(await readFile(await download.path()));
        expect(pdf.text).toContain(reference);
        expect(pdf.text).toContain("Camille Laurent");
        if (name.startsWith("Mémo")) expect(pdf.text).toContain("GH-417-KM");
      }
    }
    const response = await page.request.get(`/espace-client/contrats/${CAMILLE.references[0]}/attestation.pdf`);
    expect(response.headers()).toMatchObject({
      "content-type": "application/pdf",
      "cache-control": "private, no-store",
    });
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="memo-vehicule-assure-/i);
  });

  test("sets, replaces and removes the profile photo", { tag: "@both-widths" }, async ({
    page,
    expectNoA11yViolations,
  }) => {
    const customer = await freshCustomer(page.request);
    await signIn(page, customer);
    await page.goto("/espace-client");
    await page.getByRole("link", { name: /Changer la photo de profil/ }).click();
    const dialog = page.getByRole("dialog", { name: PHOTO_DIALOG });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Prendre une photo")).toHaveAttribute("capture", "user");
    await expectNoA11yViolations(page);

    await dialog
      .getByLabel("Choisir une image")
      .setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
    await expect(dialog).toBeHidden();
    const photo = page.getByTestId("avatar-photo");
    await expect(photo).toBeVisible();
    const first = (await photo.getAttribute("src")) as string;
    const served = await page.request.get(first);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toMatch(/^private/);

    await page.getByRole("link", { name: /Changer la photo de profil/ }).click();
    await dialog
      .getByLabel("Choisir une image")
      .setInputFiles({ name: "autre.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(320, 320) });
    await expect(dialog).toBeHidden();
    await expect(photo).not.toHaveAttribute("src", first);

    await page.getByRole("link", { name: /Changer la photo de profil/ }).click();
    await dialog.getByRole("button", { name: "Supprimer la photo" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("avatar-initials")).toHaveText("CL");
    expect((await page.request.get("/espace-client/photo")).status()).toBe(404);

    // The plain form the avatar leads to without JavaScript (axe needs a script to run).
    await page.goto("/espace-client?photo");
    await expect(page.locator("#photo-form").getByLabel("Choisir une image")).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("refuses a renamed executable and an oversized image in the dialog, and stores nothing", async ({ page }) => {
    const customer = await freshCustomer(page.request);
    await signIn(page, customer);
    await page.goto("/espace-client");
    await page.getByRole("link", { name: /Changer la photo de profil/ }).click();
    const dialog = page.getByRole("dialog", { name: PHOTO_DIALOG });
    await dialog
      .getByLabel("Choisir une image")
      .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: renamedExecutable() });
    await expect(dialog.getByRole("alert")).toHaveText(
      "Ce fichier n'est pas une image acceptée. Choisissez une photo JPEG, PNG, WebP ou HEIC.",
    );
    await dialog
      .getByLabel("Choisir une image")
      .setInputFiles({ name: "grande.jpg", mimeType: "image/jpeg", buffer: await oversizedJpeg(5 * 1024 * 1024 + 1) });
    await expect(dialog.getByRole("alert")).toHaveText("Cette image dépasse 5 Mo. Choisissez une image plus légère.");
    expect((await page.request.get("/espace-client/photo")).status()).toBe(404);

    // The server says the same to a request that skips the dialog's own check.
    const response = await page.request.post("/espace-client?index", {
      multipart: {
        intent: "photo",
        photo: { name: "grande.jpg", mimeType: "image/jpeg", buffer: await oversizedJpeg(5 * 1024 * 1024 + 1) },
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("Cette image dépasse 5\u00a0Mo.");
    expect((await page.request.get("/espace-client/photo")).status()).toBe(404);
  });

  test("without JavaScript: the accordion, the photo form and marking a notification read", async ({
    browser,
    clientIp,
    request,
  }) => {
    const customer = await freshCustomer(request);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientIp },
    });
    await context.request.post(`${GATED_URL}/login`, { form: { code: ACCESS_CODE }, maxRedirects: 0 });
    await context.addCookies([{ name: "cookieConsent", value: "declined", url: GATED_URL }]);
    const page = await context.newPage();
    await signIn(page, customer);
    await page.goto(`${GATED_URL}/espace-client`);
    await expect(page.getByTestId("contract-card")).toHaveCount(3);
    await page.getByRole("heading", { name: "Programme de parrainage" }).click();
    await expect(page.getByTestId("referral-code")).toBeVisible();

    const card = page.getByTestId("notifications-card");
    const unread = card.locator("[data-unread=true]").first();
    await unread.locator("summary").click();
    await unread.getByRole("button", { name: "Marquer comme lue" }).click();
    await expect(page.getByTestId("notifications-card").getByTestId("unread-count")).toHaveText("1 non lue");

    await page.getByRole("link", { name: /Changer la photo de profil/ }).click();
    await expect(page).toHaveURL(/\/espace-client\?photo#photo-form$/);
    const form = page.locator("#photo-form");
    await form.getByLabel("Choisir une image").setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: renamedExecutable(),
    });
    await form.getByRole("button", { name: "Enregistrer la photo" }).click();
    await expect(page.locator("#photo-form").getByRole("alert")).toContainText("n'est pas une image acceptée");
    await page
      .locator("#photo-form")
      .getByLabel("Choisir une image")
      .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
    await page.locator("#photo-form").getByRole("button", { name: "Enregistrer la photo" }).click();
    await expect(page).toHaveURL(/\/espace-client$/);
    await expect(page.getByTestId("avatar-photo")).toBeVisible();
    await context.close();
  });
});

// Who may reach which address of the area is probed over HTTP (tests/http/authorization.test.ts).
