import type { Locator } from "@playwright/test";
import { expect, test, uniqueEmail } from "./fixtures";

type Card = Locator;
type Product = {
  id: string;
  path: string;
  errors: [string, string];
  fillStep1: (card: Card) => Promise<void>;
  /** Makes step 2 invalid first when the form starts with a preselection. */
  clearStep2?: (card: Card) => Promise<void>;
  fillStep2: (card: Card) => Promise<void>;
  company?: boolean;
  success: string;
};

const FILL_ALL = "Veuillez remplir tous les champs";
const SUCCESS = "Votre demande a été envoyée avec succès ! Un conseiller vous contactera rapidement.";
const SUCCESS_TRANSLATED = "Votre demande a bien été envoyée ! Un conseiller vous contactera très prochainement.";
const choose = (label: string) => (card: Card) => card.getByText(label, { exact: true }).click();

/** The seven forms of spec §3, their messages (§5) and success notices (§8). */
const PRODUCTS: Product[] = [
  {
    id: "borrower",
    path: "/assurance-emprunteur-v2",
    errors: ["Veuillez renseigner le montant et la durée", "Veuillez sélectionner au moins une garantie"],
    fillStep1: async (card) => {
      await card.getByLabel("Montant du prêt").fill("300 000");
      await card.getByText("20 ans et plus", { exact: true }).click();
    },
    fillStep2: choose("Décès"),
    success: SUCCESS,
  },
  {
    id: "vehiclesPremium",
    path: "/vehicules-premium-v2",
    errors: [
      "Veuillez sélectionner la marque de votre véhicule",
      "Veuillez sélectionner au moins une garantie premium",
    ],
    fillStep1: choose("BMW"),
    fillStep2: choose("Conciergerie VIP 24h/24"),
    success: "Votre demande a été envoyée ! Un conseiller premium vous contactera sous 24h.",
  },
  {
    id: "vehiclesStandard",
    path: "/vehicules-standard",
    errors: ["Veuillez sélectionner votre choix", "Veuillez sélectionner au moins une option"],
    fillStep1: choose("SUV / 4x4"),
    clearStep2: choose("Responsabilité civile (obligatoire)"),
    fillStep2: async (card) => {
      await card.getByText("Responsabilité civile (obligatoire)", { exact: true }).click();
      await card.getByText("Vol et incendie", { exact: true }).click();
    },
    success: SUCCESS_TRANSLATED,
  },
  {
    id: "vehiclesNoLicence",
    path: "/vehicules-sans-permis",
    errors: ["Veuillez sélectionner votre situation", "Veuillez sélectionner au moins un type de véhicule"],
    fillStep1: choose("Jeune conducteur (14-18 ans)"),
    fillStep2: choose("Voiturette biplace"),
    success: SUCCESS,
  },
  {
    id: "healthCompany",
    path: "/sante-entreprise-v2",
    errors: ["Veuillez sélectionner l'effectif de votre entreprise", "Veuillez sélectionner au moins une garantie"],
    fillStep1: choose("11 à 50 salariés"),
    fillStep2: choose("Dentaire"),
    company: true,
    success: SUCCESS,
  },
  {
    id: "healthSenior",
    path: "/sante-senior",
    errors: ["Veuillez sélectionner votre situation", "Veuillez sélectionner au moins une option"],
    fillStep1: choose("En couple"),
    fillStep2: choose("Hospitalisation"),
    success: SUCCESS_TRANSLATED,
  },
  {
    id: "healthFamily",
    path: "/sante-famille",
    errors: ["Veuillez sélectionner votre choix", "Veuillez sélectionner au moins une option"],
    fillStep1: choose("3 enfants et plus"),
    fillStep2: choose("Orthodontie"),
    success: SUCCESS_TRANSLATED,
  },
];

