import { expect, OPEN_URL, test } from "./fixtures";
import { signInAsStaff } from "./staff-session";

// On the public server, and only the ORIAS number: other specs read the legal notice and the
// brand at the same time, and the notice keeps at least five "à compléter" with this one set.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test("an admin sets the ORIAS number, the legal notice shows it, and emptying it brings back 'à compléter'", async ({
  page,
  expectNoA11yViolations,
}) => {
  const orias = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  await signInAsStaff(page, "admin", { baseUrl: OPEN_URL });
  await page.getByRole("link", { name: "Paramètres" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
  await expectNoA11yViolations(page);
  // The opening days in effect (the environment's, Monday to Saturday) show ticked (issue 46).
  for (const day of ["lundi", "samedi"]) await expect(page.getByRole("checkbox", { name: day })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "dimanche" })).not.toBeChecked();

  // A bad value is refused with its message, nothing saved.
  const field = page.getByLabel("Numéro ORIAS");
  await field.fill("1234");
  await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
  await expect(page.getByText("Le numéro ORIAS compte 8 chiffres.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(`${orias.slice(0, 2)} ${orias.slice(2, 5)} ${orias.slice(5)}`);
  await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
  await expect(page.getByTestId("settings-saved")).toBeVisible();
  await expect(page.getByLabel("Numéro ORIAS")).toHaveValue(orias);

  const notice = await page.context().newPage();
  await notice.goto(`${OPEN_URL}/mentions-legales`);
  const publisher = notice.locator("#editeur");
  await expect(publisher).toContainText(orias);

  // Emptied, the field returns to the environment's value: none, so "à compléter".
  // The first save's notice is still on screen: wait for this save's answer itself.
  await page.getByLabel("Numéro ORIAS").fill("");
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && response.ok()),
    page.getByRole("button", { name: "Enregistrer les paramètres" }).click(),
  ]);
  await expect(page.getByTestId("settings-saved")).toBeVisible();
  await expect(page.getByLabel("Numéro ORIAS")).toHaveValue("");
  await notice.reload();
  await expect(publisher).not.toContainText(orias);
  const oriasRow = publisher.locator("dl > div").filter({ hasText: "ORIAS" });
  await expect(oriasRow.getByTestId("to-complete")).toHaveText("à compléter");
});

test("a webhook secret generated in the settings is shown once, then only said to be stored", async ({ page }) => {
  // The customer requests' receiver of the public server, without an address: nothing is sent.
  await signInAsStaff(page, "admin", { baseUrl: OPEN_URL });
  await page.goto(`${OPEN_URL}/backoffice/parametres`);
  const card = page.getByTestId("webhook-requests");
  await card.getByRole("button", { name: /Générer un (nouveau )?secret/ }).click();
  const shown = page.getByTestId("webhook-requests-secret");
  await expect(shown).toContainText("Nouveau secret, affiché une seule fois");
  await expect(shown.locator("code")).toHaveText(/^whsec_[A-Za-z0-9+/]{40,}=*$/);
  const secret = await shown.locator("code").textContent();

  await page.reload();
  await expect(page.getByTestId("webhook-requests-secret")).toHaveCount(0);
  await expect(page.getByTestId("webhook-requests")).toContainText("Secret : enregistré, chiffré.");
  await expect(page.locator("body")).not.toContainText(secret as string);
});
