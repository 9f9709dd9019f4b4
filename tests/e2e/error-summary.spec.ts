import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test } from "./fixtures";

// Every public and customer-area form, refused once: focus lands on the error summary at the top
// of the form, which names each problem as a link to its field (issue 30). One spec, one row per
// form; the back office's forms are in staff-error-summary.spec.ts.

const AUTH = { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` };
type Person = { email: string; password: string; contracts: string[] };

async function freshCustomer(request: APIRequestContext): Promise<Person> {
  const response = await request.post(`${GATED_URL}/__test/customers`, { headers: AUTH });
  expect(response.ok()).toBe(true);
  return response.json();
}

/**
 * Signs in with the sign-in form's post (its screens, and the way back to the page asked for, are
 * walked in customer-area.spec.ts), then opens the page.
 */
async function signIn(page: Page, person: Person, to: string) {
  const response = await page.request.post(`${GATED_URL}/espace-client/connexion`, {
    form: { email: person.email, password: person.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto(to);
  await expect(page).toHaveURL((url) => url.pathname === new URL(to, GATED_URL).pathname);
}

/** The summary has the focus, says there is a problem, and each link leads to a field of the page. */
async function expectSummaryInFocus(scope: Page | Locator, page: Page, links: number) {
  const summary = scope.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading", { name: "Il y a un problème" })).toBeVisible();
  const anchors = summary.getByRole("link");
  await expect(anchors).toHaveCount(links);
  for (const href of await anchors.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""))) {
    expect(href).toMatch(/^#./);
    await expect(page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`)).toHaveCount(1);
  }
  return { summary, anchors };
}

type Row = {
  name: string;
  /** Where the form is, signed in as a customer of the test's own when true. */
  path: (person: Person) => string;
  customer?: boolean;
  /** The form, once the page is there (some need a step first). */
  open?: (page: Page) => Promise<void>;
  submit: string;
  /** How many fields the empty form names. */
  links: number;
};

const ROWS: Row[] = [
  {
    name: "quote (first step)",
    path: () => "/vehicules-standard",
    submit: "Continuer",
    links: 1,
    open: async (page) => {
      await page.getByTestId("quote-card").getByRole("heading", { level: 2 }).click();
    },
  },
  { name: "spontaneous application", path: () => "/carriere#candidature", submit: "Envoyer ma candidature", links: 4 },
  { name: "customer sign-in", path: () => "/espace-client/connexion", submit: "Se connecter", links: 2 },
  { name: "code sign-in", path: () => "/espace-client/code", submit: "Recevoir mon code", links: 1 },
  {
    name: "cancellation (step 2)",
    path: (person) => `/espace-client/contrats/${person.contracts[0]}/resiliation?etape=formulaire`,
    customer: true,
    submit: "Vérifier ma demande",
    links: 1,
  },
  {
    name: "claim",
    path: (person) => `/espace-client/contrats/${person.contracts[0]}/sinistre`,
    customer: true,
    submit: "Déclarer le sinistre",
    links: 5,
  },
  {
    name: "document",
    path: () => "/espace-client/documents/envoyer",
    customer: true,
    submit: "Envoyer le document",
    links: 1,
  },
  {
    name: "appointment",
    path: () => "/espace-client/rendez-vous",
    customer: true,
    submit: "Demander ce rendez-vous",
    links: 1,
  },
  {
    name: "password change",
    path: () => "/espace-client/informations",
    customer: true,
    submit: "Changer le mot de passe",
    links: 2,
  },
];

