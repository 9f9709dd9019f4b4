import type { Page } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { ACCESS_CODE, expect, GATED_URL, OPEN_URL, test } from "./fixtures";
import { expectSummaryFocused } from "./form-problems";

/** The demo customer every e2e server is seeded with (app/features/customer-auth/demo-customer.server.ts). */
const DEMO = { email: "demo@maison-courtage.fr", password: "Demo-Courtage-2023" };
const WRONG = "E-mail ou mot de passe incorrect.";

async function signInWithPassword(page: Page, password = DEMO.password) {
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Adresse e-mail").fill(DEMO.email);
  await form.getByLabel("Mot de passe").fill(password);
  await form.getByRole("button", { name: "Se connecter" }).click();
}

test.describe("customer area sign-in", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("signs in the demo customer with the password: a greeting, member since, a session cookie; the area links the stylesheet", async ({
    page,
    context,
    expectNoA11yViolations,
  }) => {
    const look = () =>
      page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        headingFont: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
        linked: document.querySelectorAll('link[rel="stylesheet"][data-app-css]').length,
        inline: document.querySelectorAll("style[data-app-css]").length,
      }));
    await page.goto("/espace-client");
    await expect(page.getByRole("heading", { level: 1, name: "Connexion à votre espace client" })).toBeVisible();
    // The sign-in screen carries the sheet (docs/decisions/0019) and has the area's file fetched.
    const publicLook = await look();
    expect(publicLook).toMatchObject({ linked: 0, inline: 1 });
    expect(publicLook.background).not.toBe("rgba(0, 0, 0, 0)");
    await signInWithPassword(page);
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Camille" })).toBeVisible();
    await expect(page.getByTestId("member-since")).toHaveText("Membre depuis janvier 2023");
    await expect(page.getByTestId("summary-savings")).toContainText(/150\s€/);
    const cookie = (await context.cookies()).find((c) => c.name === "mc.session_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await expectNoA11yViolations(page);
    // The session holds across pages and reloads; a page of the area loaded whole links the sheet
    // (docs/decisions/0037) and looks the same.
    await page.goto("/espace-client");
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Camille" })).toBeVisible();
    expect(await look()).toEqual({ ...publicLook, linked: 1, inline: 0 });
    // Back to the public site without reloading: the document keeps its link, the page its look.
    await page.getByTestId("brand-link").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const outside = await look();
    expect(outside).toMatchObject({ background: publicLook.background, linked: 1, inline: 0 });
    expect(outside.headingFont).toBe(publicLook.headingFont);
  });

  test("tells what is wrong, next to the field or on top, and never which of email or password", async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto("/espace-client");
    const form = page.getByTestId("sign-in-form");
    await form.getByRole("button", { name: "Se connecter" }).click();
    const email = form.getByLabel("Adresse e-mail");
    await expect(email).toHaveAccessibleDescription("Saisissez votre adresse e-mail.");
    await expectSummaryFocused(form);
    await expect(form.getByLabel("Mot de passe")).toHaveAccessibleDescription("Saisissez le mot de passe.");
    await expectNoA11yViolations(page);

    await signInWithPassword(page, "pas-le-bon-mot-de-passe");
    await expect(form.getByRole("alert")).toHaveText(WRONG);
    await expect(form.getByLabel("Mot de passe")).toHaveValue("");
    await expect(email).toHaveValue(DEMO.email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion à votre espace client");
  });

  test("a signed-in customer finds their chat conversation again on a later visit", async ({ page }) => {
    await page.goto("/espace-client");
    await signInWithPassword(page);
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Camille" })).toBeVisible();
    const question = `Comment résilier mon contrat ? (${Date.now().toString(36)})`;
    await page.getByTestId("chat-launcher").click();
    await page.getByLabel("Votre message").fill(question);
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("chat-panel");
    await expect(panel.getByText(question)).toBeVisible();
    await expect(panel.getByTestId("chat-typing")).toHaveCount(0);
    // A later visit: the tab's own copy is gone, the history comes from the server.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto("/carriere");
    await page.getByTestId("chat-launcher").click();
    await expect(page.getByTestId("chat-panel").getByText(question)).toBeVisible();
  });

  test("signs out, and the area asks to sign in again", async ({ page }) => {
    await page.goto("/espace-client");
    await signInWithPassword(page);
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page.getByTestId("sign-in-form").getByRole("status")).toHaveText(
      "Vous êtes déconnecté(e). À bientôt !",
    );
    await page.goto("/espace-client");
    await expect(page.getByRole("heading", { level: 1, name: "Connexion à votre espace client" })).toBeVisible();
  });

  test("a signed-out visit to the area goes to sign-in, then back to the page asked for", async ({ page }) => {
    await page.goto("/espace-client?vue=contrats");
    await expect(page).toHaveURL(/\/espace-client\/connexion\?redirectTo=%2Fespace-client%3Fvue%3Dcontrats$/);
    await signInWithPassword(page);
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Camille" })).toBeVisible();
    await expect(page).toHaveURL(/\/espace-client\?vue=contrats$/);
  });

  test("a return address on another site is ignored: the area's home instead", async ({ page }) => {
    await page.goto("/espace-client/connexion?redirectTo=%2F%2Fevil.example%2F");
    await signInWithPassword(page);
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Camille" })).toBeVisible();
    await expect(page).toHaveURL(/\/espace-client$/);
  });

  test("forgotten password: the same answer for every address", async ({ page, expectNoA11yViolations }) => {
    await page.goto("/espace-client");
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mot de passe oublié" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel("Adresse e-mail").fill(`nobody.${crypto.randomUUID().slice(0, 8)}@example.fr`);
    await page.getByRole("button", { name: "Recevoir le lien" }).click();
    await expect(page.locator("main").getByRole("status")).toContainText(
      "Si un espace client existe pour cette adresse",
    );
  });
});

