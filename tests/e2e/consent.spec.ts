import { ACCESS_CODE, expect, test } from "./fixtures";

const banner = (page: import("@playwright/test").Page) => page.getByTestId("consent-banner");
const consentCookie = async (page: import("@playwright/test").Page) =>
  (await page.context().cookies()).find((c) => c.name === "cookieConsent");

test.describe("cookie banner", () => {
  test.beforeEach(async ({ admit }) => admit());

  test("accepting hides it, stores `accepted` for 6 months, and it stays hidden after reload", async ({ page }) => {
    await page.goto("/sante-famille");
    await expect(banner(page).getByRole("heading", { name: "Votre Expérience Premium" })).toBeVisible();
    await banner(page).getByRole("button", { name: "Accepter" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/sante-famille$/);
    await expect.poll(async () => (await consentCookie(page))?.value).toBe("accepted");
    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe("accepted");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(185);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("on a phone it is a compact bottom sheet: the spec's title and buttons, the rest behind a disclosure", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/vehicules-standard");
    const sheet = banner(page);
    await expect(sheet.getByRole("heading", { name: "Votre Expérience Premium" })).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(844 * 0.4);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
    // The quote card, the reason the visitor came, starts above the sheet.
    const card = await page.getByTestId("quote-card").boundingBox();
    expect(card?.y ?? 844).toBeLessThan(box?.y ?? 0);
    // Refuser is as easy as Accepter: side by side, the same size, both fully in view.
    const refuse = sheet.getByRole("button", { name: "Refuser", exact: true });
    const accept = sheet.getByRole("button", { name: "Accepter" });
    await expect(refuse).toBeInViewport({ ratio: 1 });
    await expect(accept).toBeInViewport({ ratio: 1 });
    const [r, a] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(r?.width).toBeCloseTo(a?.width ?? 0, 0);
    expect(r?.height).toBeCloseTo(a?.height ?? 0, 0);
    expect(r?.y).toBeCloseTo(a?.y ?? 0, 0);
    // The first sentence shows; the rest opens from "En savoir plus", within the same 40 %.
    await expect(sheet).toContainText("Nous utilisons des cookies techniques indispensables");
    const rest = sheet.getByText("Aucun cookie publicitaire n'est déposé sans votre accord.", { exact: false });
    await expect(rest).toBeHidden();
    await sheet.getByText("En savoir plus").click();
    await expect(rest).toBeVisible();
    expect((await sheet.boundingBox())?.height).toBeLessThanOrEqual(844 * 0.4);
    // Opened, the details scroll inside the sheet and the choice stays in view.
    await expect(refuse).toBeInViewport({ ratio: 1 });
    await expect(accept).toBeInViewport({ ratio: 1 });
  });

  test("the choice holds at once: a link followed before the proof is answered keeps the banner away (issue 46)", async ({
    page,
  }) => {
    // The proof is held on its way: before, the banner hid at once and the cookie came with the answer.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const proofs: string[] = [];
    await page.route("**/consent", async (route) => {
      proofs.push(route.request().postData() ?? "");
      await held;
      await route.continue();
    });
    await page.goto("/sante-famille");
    await banner(page).getByRole("button", { name: "Accepter" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toBe("accepted");
    await page.goto("/carriere");
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    // The proof was sent once, as a beacon, and goes through when let.
    expect(proofs).toHaveLength(1);
    expect(proofs[0]).toContain("choice=accepted");
    expect(proofs[0]).toContain("beacon=1");
    release();
  });

  test("refusing stores `declined`", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Refuser", exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await consentCookie(page))?.value).toBe("declined");
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
  });

  test("the close icon counts as a refusal", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Fermer et refuser les cookies non essentiels" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await consentCookie(page))?.value).toBe("declined");
  });

  test("the footer link reopens it, and a new choice replaces the old one", async ({ page }) => {
    await page.goto("/carriere");
    await banner(page).getByRole("button", { name: "Refuser", exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Gestion des cookies" }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("heading", { name: "Votre Expérience Premium" })).toBeFocused();
    await banner(page).getByRole("button", { name: "Accepter" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await consentCookie(page))?.value).toBe("accepted");
    await expect(page).toHaveURL(/\/carriere$/);
  });

  test("Ctrl+W reopens it and Ctrl+F goes to the maintenance page", async ({ page, decideCookies }) => {
    await decideCookies("declined");
    await page.goto("/actualites");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.keyboard.press("Control+w");
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press("Control+f");
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole("heading", { name: "Maintenance en cours" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à l'accueil", exact: true })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", /^mailto:/);
  });

  test("works without JavaScript", async ({ browser, clientIp }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientIp },
    });
    const page = await context.newPage();
    await page.request.post("/login", { form: { code: ACCESS_CODE }, maxRedirects: 0 });
    await page.goto("/sante-senior");
    await banner(page).getByRole("button", { name: "Refuser", exact: true }).click();
    await expect(page).toHaveURL(/\/sante-senior$/);
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Gestion des cookies" }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Accepter" }).click();
    await expect(page).toHaveURL(/\/sante-senior$/);
    expect((await context.cookies()).find((c) => c.name === "cookieConsent")?.value).toBe("accepted");
    await context.close();
  });
});
