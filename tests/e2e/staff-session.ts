import { expect, type Page } from "@playwright/test";
import { GATED_URL } from "../../playwright.config";

/**
 * PROVISIONAL (helper "leads"): signs a demo member of staff in through better-auth's e-mail
 * endpoint (no TOTP on this branch). The "staff" helper owns the real implementation, with the
 * same signature, through the staff sign-in screens and TOTP.
 */
const STAFF = {
  admin: { email: "admin@maison-courtage.fr", password: "Admin-Courtage-2026", name: "Alice Martin" },
  adviser: { email: "conseil@maison-courtage.fr", password: "Conseil-Courtage-2026", name: "Hugo Bernard" },
} as const;

export async function signInAsStaff(page: Page, role: "admin" | "adviser") {
  const person = STAFF[role];
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: person.email, password: person.password },
    headers: { Origin: GATED_URL },
  });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return { id: String(body.user?.id ?? ""), email: person.email, name: person.name };
}
