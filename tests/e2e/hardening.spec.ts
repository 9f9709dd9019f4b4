import { openRawConnection, rawGet, rawPost } from "../support/raw-http";
import { expect, GATED_URL, OPEN_URL, test } from "./fixtures";

/**
 * The live surface as an attacker or a careless client meets it (issue 9), against the
 * production build: one request at a time, so once per run is enough.
 */
test.skip(({ isMobile }) => isMobile, "HTTP behaviour, the same at every width");

const EVIL = "https://evil.example";
const portOf = (url: string) => Number(new URL(url).port);

test.describe("cross-site requests", () => {
  const STATE_CHANGING: Array<[string, Record<string, string> | string, string?]> = [
    ["/api/chat-assistant", JSON.stringify({ message: "bonjour" }), "text/plain"],
    ["/api/auth/sign-out", "{}", "application/json"],
    ["/espace-client/deconnexion", {}],
    ["/language", { lang: "en", redirectTo: "/" }],
    ["/consent", { choice: "accepted", redirectTo: "/" }],
    ["/assurance-emprunteur", { _step: "0" }],
    ["/carriere", { name: "x" }],
  ];

  test("are refused with 403 whatever the route kind, from another Origin or Sec-Fetch-Site", async ({ request }) => {
    for (const [path, body, type] of STATE_CHANGING) {
      const variants: Array<Record<string, string>> = [
        { Origin: EVIL },
        { "Sec-Fetch-Site": "cross-site" },
        { Origin: "null" },
      ];
      for (const headers of variants) {
        const options =
          typeof body === "string"
            ? { data: body, headers: { ...headers, "Content-Type": type as string } }
            : { form: body, headers };
        const response = await request.post(`${OPEN_URL}${path}`, { ...options, maxRedirects: 0 });
        expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toBe("Cross-site request refused.");
      }
    }
  });

  test("from the site's own pages still work, and a JSON API refuses other types with 415", async ({ request }) => {
    const language = await request.post(`${OPEN_URL}/language`, {
      form: { lang: "en", redirectTo: "/actualites" },
      headers: { Origin: OPEN_URL, "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(language.status()).toBe(302);
    expect(language.headers().location).toBe("/actualites");
    const textPlain = await request.post(`${OPEN_URL}/api/chat-assistant`, {
      data: JSON.stringify({ message: "bonjour" }),
      headers: { Origin: OPEN_URL, "Content-Type": "text/plain" },
    });
    expect(textPlain.status()).toBe(415);
  });

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

test.describe("redirects after /language and /consent", () => {
  test("stay on the site and never fail on what redirectTo holds", async ({ request }) => {
    for (const value of ["/%0d%0aX-Evil:%201", "/%00", "/%E9", "/%09/evil.example", "/%5Cevil.example"]) {
      for (const [path, field] of [
        ["/language", "lang=en"],
        ["/consent", "choice=declined"],
      ]) {
        const response = await request.post(`${OPEN_URL}${path}`, {
          data: `${field}&redirectTo=${value}`,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          maxRedirects: 0,
        });
        expect(response.status(), `${path} ${value}`).toBe(302);
        const location = response.headers().location as string;
        expect(new URL(location, OPEN_URL).origin, `${path} ${value}`).toBe(OPEN_URL);
        expect(response.headers()["x-evil"]).toBeUndefined();
      }
    }
  });
});

test.describe("behind the access gate", () => {
  test("/healthz is the only open door: its .data request shows nothing of the site", async ({ request }) => {
    const health = await request.get(`${GATED_URL}/healthz`);
    expect(await health.json()).toMatchObject({ status: "ok" });
    for (const path of ["/healthz.data", "/robots.txt.data", "/sitemap.xml.data"]) {
      const response = await request.get(`${GATED_URL}${path}`, { maxRedirects: 0 });
      const body = await response.text();
      expect(body, path).not.toContain("contact@");
      expect(body, path).not.toContain("brandName");
      expect(body, path).not.toContain(GATED_URL);
    }
  });
});

test.describe("keep-alive connections", () => {
  // Each answer below is given without reading the ~300 KB body: the gate's redirect, the
  // same-origin refusal, a 405 on a loader-only route, sign-out.
  const CASES: Array<[string, string, string, Record<string, string>?]> = [
    ["gate redirect", GATED_URL, "/consent"],
    ["cross-site refusal", OPEN_URL, "/language", { Origin: EVIL }],
    ["405 on a resource route", OPEN_URL, "/healthz"],
    ["sign-out", OPEN_URL, "/espace-client/deconnexion"],
    ["413 over the limit", OPEN_URL, "/consent"],
  ];

  for (const [name, base, path, headers] of CASES) {
    test(`serve the next request at once after a refused 300 KB body (${name})`, async () => {
      const size = name.startsWith("413") ? 1_200_000 : 300 * 1024;
      const connection = await openRawConnection(portOf(base));
      try {
        connection.write(rawPost(path, size, headers));
        connection.write(rawGet("/healthz"));
        const started = Date.now();
        const answers = await connection.waitForResponses(2, 3_000);
        expect(Date.now() - started).toBeLessThan(3_000);
        expect(answers[1]).toContain("200");
      } finally {
        connection.close();
      }
    });
  }
});
