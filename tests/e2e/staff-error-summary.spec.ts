import type { Locator, Page } from "@playwright/test";
import { expect, GATED_URL, test } from "./fixtures";
import { admitStaffBrowser, signInAsStaff } from "./staff-session";

// The back office's forms, refused once: focus lands on the error summary, whose links lead to the
// fields (issue 30). The public and customer forms are in error-summary.spec.ts.

async function expectSummaryInFocus(scope: Page | Locator, links: number) {
  const summary = scope.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading", { name: "Il y a un problème" })).toBeVisible();
  await expect(summary.getByRole("link")).toHaveCount(links);
  return summary;
}

/** Follows the summary's first link: the field it names takes the focus. */
async function followFirstLink(page: Page, summary: Locator) {
  const link = summary.getByRole("link").first();
  const id = decodeURIComponent((await link.getAttribute("href"))?.slice(1) ?? "");
  await link.click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
}

test("staff sign-in: an empty submit puts the summary in focus, with a link to each field", async ({ page }) => {
  await admitStaffBrowser(page);
  await page.goto(`${GATED_URL}/backoffice/connexion`);
  const form = page.getByTestId("staff-sign-in-form");
  await form.getByRole("button", { name: "Continuer" }).click();
  await followFirstLink(page, await expectSummaryInFocus(form, 2));
});

test("team invitation and a lead's note: each refused submit is summed up in focus", async ({ page }) => {
  await signInAsStaff(page, "admin");

  await page.goto(`${GATED_URL}/backoffice/equipe`);
  const invite = page.locator("form").filter({ has: page.getByRole("button", { name: "Envoyer l'invitation" }) });
  await invite.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await followFirstLink(page, await expectSummaryInFocus(invite, 2));

  await page.goto(`${GATED_URL}/backoffice/leads`);
  await page.getByTestId("lead-row").first().getByRole("link").first().click();
  await page.getByRole("button", { name: "Enregistrer la note" }).click();
  const summary = await expectSummaryInFocus(page, 1);
  await expect(summary).toContainText("Écrivez la note avant de l'enregistrer.");
  await followFirstLink(page, summary);
});
