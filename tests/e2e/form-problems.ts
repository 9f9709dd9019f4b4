import { expect, type Locator, type Page } from "@playwright/test";

/** A refused form's problem: a link in its error summary, and the message under the field itself. */
export async function expectProblem(scope: Page | Locator, message: string) {
  await expect(scope.locator("[data-error-summary]").getByRole("link", { name: message })).toBeVisible();
  await expect(scope.locator("[id$='-error']").filter({ hasText: message })).toBeVisible();
}

/** After a refused submit the error summary holds the focus. */
export async function expectSummaryFocused(scope: Page | Locator) {
  await expect(scope.locator("[data-error-summary]")).toBeFocused();
}