test.describe("the error summary of every form", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  for (const row of ROWS) {
    test(`${row.name}: a refused submit puts the summary in focus, with links to the fields`, async ({ page }) => {
      if (row.customer) {
        const person = await freshCustomer(page.request);
        await signIn(page, person, row.path(person));
      } else await page.goto(row.path({ email: "", password: "", contracts: [] }));
      await row.open?.(page);
      const button = page.getByRole("button", { name: row.submit, exact: true });
      const form = page.locator("form").filter({ has: button });
      await button.click();
      const { anchors } = await expectSummaryInFocus(form, page, row.links);
      // A link takes the keyboard to its field.
      await anchors.first().click();
      const target = decodeURIComponent((await anchors.first().getAttribute("href"))?.slice(1) ?? "");
      await expect.poll(() => page.evaluate(focusedWithin, target)).toBe(true);
    });
  }

  test("claim: a field's message goes once the field is answered, and comes back with the next refusal", async ({
    page,
  }) => {
    const person = await freshCustomer(page.request);
    await signIn(page, person, `/espace-client/contrats/${person.contracts[0]}/sinistre`);
    const form = page.getByTestId("claim-form");
    await form.getByRole("button", { name: "Déclarer le sinistre" }).click();
    const date = form.getByLabel("Date de l'événement");
    await expect(date).toHaveAccessibleDescription("Indiquez la date de l'événement.");
    await date.fill("2026-01-15");
    await expect(date).toHaveAccessibleDescription("");
    await expect(date).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.locator("#claim-date-error")).toHaveCount(0);
    await date.fill("");
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Déclarer le sinistre" }).click();
    await expect(form.locator("[data-error-summary]")).toBeFocused();
    await expect(form.locator("#claim-place-error")).toBeVisible();
  });
});

test("claim: 'Tiers : Oui' asks who the third party is, and a refused answer links to those fields", async ({
  page,
  admit,
  decideCookies,
}) => {
  await admit();
  await decideCookies();
  const person = await freshCustomer(page.request);
  await signIn(page, person, `/espace-client/contrats/${person.contracts[0]}/sinistre`);
  const form = page.getByTestId("claim-form");
  const third = form.getByTestId("claim-third-party");
  await expect(third).toBeHidden();
  await form.getByRole("radio", { name: "Oui" }).first().check();
  await expect(third).toBeVisible();
  await expect(third.getByLabel("Le constat amiable (facultatif)")).toBeHidden();
  await third.getByRole("radio", { name: "Oui" }).check();
  await expect(third.getByLabel("Le constat amiable (facultatif)")).toBeVisible();
  await third.getByLabel("Immatriculation de son véhicule (facultatif)").fill("<b>");
  await form.getByRole("button", { name: "Déclarer le sinistre" }).click();
  const summary = form.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Indiquez le nom du tiers." })).toHaveAttribute(
    "href",
    "#claim-third-name",
  );
  await expect(summary.getByRole("link", { name: /immatriculation valide/ })).toHaveAttribute(
    "href",
    "#claim-third-plate",
  );
  await form.getByRole("radio", { name: "Non" }).first().check();
  await expect(third).toBeHidden();
});

test.describe("without JavaScript", () => {
  test("the page after a refused post opens on the summary, in focus, its links to the fields", async ({
    noScriptPage: page,
  }) => {
    const person = await freshCustomer(page.request);
    await page.goto(`${GATED_URL}/espace-client/connexion`);
    const signInForm = page.getByTestId("sign-in-form");
    await signInForm.getByRole("button", { name: "Se connecter" }).click();
    await expectSummaryInFocus(signInForm, page, 2);

    await signInForm.getByLabel("Adresse e-mail").fill(person.email);
    await signInForm.getByLabel("Mot de passe").fill(person.password);
    await signInForm.getByRole("button", { name: "Se connecter" }).click();
    await page.goto(`${GATED_URL}/espace-client/contrats/${person.contracts[0]}/sinistre`);
    const claim = page.getByTestId("claim-form");
    await claim.getByRole("button", { name: "Déclarer le sinistre" }).click();
    const { summary } = await expectSummaryInFocus(claim, page, 5);
    await expect(summary).toBeInViewport();
  });
});

/** Whether the focus is on the element of this id or inside it (a group's first choice). */
function focusedWithin(id: string) {
  const active = document.activeElement;
  return active !== null && (active.id === id || active.closest(`[id="${id}"]`) !== null);
}
