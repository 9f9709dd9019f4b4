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
  });
});