async function fillContact(card: Card, product: Product, email: string) {
  if (product.company) await card.getByRole("textbox", { name: "Entreprise" }).fill("Atelier Lumière");
  await card.getByRole("textbox", { name: "Nom", exact: true }).fill("Durand");
  if (!product.company) await card.getByRole("textbox", { name: "Prénom" }).fill("Claire");
  await card.getByRole("textbox", { name: "E-mail" }).fill(email);
  await card.getByRole("textbox", { name: "Téléphone" }).fill("06 12 34 56 78");
  await card.getByRole("checkbox", { name: /J'ai pris connaissance/ }).check();
}

const notice = (card: Card) => card.getByRole("alert");
const progress = (card: Card) => card.getByTestId("quote-progress");

test.describe("quote forms", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  // The first product's card at both widths (the card's layout moves with the width), the others
  // at a phone's.
  for (const [index, product] of PRODUCTS.entries()) {
    test(`${product.id}: each step's error, then the success notice`, {
      tag: index === 0 ? "@both-widths" : [],
    }, async ({ page, leadsOf }) => {
      await page.goto(product.path);
      const card = page.getByTestId("quote-card");
      await expect(progress(card)).toContainText("1/3");
      // Clicking the card brings it forward: the marketing text steps aside.
      await card.getByRole("heading", { level: 2 }).click();
      await expect(card).toHaveAttribute("data-expanded", "true");
      await expect(page.getByTestId("quote-marketing")).toBeHidden();

      await card.getByRole("button", { name: "Continuer" }).click();
      await expect(notice(card)).toHaveText(product.errors[0]);
      await expect(progress(card)).toContainText("1/3");
      await product.fillStep1(card);
      await card.getByRole("button", { name: "Continuer" }).click();
      await expect(progress(card)).toContainText("2/3");

      await product.clearStep2?.(card);
      await card.getByRole("button", { name: "Continuer" }).click();
      await expect(notice(card)).toHaveText(product.errors[1]);
      await product.fillStep2(card);
      await card.getByRole("button", { name: "Continuer" }).click();
      await expect(progress(card)).toContainText("3/3");

      await card.getByRole("button", { name: "Envoyer ma demande" }).click();
      await expect(notice(card)).toHaveText(FILL_ALL);
      const email = uniqueEmail(product.id);
      await fillContact(card, product, email);
      await card.getByRole("textbox", { name: "Téléphone" }).fill("12");
      await card.getByRole("button", { name: "Envoyer ma demande" }).click();
      await expect(notice(card)).toContainText("numéro de téléphone valide");
      await card.getByRole("textbox", { name: "Téléphone" }).fill("06 12 34 56 78");
      await card.getByRole("button", { name: "Envoyer ma demande" }).click();

      await expect(card.getByTestId("quote-success")).toHaveText(product.success);
      await expect(page).toHaveURL(/\?demande=DV-[A-Z0-9]{8}$/);
      const leads = await leadsOf(email);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ product: product.id, phone: "+33612345678", callbackConsent: false });
      await expect(card).toContainText(leads[0]?.reference ?? "missing");
    });
  }

  test("the close button puts the card back beside the text", { tag: "@both-widths" }, async ({ page }) => {
    await page.goto("/sante-famille");
    const card = page.getByTestId("quote-card");
    await card.click();
    await card.getByRole("button", { name: "Réduire le formulaire" }).click();
    await expect(card).toHaveAttribute("data-expanded", "false");
    await expect(page.getByTestId("quote-marketing")).toBeVisible();
    const box = await card.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(280);
  });

  test("a double click on submit makes one lead", async ({ page, leadsOf }) => {
    const product = PRODUCTS[5] as Product;
    await page.goto(product.path);
    const card = page.getByTestId("quote-card");
    await product.fillStep1(card);
    await card.getByRole("button", { name: "Continuer" }).click();
    await product.fillStep2(card);
    await card.getByRole("button", { name: "Continuer" }).click();
    const email = uniqueEmail("double");
    await fillContact(card, product, email);
    await card.getByRole("checkbox", { name: /J'accepte d'être rappelé/ }).check();
    await card.getByRole("button", { name: "Envoyer ma demande" }).dblclick();
    await expect(card.getByTestId("quote-success")).toBeVisible();
    const leads = await leadsOf(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ submissionCount: 1, callbackConsent: true });
  });

  test("the same request sent twice within minutes is one lead", async ({ page, leadsOf }) => {
    const product = PRODUCTS[6] as Product;
    const email = uniqueEmail("twice");
    for (let round = 0; round < 2; round++) {
      await page.goto(product.path);
      const card = page.getByTestId("quote-card");
      await product.fillStep1(card);
      await card.getByRole("button", { name: "Continuer" }).click();
      await product.fillStep2(card);
      await card.getByRole("button", { name: "Continuer" }).click();
      await fillContact(card, product, email);
      await card.getByRole("button", { name: "Envoyer ma demande" }).click();
      await expect(card.getByTestId("quote-success")).toBeVisible();
    }
    const leads = await leadsOf(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.submissionCount).toBe(2);
  });
});

test.describe("quote forms without JavaScript", () => {
  for (const product of PRODUCTS) {
    test(`${product.id}: every step posts to the server and the lead is stored`, async ({
      noScriptPage: page,
      leadsOf,
    }) => {
      await page.goto(product.path);
      const card = page.getByTestId("quote-card");
      await card.getByRole("button", { name: "Continuer" }).click();
      await expect(notice(card)).toHaveText(product.errors[0]);
      await product.fillStep1(card);
      await card.getByRole("button", { name: "Continuer" }).click();
      await expect(progress(card)).toContainText("2/3");
      await product.clearStep2?.(card);
      await card.getByRole("button", { name: "Continuer" }).click();
      await expect(notice(card)).toHaveText(product.errors[1]);
      await product.fillStep2(card);
      await card.getByRole("button", { name: "Continuer" }).click();
      await expect(progress(card)).toContainText("3/3");
      await card.getByRole("button", { name: "Envoyer ma demande" }).click();
      await expect(notice(card)).toHaveText(FILL_ALL);
      const email = uniqueEmail(`nojs-${product.id}`);
      await fillContact(card, product, email);
      await card.getByRole("button", { name: "Envoyer ma demande" }).click();
      await expect(card.getByTestId("quote-success")).toHaveText(product.success);
      expect(await leadsOf(email)).toHaveLength(1);
    });
  }
});