test.describe("customer area sign-in with a one-time code", () => {
  // On the open server: the other tests that sign the demo customer in use the gated one, so a
  // code sent here is never replaced by another test's.
  test("sends a code by email and signs in with it", async ({ page, decideCookies, expectNoA11yViolations }) => {
    const base = OPEN_URL;
    await decideCookies("declined", base);
    await page.goto(`${base}/espace-client`);
    await page.getByRole("link", { name: "Recevoir un code par e-mail" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Connexion par code" })).toBeVisible();
    await page.getByLabel("Adresse e-mail").fill(DEMO.email);
    await page.getByRole("button", { name: "Recevoir mon code" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Saisissez votre code" })).toBeVisible();
    await expect(page.getByText(`Si un espace client existe pour ${DEMO.email}`)).toBeVisible();
    await expectNoA11yViolations(page);

    let code: string | undefined;
    await expect
      .poll(async () => {
        const response = await page.request.get(`${base}/__test/mailbox?email=${encodeURIComponent(DEMO.email)}`, {
          headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
        });
        const { emails } = (await response.json()) as { emails: Array<{ subject: string; text: string }> };
        const last = emails.filter((email) => email.subject.startsWith("Votre code de connexion")).at(-1);
        code = last?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      })
      .toMatch(/^\d{6}$/);

    const input = page.getByRole("textbox", { name: "Code à 6 chiffres reçu par e-mail" });
    await input.pressSequentially(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Me connecter" }).click();
    await expect(input).toHaveAccessibleDescription(/Code incorrect ou expiré/);

    await input.fill("");
    await input.pressSequentially(code as string);
    await page.getByRole("button", { name: "Me connecter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Camille" })).toBeVisible();
    await expect(page.getByTestId("member-since")).toHaveText("Membre depuis janvier 2023");
  });
});

test.describe("customer area without JavaScript", () => {
  test("signs in and out with plain form posts", async ({ browser, clientIp }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientIp },
    });
    await context.request.post(`${GATED_URL}/login`, { form: { code: ACCESS_CODE }, maxRedirects: 0 });
    await context.addCookies([{ name: "cookieConsent", value: "declined", url: GATED_URL }]);
    const page = await context.newPage();
    await page.goto(`${GATED_URL}/espace-client`);

    await signInWithPassword(page, "pas-le-bon-mot-de-passe");
    await expect(page.getByRole("alert")).toHaveText(WRONG);

    await signInWithPassword(page);
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Camille" })).toBeVisible();
    await expect(page.getByTestId("member-since")).toHaveText("Membre depuis janvier 2023");

    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page.getByTestId("sign-in-form").getByRole("status")).toHaveText(
      "Vous êtes déconnecté(e). À bientôt !",
    );
    await context.close();
  });

  test("comes back to the page asked for after a refused try, with plain form posts", async ({ browser, clientIp }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientIp },
    });
    await context.addCookies([{ name: "cookieConsent", value: "declined", url: OPEN_URL }]);
    const page = await context.newPage();
    await page.goto(`${OPEN_URL}/espace-client?vue=contrats`);
    await expect(page).toHaveURL(/\/espace-client\/connexion\?redirectTo=/);
    await signInWithPassword(page, "pas-le-bon-mot-de-passe");
    await expect(page.getByRole("alert")).toHaveText(WRONG);
    await signInWithPassword(page);
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Camille" })).toBeVisible();
    await expect(page).toHaveURL(/\/espace-client\?vue=contrats$/);
    await context.close();
  });
});
