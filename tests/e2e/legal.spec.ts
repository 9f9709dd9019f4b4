import { expect, OPEN_URL, test } from "./fixtures";

const SECTIONS = [
  "Éditeur du site",
  "Hébergement",
  "Propriété intellectuelle",
  "Données personnelles",
  "Cookies",
  "Limitation de responsabilité",
  "Liens hypertextes",
  "Droit applicable et juridiction",
  "Contact",
];

test.describe("legal notice", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("shows the nine sections, each reachable from the table of contents", async ({ page }) => {
    await page.goto("/mentions-legales");
    await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
    const notice = page.getByTestId("legal-notice");
    await expect(notice.getByRole("heading", { level: 2 })).toHaveText(SECTIONS);
    const toc = page.getByRole("navigation", { name: "Sommaire" });
    await expect(toc.getByRole("link")).toHaveCount(9);
    await toc.getByRole("link", { name: /Données personnelles/ }).click();
    await expect(page).toHaveURL(/#donnees-personnelles$/);
    await expect(page.locator("#donnees-personnelles")).toBeInViewport();
  });

  test("marks unset configuration fields 'à compléter' and shows the configured ones", async ({
    page,
    decideCookies,
  }) => {
    // The public e2e server is an installation that has set none of the broker's legal fields.
    await decideCookies("declined", OPEN_URL);
    await page.goto(`${OPEN_URL}/mentions-legales`);
    const badges = page.getByTestId("to-complete");
    expect(await badges.count()).toBeGreaterThanOrEqual(5);
    await expect(badges.first()).toHaveText("à compléter");
    await expect(
      page.getByTestId("legal-notice").getByRole("link", { name: "contact@maison-courtage.fr" }).first(),
    ).toBeVisible();
  });

  test("the demo brand has a complete, fictitious identity: nothing left 'à compléter'", async ({ page }) => {
    await page.goto("/mentions-legales");
    await expect(page.getByTestId("legal-notice")).toContainText("00000000");
    await expect(page.getByTestId("legal-notice")).toContainText("société fictive de démonstration");
    await expect(page.getByTestId("to-complete")).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Immatriculé à l'ORIAS sous le n° 00000000");
    await expect(footer).toContainText("depuis 2019");
  });

  test("the personal-data section lists the GDPR rights, the contact and the CNIL", async ({ page }) => {
    await page.goto("/mentions-legales#donnees-personnelles");
    const section = page.locator("#donnees-personnelles");
    await expect(section).toBeInViewport();
    for (const right of ["droit d'accès", "droit de rectification", "droit à l'effacement", "droit d'opposition"]) {
      await expect(section.getByText(right, { exact: true })).toBeVisible();
    }
    await expect(section).toContainText("CNIL");
    await expect(section).toContainText("3 ans");
    await expect(page.locator("#editeur")).toContainText("4 place de Budapest, CS 92459, 75436 Paris Cedex 09");
    await expect(page.locator("#editeur")).toContainText("La Médiation de l'Assurance, TSA 50110");
  });

  test("shows its real last-update date, in the reader's language", async ({ page, context }) => {
    await page.goto("/mentions-legales");
    const updated = page.getByTestId("legal-updated");
    await expect(updated).toHaveText("Dernière mise à jour : 21 novembre 2026");
    await expect(updated.locator("time")).toHaveAttribute("datetime", "2026-11-21");
    await context.addCookies([{ name: "lang", value: "en", url: page.url() }]);
    await page.reload();
    await expect(page.getByTestId("legal-updated")).toHaveText("Last updated: November 21, 2026");
  });
});
