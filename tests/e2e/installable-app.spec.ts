import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** What the worker kept for offline reading: the paths in its personal cache. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open("area-pages");
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

/** Fetched by the page, so through its service worker (page.request would go around it). */
const fetchThroughWorker = (page: Page, path: string) =>
  page.evaluate(async (href) => {
    const response = await fetch(href);
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      savedAt: response.headers.get("x-saved-at"),
      start: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)),
    };
  }, path);

test.describe("the customer area as an installable app", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("installs, reads the contracts and an opened Mémo offline, and forgets them on sign-out", async ({
    page,
    context,
    signedInCustomer,
  }) => {
    const customer = await signedInCustomer();
    await page.goto("/espace-client");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Installable: a valid manifest, and the worker controls the area's page.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe("/espace-client/app.webmanifest");
    const manifest = await (await page.request.get(manifestHref as string)).json();
    expect(manifest).toMatchObject({ start_url: "/espace-client", scope: "/espace-client", display: "standalone" });
    expect(manifest.name).toBeTruthy();
    expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === "512x512")).toBe(true);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Notifications (issue 45) are offered in "Mes informations", per kind; headless Chromium
    // grants no push permission, so the delivery is tested against our push service instead.
    await page.goto("/espace-client/informations");
    const card = page.getByTestId("push-card");
    await expect(card.getByRole("heading", { name: "Notifications sur cet appareil" })).toBeVisible();
    await expect(card.getByRole("checkbox", { name: "Les étapes de mes sinistres" })).toBeChecked();
    await expect(card.getByRole("checkbox", { name: "Les problèmes de paiement" })).toBeChecked();
    await expect(card.getByRole("status")).not.toHaveText("Vérification de cet appareil…");
    await expect(card.getByRole("button", { name: "Activer les notifications sur cet appareil" })).toBeVisible();
    await page.goto("/espace-client");

    // The contracts (home) is kept; the Mémo Véhicule Assuré is kept once opened.
    const vehicle = customer.references.find((reference) => reference.startsWith("VEH")) as string;
    const memo = (await page
      .locator(`a[href*="${vehicle}"][href$="attestation.pdf"]`)
      .first()
      .getAttribute("href")) as string;
    expect((await fetchThroughWorker(page, memo)).status).toBe(200);
    await expect.poll(() => keptPaths(page)).toEqual(expect.arrayContaining(["/espace-client", memo]));

    // Offline: the reload shows the saved contracts, marked with the date they were saved.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(vehicle).first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Hors ligne\s*:\s*page enregistrée le/ })).toBeVisible();
    const offlineMemo = await fetchThroughWorker(page, memo);
    expect(offlineMemo).toMatchObject({ status: 200, type: "application/pdf", start: "%PDF-" });
    expect(offlineMemo.savedAt).toBeTruthy();

    // A form sent offline says it needs the network instead of failing.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "demande une connexion" })).toBeVisible();

    // Back online, signing out empties the personal cache.
    await context.setOffline(false);
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/espace-client\/connexion/);
    await expect.poll(() => keptPaths(page)).toEqual([]);
  });
});
