import { expect, test } from "./fixtures";

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

  // One visit of the demo's notice (the gated server carries the demo brand): its sections and
  // their table of contents, which a person follows. The unset fields' badges and the date in
  // another language are read over HTTP (tests/http/site.test.ts, "the legal notice").
  test("shows the nine sections, each reachable from the table of contents, with the demo's complete identity", async ({
    page,
  }) => {
    await page.goto("/mentions-legales");
    await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
    const notice = page.getByTestId("legal-notice");
    await expect(notice.getByRole("heading", { level: 2 })).toHaveText(SECTIONS);
    await expect(page.getByTestId("legal-updated")).toHaveText("Dernière mise à jour : 21 novembre 2026");
    await expect(page.getByTestId("legal-updated").locator("time")).toHaveAttribute("datetime", "2026-11-21");
    // The demo brand: a complete, fictitious identity, nothing left 'à compléter'.
    await expect(notice).toContainText("00000000");
    await expect(notice).toContainText("société fictive de démonstration");
    await expect(page.getByTestId("to-complete")).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Immatriculé à l'ORIAS sous le n° 00000000");
    await expect(footer).toContainText("depuis 2019");
    await expect(page.locator("#editeur")).toContainText("4 place de Budapest, CS 92459, 75436 Paris Cedex 09");
    await expect(page.locator("#editeur")).toContainText("La Médiation de l'Assurance, TSA 50110");

    const toc = page.getByRole("navigation", { name: "Sommaire" });
    await expect(toc.getByRole("link")).toHaveCount(9);
    await toc.getByRole("link", { name: /Données personnelles/ }).click();
    await expect(page).toHaveURL(/#donnees-personnelles$/);
    const section = page.locator("#donnees-personnelles");
    await expect(section).toBeInViewport();
    // The personal-data section: the GDPR rights, the contact and the CNIL.
    for (const right of ["droit d'accès", "droit de rectification", "droit à l'effacement", "droit d'opposition"]) {
      await expect(section.getByText(right, { exact: true })).toBeVisible();
    }
    await expect(section).toContainText("CNIL");
    await expect(section).toContainText("3 ans");
  });
});
