import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test } from "./fixtures";
import { signInAsStaff } from "./staff-session";

test.describe.configure({ timeout: 90_000 });

test("an admin records an access request in the GDPR register, exports the person's data in the background and downloads the ZIP", async ({
  page,
  expectNoA11yViolations,
}) => {
  // A customer of the test's own, with a copy of the demo area (contracts, notifications).
  const created = await page.request.post(`${GATED_URL}/__test/customer`, {
    headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
  });
  expect(created.ok()).toBe(true);
  const customer = (await created.json()) as { email: string };
  await signInAsStaff(page, "admin");

  await page.getByRole("link", { name: "Registre RGPD" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registre RGPD" })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByText("Enregistrer une demande reçue").click();
  await page.locator("#kind").selectOption("access");
  await page.locator("#subjectName").fill("Camille Laurent");
  await page.locator("#subjectEmail").fill(customer.email);
  await page.getByRole("button", { name: "Enregistrer la demande" }).click();

  // The entry: the one-month clock runs, the export is built in the background with its progress.
  await expect(page.getByRole("heading", { level: 1, name: /^Demande RGPD-/ })).toBeVisible();
  await expect(page.getByTestId("privacy-status")).toHaveText("Reçue");
  await expect(page.getByText(/jours restants/)).toBeVisible();
  await page.getByRole("button", { name: "Préparer l'export" }).click();
  await expect(page.getByTestId("privacy-result")).toHaveText(/L'export a été lancé/);
  const line = page.getByTestId("privacy-export");
  await expect(line).toContainText("Prêt", { timeout: 30_000 });
  await expectNoA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    line.getByRole("link", { name: "Télécharger le ZIP" }).click(),
  ]);
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(["account.json", "contracts.json", "leads.json"]));
  const [account] = JSON.parse(new TextDecoder().decode(zip["account.json"])) as Array<{ email: string }>;
  expect(account?.email).toBe(customer.email);
  expect((JSON.parse(new TextDecoder().decode(zip["contracts.json"])) as unknown[]).length).toBeGreaterThan(0);

  // The register lists it, found by the person's address in the filters the address carries.
  await page.getByRole("link", { name: "Retour au registre" }).click();
  await page.locator("#q").fill(customer.email);
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId("privacy-row")).toHaveCount(1);
  await expect(page.getByTestId("privacy-row")).toContainText("Accès");
});
