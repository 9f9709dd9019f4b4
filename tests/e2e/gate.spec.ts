import { ACCESS_CODE, expect, test } from "./fixtures";

test.describe("access gate", () => {
  test("keeps the button disabled until four characters, clears and toasts on a wrong code", async ({ page }) => {
    await page.goto("/login");
    const button = page.getByRole("button", { name: "Accéder au site" });
    const input = page.getByRole("textbox", { name: "Code d'accès à quatre caractères" });
    await expect(button).toBeDisabled();
    // No cookie banner on the gate, once hydrated either (its HTML is checked in tests/http/site.test.ts).
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    await input.pressSequentially("123");
    await expect(button).toBeDisabled();
    await input.pressSequentially("9");
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByText("Code incorrect. Veuillez réessayer.")).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(button).toBeDisabled();
  });

  test("admits the right code with a welcome toast, then remembers it", async ({ page }) => {
    await page.goto("/seconnecter");
    await page.getByRole("textbox", { name: "Code d'accès à quatre caractères" }).pressSequentially(ACCESS_CODE);
    await page.getByRole("button", { name: "Accéder au site" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Code correct ! Bienvenue.")).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === "site_access");
    expect(cookie?.httpOnly).toBe(true);
    // Admitted visitors on a login path go home.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/seconnecter");
    await expect(page).toHaveURL(/\/$/);
  });

  test("works without JavaScript too", async ({ browser, clientIp }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientIp },
    });
    const page = await context.newPage();
    await page.goto("/login");
    const input = page.getByRole("textbox", { name: "Code d'accès à quatre caractères" });
    await input.fill("0000");
    await page.getByRole("button", { name: "Accéder au site" }).click();
    await expect(page.getByRole("alert")).toHaveText("Code incorrect. Veuillez réessayer.");
    await input.fill(ACCESS_CODE);
    await page.getByRole("button", { name: "Accéder au site" }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test("answers the 11th try with a rate-limit message, even with the right code", async ({ page }) => {
    for (let i = 0; i < 10; i++) {
      const response = await page.request.post("/login", { form: { code: "0000" }, maxRedirects: 0 });
      expect(response.status()).toBe(401);
    }
    const limited = await page.request.post("/login", { form: { code: ACCESS_CODE }, maxRedirects: 0 });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(800);

    await page.goto("/login");
    await page.getByRole("textbox", { name: "Code d'accès à quatre caractères" }).pressSequentially(ACCESS_CODE);
    await page.getByRole("button", { name: "Accéder au site" }).click();
    await expect(page.getByText(/Trop de tentatives\. Veuillez réessayer dans 1[45] minutes\./)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("rotates the ten messages every 10 seconds", async ({ page }) => {
    await page.clock.install();
    await page.goto("/login");
    // The button turns disabled once React has hydrated, and with it the rotation timer runs.
    await expect(page.getByRole("button", { name: "Accéder au site" })).toBeDisabled();
    const teaser = page.getByTestId("gate-teaser");
    const first = await teaser.textContent();
    await page.clock.fastForward(10_000);
    await expect(teaser).not.toHaveText(first ?? "");
    const seen = new Set([first]);
    for (let i = 0; i < 9; i++) {
      seen.add(await teaser.textContent());
      await page.clock.fastForward(10_000);
    }
    expect(seen.size).toBe(10);
    await expect(teaser).toHaveText(first ?? "");
  });
});
