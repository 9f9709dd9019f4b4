import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, OPEN_URL, test } from "./fixtures";
import {
  admitStaffBrowser,
  createTestStaff,
  signInAsStaff,
  submitStaffCode,
  submitStaffPassword,
  totpCode,
} from "./staff-session";

const CODE_TITLE = "Code de vérification";

/** A six-digit code that is not the one the app shows now (nor one step either side). */
function wrongCode(secret: string) {
  const now = Date.now();
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, now + shift)));
  for (let n = 0; ; n += 1) {
    const code = String(123_456 + n * 7919).slice(-6);
    if (!valid.has(code)) return code;
  }
}

async function mailboxOf(page: Page, email: string) {
  const response = await page.request.get(`/__test/mailbox?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
  });
  return (await response.json()).emails as Array<{ subject: string; text: string }>;
}

test.describe("staff sign-in with a second factor", () => {
  test("a new admin enrols an authenticator at first sign-in: QR code, secret as text, backup codes", async ({
    page,
    expectNoA11yViolations,
  }) => {
    test.slow();
    const staff = await createTestStaff(page, "admin", { enrolled: false });
    await admitStaffBrowser(page);
    await page.goto("/backoffice/equipe");
    // Signed out: the staff sign-in screen, never the page.
    await expect(page).toHaveURL(/\/backoffice\/connexion\?redirectTo=%2Fbackoffice%2Fequipe$/);
    await expectNoA11yViolations(page);
    await submitStaffPassword(page, staff.email, staff.password);

    await expect(page.getByRole("heading", { level: 1, name: "Activez la double authentification" })).toBeVisible();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    const codes = await page.getByTestId("backup-codes").getByRole("listitem").allInnerTexts();
    expect(codes).toHaveLength(10);
    // The codes can be kept: copied from the keyboard (with a spoken confirmation), or downloaded.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: GATED_URL });
    const copy = page.getByRole("button", { name: "Copier les codes" });
    await copy.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Codes copiés." })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const code of codes) expect(copied).toContain(code);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Télécharger les codes (.txt)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("codes-de-secours.txt");
    const saved = readFileSync((await download.path()) as string, "utf8");
    expect(saved).toContain(staff.email);
    for (const code of codes) expect(saved).toContain(code);
    const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{40,}$/);
    await expectNoA11yViolations(page);
    // Nothing else of the back office opens before enrolment.
    await page.goto("/backoffice");
    await expect(page).toHaveURL(/\/backoffice\/connexion\/activation$/);

    const form = page.getByTestId("staff-enrol-form");
    await form.getByRole("textbox").fill(wrongCode(secret));
    await form.getByRole("button", { name: "Activer et entrer" }).click();
    await expect(form.getByRole("alert")).toContainText("Code incorrect");
    await form.getByRole("textbox").fill(totpCode(secret));
    await form.getByRole("button", { name: "Activer et entrer" }).click();

    await expect(page.getByTestId("staff-name")).toHaveText(staff.name);
    const nav = page.getByRole("navigation", { name: "Back office" });
    for (const name of ["Tableau de bord", "Leads", "Pipeline", "Équipe", "Journal"]) {
      // Anchored: "Formation de l'équipe" also holds "équipe".
      await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expectNoA11yViolations(page);

    // The journal shows the sign-in and the enrolment, filtered by this admin.
    // A malformed filter is a 400 with a clear message, not a 500.
    expect((await page.goto("/backoffice/journal?from=pas-une-date"))?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "Adresse invalide" })).toBeVisible();
    await page.goto(`/backoffice/journal?actor=${encodeURIComponent(staff.email)}`);
    const rows = page.getByTestId("journal-row");
    // Actions in words and people by name, in the rows and in the filter.
    await expect(rows.filter({ hasText: "Double authentification activée" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "Mot de passe accepté (avant le code)" })).toHaveCount(1);
    await expect(rows.first()).toContainText(staff.name);
    await expect(page.getByTestId("journal-row").filter({ hasText: /staff\.(sign|two)|user [0-9a-f]{8}/ })).toHaveCount(
      0,
    );
    const actorFilter = page.getByRole("combobox", { name: "Collaborateur" });
    await expect(actorFilter).toHaveValue(staff.email);
    await expect(actorFilter.locator("option:checked")).toHaveText(staff.name);
    await expect(
      page.getByRole("combobox", { name: "Action" }).getByRole("option", { name: "Double authentification activée" }),
    ).toHaveCount(1);
    await expectNoA11yViolations(page);

    // Signing out ends the session.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page.getByText("Vous êtes déconnecté.")).toBeVisible();
    await page.goto("/backoffice");
    await expect(page).toHaveURL(/\/backoffice\/connexion$/);
  });

  test("a wrong code is refused, and the sixth try on one sign-in is rate-limited even with the right code", async ({
    page,
    expectNoA11yViolations,
  }) => {
    const staff = await createTestStaff(page, "adviser");
    const secret = staff.totpSecret as string;
    await admitStaffBrowser(page);
    await page.goto("/backoffice/connexion");
    await submitStaffPassword(page, staff.email, staff.password);
    await expect(page.getByRole("heading", { level: 1, name: CODE_TITLE })).toBeVisible();
    const alert = page.getByTestId("staff-code-form").getByRole("alert");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await submitStaffCode(page, wrongCode(secret));
      expect((await answer).status()).toBe(401);
      await expect(alert).toContainText("Code incorrect");
      if (attempt === 1) await expectNoA11yViolations(page);
    }
    const limited = page.waitForResponse((r) => r.request().method() === "POST");
    await submitStaffCode(page, totpCode(secret));
    expect((await limited).status()).toBe(429);
    await expect(alert).toContainText("Trop de tentatives");
    await page.goto("/backoffice");
    await expect(page).toHaveURL(/\/backoffice\/connexion$/);
  });

  test("a backup code opens the back office once, and not twice", async ({ page, context, expectNoA11yViolations }) => {
    const staff = await createTestStaff(page, "adviser");
    const [backup] = staff.backupCodes as string[];
    await admitStaffBrowser(page);
    for (const expected of ["in", "refused"] as const) {
      await page.goto("/backoffice/connexion");
      await submitStaffPassword(page, staff.email, staff.password);
      await page.getByRole("link", { name: "Utiliser un code de secours" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Code de secours" })).toBeVisible();
      if (expected === "in") await expectNoA11yViolations(page);
      await submitStaffCode(page, backup as string);
      if (expected === "in") {
        await expect(page.getByTestId("staff-name")).toHaveText(staff.name);
        await context.clearCookies({ name: "mc.session_token" });
      } else {
        await expect(page.getByTestId("staff-code-form").getByRole("alert")).toHaveText(
          "Code de secours incorrect ou déjà utilisé.",
        );
      }
    }
  });

  test("the staff door opens nothing to a customer, and the customer door nothing to staff", async ({ page }) => {
    await admitStaffBrowser(page);
    await page.goto("/backoffice/connexion");
    await submitStaffPassword(page, "demo@maison-courtage.fr", "Demo-Courtage-2023");
    await expect(page.getByTestId("staff-sign-in-form").getByRole("alert")).toHaveText(
      "Adresse e-mail ou mot de passe incorrect.",
    );
    expect((await page.context().cookies()).some((c) => c.name === "mc.session_token" && c.value)).toBe(false);

    const staff = await createTestStaff(page, "admin");
    await page.goto("/espace-client/connexion");
    const form = page.getByTestId("sign-in-form");
    await form.getByLabel("Adresse e-mail").fill(staff.email);
    await form.getByLabel("Mot de passe").fill(staff.password);
    await form.getByRole("button", { name: "Se connecter" }).click();
    await expect(form.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
    await page.goto("/backoffice");
    await expect(page).toHaveURL(/\/backoffice\/connexion$/);
  });
});

test.describe("staff management", () => {
  test("an adviser sees no admin sections and gets 403 on them", async ({ page, expectNoA11yViolations }) => {
    await signInAsStaff(page, "adviser");
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Équipe" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Journal" })).toHaveCount(0);
    for (const path of ["/backoffice/equipe", "/backoffice/journal"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Accès réservé aux administrateurs" })).toBeVisible();
    }
    await expectNoA11yViolations(page);
    // A malformed filter is a 400 with a clear message, not a 500.
    const bad = await page.request.get("/backoffice/journal?from=pas-une-date");
    expect(bad.status()).toBe(403);
  });

  test("an admin invites a colleague, who sets a password and enrols; then deactivates them", async ({
    page,
    browser,
    clientIp,
    expectNoA11yViolations,
  }) => {
    test.slow();
    await signInAsStaff(page, "admin");
    await page.goto("/backoffice/equipe");
    await expectNoA11yViolations(page);
    const email = `invite.${crypto.randomUUID().slice(0, 8)}@staff.example.fr`;
    await page.getByLabel("Nom complet").fill("Lucie Invitée");
    await page.getByLabel("Adresse e-mail professionnelle").fill(email);
    await page.getByLabel("Rôle").selectOption("adviser");
    await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
    await expect(page.getByText("Invitation envoyée.")).toBeVisible();
    const row = page.getByTestId("staff-row").filter({ hasText: email });
    await expect(row).toContainText("À activer");

    let mail: { subject: string; text: string } | undefined;
    await expect(async () => {
      mail = (await mailboxOf(page, email))[0];
      expect(mail?.subject).toContain("votre accès au back office");
    }).toPass({ timeout: 15_000 });
    const link = /https?:\/\/\S+nouveau-mot-de-passe\?token=\S+/.exec(mail?.text ?? "")?.[0] as string;
    expect(link).toContain("token=");

    // The colleague, in a browser of their own.
    const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `${clientIp}1` } });
    const colleague = await other.newPage();
    await admitStaffBrowser(colleague);
    await colleague.goto(link);
    await colleague.getByLabel("Nouveau mot de passe").fill("Invitée-Courtage-2026");
    await colleague.getByLabel("Confirmez le mot de passe").fill("Invitée-Courtage-2026");
    await colleague.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(colleague.getByText("Votre mot de passe est enregistré.")).toBeVisible();
    // The link works once.
    await colleague.goto(link);
    await colleague.getByLabel("Nouveau mot de passe").fill("Autre-Courtage-2026");
    await colleague.getByLabel("Confirmez le mot de passe").fill("Autre-Courtage-2026");
    await colleague.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(colleague.getByRole("alert")).toHaveText("Ce lien n'est plus valable : il a déjà servi ou a expiré.");

    await colleague.goto("/backoffice/connexion");
    await submitStaffPassword(colleague, email, "Invitée-Courtage-2026");
    const secret = (await colleague.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
    await colleague.getByTestId("staff-enrol-form").getByRole("textbox").fill(totpCode(secret));
    await colleague.getByRole("button", { name: "Activer et entrer" }).click();
    await expect(colleague.getByTestId("staff-name")).toHaveText("Lucie Invitée");

    // The admin deactivates the colleague: their session ends, and they cannot sign in again.
    await page.reload();
    await row.getByRole("button", { name: /Désactiver/ }).click();
    await expect(page.getByText("Compte désactivé")).toBeVisible();
    await expect(row).toContainText("Désactivé");
    await colleague.goto("/backoffice");
    await expect(colleague).toHaveURL(/\/backoffice\/connexion/);
    await submitStaffPassword(colleague, email, "Invitée-Courtage-2026");
    await expect(colleague.getByRole("alert")).toHaveText(
      "Ce compte est désactivé. Adressez-vous à un administrateur du cabinet.",
    );
    await other.close();

    await page.goto("/backoffice/journal?action=staff.deactivate");
    await expect(page.getByTestId("journal-row").filter({ hasText: email })).toHaveCount(1);
  });
});

test("the back office works on the open server too (no access gate), signed into through its screens", async ({
  page,
}) => {
  const staff = await signInAsStaff(page, "admin", { baseUrl: OPEN_URL, throughScreens: true });
  await expect(page).toHaveURL(`${OPEN_URL}/backoffice`);
  expect(staff.email).toContain("@staff.example.fr");
});

test("the staff sign-in works without JavaScript: password, then code", async ({ noScriptPage }) => {
  const page = noScriptPage;
  const staff = await createTestStaff(page, "adviser");
  await page.goto("/backoffice/connexion");
  await submitStaffPassword(page, staff.email, staff.password);
  await expect(page.getByRole("heading", { level: 1, name: CODE_TITLE })).toBeVisible();
  await submitStaffCode(page, totpCode(staff.totpSecret as string));
  await expect(page.getByTestId("staff-name")).toHaveText(staff.name);
});

test("the back office shows no public cookie banner, its sign-in screen included", async ({ page }) => {
  // A first visit: no cookie choice stored, so the public site asks (checked last).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${OPEN_URL}/backoffice/connexion`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continuer" })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Control+w");
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  await page.goto(`${OPEN_URL}/`);
  await expect(page.getByTestId("consent-banner")).toBeVisible();
});
