import { expect, type Page } from "@playwright/test";
import { GATED_URL } from "./fixtures";

/** A standard-vehicle quote sent through the public site's form endpoint, as the no-JS form posts it. */
export async function submitQuote(page: Page, email: string, lastName: string, phone = "06 12 34 56 78") {
  await page.goto("/vehicules-standard");
  const form = page.getByTestId("quote-card").locator("form");
  const hidden = await form
    .locator("input[type=hidden]")
    .evaluateAll((inputs) => (inputs as HTMLInputElement[]).map((i) => [i.name, i.value] as [string, string]));
  const body = new URLSearchParams(hidden);
  for (const [k, v] of [
    ["typeVehicule", "suv"],
    ["garanties", "responsabilite"],
    ["garanties", "vol"],
    ["nom", lastName],
    ["prenom", "Élodie"],
    ["email", email],
    ["telephone", phone],
    ["consentPrivacy", "on"],
    ["consentCallback", "on"],
  ])
    body.append(k as string, v as string);
  body.set("_step", "3");
  const response = await page.request.post("/vehicules-standard", {
    form: Object.fromEntries(body) as Record<string, string>,
    headers: { Origin: GATED_URL },
  });
  expect(response.status()).toBeLessThan(400);
}
