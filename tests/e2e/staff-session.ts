import { expect, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import { ACCESS_CODE, GATED_URL, TEST_HOOKS_TOKEN } from "../../playwright.config";

export type StaffRoleName = "admin" | "adviser";

/** A member of staff made for one test by the server's test hook (app/routes/api/test-hooks.ts). */
export type TestStaff = {
  id: string;
  email: string;
  name: string;
  password: string;
  /** Base32, as an authenticator app reads it; absent for a member not enrolled yet. */
  totpSecret?: string;
  backupCodes?: string[];
};

/** The code an authenticator app shows now for this secret (otplib, independent of the server's code). */
export function totpCode(secret: string, at = Date.now()) {
  return generateSync({ secret, epoch: Math.floor(at / 1000) });
}

/** A fresh member of staff: enrolled with a known TOTP secret unless `enrolled` is false. */
export async function createTestStaff(
  page: Page,
  role: StaffRoleName,
  options: { enrolled?: boolean; baseUrl?: string } = {},
) {
  const baseUrl = options.baseUrl ?? GATED_URL;
  const response = await page.request.post(`${baseUrl}/__test/staff`, {
    headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}`, Origin: baseUrl },
    data: { role, enrolled: options.enrolled ?? true },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TestStaff;
}

/** Through the access gate (when it is on) and past the cookie banner, for the page's browser context. */
export async function admitStaffBrowser(page: Page, baseUrl = GATED_URL) {
  await page.request.post(`${baseUrl}/login`, { form: { code: ACCESS_CODE }, maxRedirects: 0 });
  await page.context().clearCookies({ name: "flash" });
  await page.context().addCookies([{ name: "cookieConsent", value: "declined", url: baseUrl }]);
}

/** Step 1 of the staff sign-in screen: e-mail and password. */
export async function submitStaffPassword(page: Page, email: string, password: string) {
  const form = page.getByTestId("staff-sign-in-form");
  await form.getByLabel("Adresse e-mail professionnelle").fill(email);
  await form.getByLabel("Mot de passe").fill(password);
  await form.getByRole("button", { name: "Continuer" }).click();
}

/** Step 2: a code on the code screen (or the backup-code screen). */
export async function submitStaffCode(page: Page, code: string) {
  const form = page.getByTestId("staff-code-form");
  await form.getByRole("textbox").fill(code);
  await form.getByRole("button", { name: "Vérifier et entrer" }).click();
}

/**
 * Signs a fresh member of staff in and leaves the page on the back office's home. The sign-in is
 * posted as the screens' forms post it (password, then a TOTP code computed here), without
 * loading the two screens: they have tests of their own (staff-access.spec.ts, which passes
 * `throughScreens` where a person's way through them is the point). Each call makes its own
 * account, so any number of tests can run in parallel. Works on the gated server (admits itself)
 * and the open one.
 */
export async function signInAsStaff(
  page: Page,
  role: StaffRoleName,
  options: { baseUrl?: string; throughScreens?: boolean } = {},
): Promise<{ id: string; email: string; name: string }> {
  const baseUrl = options.baseUrl ?? GATED_URL;
  const staff = await createTestStaff(page, role, { baseUrl });
  await admitStaffBrowser(page, baseUrl);
  if (options.throughScreens) {
    await page.goto(`${baseUrl}/backoffice/connexion`);
    await submitStaffPassword(page, staff.email, staff.password);
    await expect(page.getByRole("heading", { level: 1, name: "Code de vérification" })).toBeVisible();
    await submitStaffCode(page, totpCode(staff.totpSecret as string));
  } else {
    const post = (path: string, form: Record<string, string>) =>
      page.request.post(`${baseUrl}${path}`, { form, headers: { Origin: baseUrl }, maxRedirects: 0 });
    const password = await post("/backoffice/connexion", { email: staff.email, password: staff.password });
    expect(password.status(), await password.text()).toBe(302);
    const code = await post("/backoffice/connexion/code", { code: totpCode(staff.totpSecret as string) });
    expect(code.status(), await code.text()).toBe(302);
    await page.goto(`${baseUrl}/backoffice`);
  }
  await expect(page.getByTestId("staff-name")).toHaveText(staff.name);
  return { id: staff.id, email: staff.email, name: staff.name };
}
