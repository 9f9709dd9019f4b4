import { expect, GATED_URL, test } from "./fixtures";

/**
 * What only a real browser shows of the same-origin guard: the Origin it puts on a form posted from
 * another site. The rest of the live surface is probed over HTTP (tests/http/hardening.test.ts).
 */
test.describe("cross-site requests", () => {
  test("a real browser's form posted from another site is refused", async ({ context }) => {
    // A page of its own: the fixture's waits for the site's hydration, which this page has none of.
    const page = await context.newPage();
    // The attacker's page, served to the browser as http://evil.example (no CSP of ours there;
    // from an https page to our http test server, Chrome would send "Origin: null", refused too).
    const attacker = "http://evil.example";
    const target = `${GATED_URL}/language`;
    await page.route(`${attacker}/`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form method="post" action="${target}"><input name="lang" value="ru"><input name="redirectTo" value="/"></form>`,
      }),
    );
    await page.goto(`${attacker}/`);
    const answer = page.waitForResponse((response) => response.url() === target);
    await page.locator("form").evaluate((form: HTMLFormElement) => form.submit());
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(await response.request().headerValue("Origin")).toBe(attacker);
    await expect(page.getByRole("heading", { name: "Votre envoi n'a pas été accepté" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Recharger la page" })).toHaveAttribute("href", `${GATED_URL}/`);
  });

  test("a form the page's scripts send from another address says what to do, in the visitor's language", async ({
    page,
    admit,
  }) => {
    await admit();
    // What a page opened under another name sends: its own Origin (the app's scripts post to `.data`;
    // the header's language choice is such a post — the consent banner now keeps its choice in the
    // browser and sends the proof as a beacon, issue 46).
    // (Sent from the test's side: Chromium keeps its own Origin on a request it continues.)
    await page.route("**/language.data", async (route) => {
      const headers = { ...route.request().headers(), origin: "http://localhost:1" };
      await route.fulfill({ response: await route.fetch({ headers }) });
    });
    // A page React Router hydrates whole: on a page hydrated as islands (the quote pages, ADR
    // 0047) the header's choice is posted as a form instead, as without JavaScript.
    await page.goto("/mentions-legales");
    await page.getByRole("button", { name: /Langue : Français/ }).click();
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Votre envoi n'a pas été accepté" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Recharger la page" })).toHaveAttribute(
      "href",
      `${GATED_URL}/mentions-legales`,
    );
    expect((await page.context().cookies()).some((c) => c.name === "lang")).toBe(false);
  });
});
