import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test } from "./fixtures";

test.describe("Mes données", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("the customer downloads their data once it is ready, then asks for their account's deletion", async ({
    page,
    request,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(90_000);
    const created = await request.post(`${GATED_URL}/__test/customer`, {
      headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
    });
    expect(created.ok()).toBe(true);
    const customer = (await created.json()) as { email: string; password: string };
    const signedIn = await page.request.post(`${GATED_URL}/espace-client/connexion`, {
      form: { email: customer.email, password: customer.password },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);

    await page.goto("/espace-client");
    await page.getByRole("link", { name: "Mes données" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes données" })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Télécharger mes données" }).click();
    await expect(page.getByRole("status")).toContainText("Votre fichier se prépare");
    const line = page.getByTestId("my-export");
    await expect(line).toContainText("Prêt", { timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      line.getByRole("link", { name: "Télécharger le ZIP" }).click(),
    ]);
    const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
    const [account] = JSON.parse(new TextDecoder().decode(zip["account.json"])) as Array<{ email: string }>;
    expect(account?.email).toBe(customer.email);

    // Without the box ticked: said next to it; ticked: a request in the register, nothing deleted yet.
    await page.getByRole("button", { name: "Supprimer mon compte" }).click();
    await expect(page.getByText("Cochez la case pour confirmer votre demande.")).toBeVisible();
    await page.getByRole("checkbox", { name: /Je demande la suppression/ }).check();
    await page.getByRole("button", { name: "Supprimer mon compte" }).click();
    await expect(page.getByRole("status")).toContainText("Votre demande de suppression est enregistrée");
    await expect(page.getByTestId("erasure-request")).toContainText(/Votre demande RGPD-/);
    await expectNoA11yViolations(page);
  });
});
