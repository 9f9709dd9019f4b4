import type { APIRequestContext } from "@playwright/test";
import { BACKOFFICE_PROBES, type BackOfficeProbe } from "./backoffice-urls";
import { expect, OPEN_URL, test } from "./fixtures";
import { signInAsStaff } from "./staff-session";

/** What only an admin's answer shows: the team, the journal, staff addresses. */
const ADMIN_DATA = /staff-row|journal-row|@staff\.example\.fr|admin@maison-courtage\.fr/;
/** What only staff's answers show: the above, and the leads (rows, cards, prospects' addresses). */
const DATA = new RegExp(`${ADMIN_DATA.source}|lead-row|board-card|@example\\.fr`);

/**
 * The authorization probe (issue 13): every back-office URL and action, as an anonymous visitor,
 * as a signed-in customer, and (admin-only ones) as an adviser. The answer must be the staff
 * sign-in screen (a redirect to it) or a 4xx, never the page's data. On the open server, so the
 * access gate's own redirect does not hide the back office's.
 */
async function probe(request: APIRequestContext, target: BackOfficeProbe) {
  const url = `${OPEN_URL}${target.path}`;
  const options = { maxRedirects: 0, headers: { Origin: OPEN_URL } };
  return target.method === "GET"
    ? request.get(url, options)
    : request.post(url, { ...options, form: target.form ?? {} });
}

function expectRefused(status: number, location: string | undefined, body: string, target: BackOfficeProbe) {
  const where = `${target.method} ${target.path}`;
  if (status >= 300 && status < 400) {
    expect(location, where).toMatch(/^\/backoffice\/connexion(\?|$)/);
  } else {
    // 405: an address with no form action (the dashboard, the CSV export) refuses any post.
    expect([401, 403, 404, 405], where).toContain(status);
  }
  expect(body, where).not.toMatch(DATA);
}

test.describe("back-office authorization probe", () => {
  test("an anonymous visitor gets the staff sign-in screen or a 4xx on every URL and action", async ({ request }) => {
    for (const target of BACKOFFICE_PROBES) {
      const response = await probe(request, target);
      expectRefused(response.status(), response.headers().location, await response.text(), target);
    }
  });

  test("a signed-in customer gets the staff sign-in screen or a 4xx, never data", async ({ page }) => {
    const signIn = await page.request.post(`${OPEN_URL}/espace-client/connexion`, {
      form: { email: "julien.moreau@maison-courtage.fr", password: "Demo-Courtage-2024" },
      headers: { Origin: OPEN_URL },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    expect((await page.context().cookies(OPEN_URL)).some((c) => c.name === "mc.session_token")).toBe(true);
    for (const target of BACKOFFICE_PROBES) {
      const response = await probe(page.request, target);
      expectRefused(response.status(), response.headers().location, await response.text(), target);
    }
  });

  test("an adviser gets 403 on every admin-only URL and action", async ({ page }) => {
    const adviser = await signInAsStaff(page, "adviser", { baseUrl: OPEN_URL });
    for (const target of BACKOFFICE_PROBES.filter((t) => t.admin)) {
      const response = await probe(page.request, target);
      expect(response.status(), `${target.method} ${target.path}`).toBe(403);
      // Nobody's data but, at most, the adviser's own (the frame names who is signed in).
      const body = (await response.text()).replaceAll(adviser.email, "");
      expect(body, `${target.method} ${target.path}`).not.toMatch(ADMIN_DATA);
    }
  });
});
