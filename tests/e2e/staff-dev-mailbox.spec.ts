import { expect, test, uniqueEmail } from "./fixtures";
import { submitQuote } from "./quote-lead";
import { signInAsStaff } from "./staff-session";

test.describe.configure({ timeout: 90_000 });

test("an admin reads a prospect's confirmation in the dev mailbox: HTML in a sandboxed frame, and the text part", async ({
  page,
  admit,
  decideCookies,
  expectNoA11yViolations,
}) => {
  await admit();
  await decideCookies();
  const email = uniqueEmail("devmail");
  const lastName = `Boite${crypto.randomUUID().slice(0, 5)}`;
  await submitQuote(page, email, lastName);
  await signInAsStaff(page, "admin");

  await page.getByRole("link", { name: "Boîte de dev" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Boîte de dev" })).toBeVisible();
  await page.getByLabel("Destinataire").fill(email);
  // The outbox delivers right after the commit; the list is read again until the e-mail is there.
  await expect(async () => {
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page.getByTestId("dev-mail-row")).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectNoA11yViolations(page);

  await page.getByTestId("dev-mail-row").getByRole("link").click();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const frame = page.getByTestId("dev-mail-frame");
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(page.frameLocator("[data-testid=dev-mail-frame]").locator("body")).toContainText("Élodie");
  await expect(page.getByTestId("dev-mail-text")).toContainText("Élodie");
  await expect(page.getByText("Aucune pièce jointe.")).toBeVisible();
  // The frame holds the e-mail as written, not a page of ours; axe cannot enter a frame without scripts.
  await expectNoA11yViolations(page, { exclude: ["[data-testid=dev-mail-frame]"] });
});
