import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { expect, GATED_URL, test, uniqueEmail } from "./fixtures";
import { submitQuote } from "./quote-lead";
import { emailedSignatureCode } from "./signature-code";
import { signInAsStaff } from "./staff-session";

// Issue 42's one journey, in one piece: a prospect's quote becomes a lead; staff, at their desk
// (1280 px), convert it and build a two-option offer on their screens; the prospect, on their phone
// (this project's 390 px), signs in through the invitation e-mailed to them, reads, chooses and
// signs with the e-mailed code; the contract is "Actif" with its documents; staff see the advice
// file. Narrower rules (bad input, states, versions, who may see what) are checked at cheaper
// layers: app/server/offers/*.test.ts, app/server/offer-signing/*.test.ts, tests/http/.

/** Today in Paris as a date field takes it (the server's days are Paris days). */
const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

test.describe("the sale, from a lead to a signed contract", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("staff build a two-option offer from a lead; the prospect signs in through the invitation, chooses and signs; staff see the advice file", async ({
    page,
    browser,
    expectNoA11yViolations,
  }) => {
    // Two people, two sign-ins, a sealed signature and an advice file: the longest journey of the suite.
    test.setTimeout(240_000);
    const email = uniqueEmail("vente");
    const lastName = `Vente${crypto.randomUUID().slice(0, 5)}`;
    await submitQuote(page, email, lastName);

    // Staff, at their desk: the lead, converted into a customer and a draft offer.
    const desk = await browser.newContext({
      baseURL: GATED_URL,
      viewport: { width: 1280, height: 900 },
      locale: "fr-FR",
    });
    const staff = await desk.newPage();
    await signInAsStaff(staff, "adviser");
    await staff.goto(`/backoffice/leads?q=${encodeURIComponent(lastName)}`);
    await staff
      .getByRole("link", { name: new RegExp(lastName) })
      .first()
      .click();
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Élodie ${lastName}`);
    await staff.getByRole("button", { name: "Créer le client et la proposition" }).click();
    await expect(staff.getByRole("heading", { level: 1 })).toContainText("Proposition PR-");
    await expect(staff.getByTestId("offer-status")).toContainText("Brouillon");

    // The needs: what the quote said is there already (the theft guarantee it ticked); the rest is asked,
    // including what the contract needs (the registration, typed as people type it).
    const needs = staff.locator("form").filter({ has: staff.getByRole("button", { name: "Enregistrer les besoins" }) });
    await expect(needs.getByRole("checkbox", { name: "Vol et incendie" })).toBeChecked();
    await needs.getByRole("checkbox", { name: "Responsabilité civile" }).check();
    await needs.getByLabel("Véhicule (marque, modèle, année)").fill("Peugeot 3008 2021");
    await needs.getByLabel("Immatriculation du véhicule").fill("gh 456 jk");
    await needs.getByText("Privé", { exact: true }).click();
    await needs.getByLabel("Nombre de conducteurs").fill("2");
    await needs.getByLabel("Coefficient bonus-malus").fill("0,68");
    await needs.getByLabel("Sinistres des 3 dernières années").fill("0");
    await needs.getByRole("button", { name: "Enregistrer les besoins" }).click();
    await expect(staff.getByText("Besoins enregistrés.")).toBeVisible();
    await expect(staff.getByLabel("Immatriculation du véhicule")).toHaveValue("GH-456-JK");

    // Two options side by side from the catalogue.
    const option = (slot: number) => staff.getByTestId(`option-${slot}`);
    await option(1)
      .getByLabel("Produit du catalogue")
      .selectOption({ label: "Assurances Imaginaires (fictif) — Auto Tiers Plus" });
    await option(1).getByLabel("Prime mensuelle (€)").fill("48,50");
    await option(1).getByLabel("Prime annuelle (€)").fill("560");
    await option(1).getByRole("checkbox", { name: "Responsabilité civile" }).check();
    await option(1).getByRole("checkbox", { name: "Vol et incendie" }).check();
    await option(2)
      .getByLabel("Produit du catalogue")
      .selectOption({ label: "Mutuelle Fictive du Littoral — Auto Tous Risques" });
    await option(2).getByLabel("Prime mensuelle (€)").fill("72");
    await option(2).getByLabel("Prime annuelle (€)").fill("820");
    await option(2).getByLabel("Franchise (€)").fill("300");
    await option(2).getByRole("checkbox", { name: "Responsabilité civile" }).check();
    await option(2).getByRole("checkbox", { name: "Dommages collision" }).check();
    await staff.getByRole("button", { name: "Enregistrer les options" }).click();
    await expect(staff.getByText("Options enregistrées.")).toBeVisible();

    // The advice: the recommended option, why, and the start date (today here, so that the
    // signature makes the contract run at once; the default is the 1st of next month).
    await staff.getByText("Option 2 — Mutuelle Fictive du Littoral — Auto Tous Risques").click();
    await staff
      .getByLabel("Pourquoi cette option")
      .fill("Véhicule récent de 2021 et deux conducteurs : les dommages collision protègent sa valeur.");
    await staff.getByLabel("Date de début proposée").fill(parisToday());
    await staff.getByRole("button", { name: "Enregistrer le conseil" }).click();
    await expect(staff.getByText("Recommandation enregistrée.")).toBeVisible();
    await expectNoA11yViolations(staff);
    await staff.getByRole("button", { name: "Envoyer la proposition" }).click();
    await expect(staff.getByText("Proposition envoyée au client.")).toBeVisible();
    await expect(staff.getByTestId("offer-status")).toContainText("Envoyée");
    const offerUrl = new URL(staff.url()).pathname;

    // The prospect, on their phone: the invitation e-mailed with the offer.
    const invitation = async () => {
      const response = await page.request.get(`${GATED_URL}/__test/mailbox?email=${encodeURIComponent(email)}`, {
        headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
      });
      const { emails } = (await response.json()) as { emails: Array<{ subject: string; text: string }> };
      return emails.find((mail) => mail.text.includes("nouveau-mot-de-passe?token="))?.text ?? "";
    };
    await expect.poll(invitation).toContain("nouveau-mot-de-passe?token=");
    const link = new URL(/https?:\/\/\S+nouveau-mot-de-passe\?token=[\w-]+/.exec(await invitation())?.[0] ?? "");
    await page.goto(link.pathname + link.search);
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Elodie-Vente-2026");
    await page.getByLabel("Confirmez le nouveau mot de passe").fill("Elodie-Vente-2026");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    const signIn = page.getByTestId("sign-in-form");
    await signIn.getByLabel("Adresse e-mail").fill(email);
    await signIn.getByLabel("Mot de passe").fill("Elodie-Vente-2026");
    await signIn.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Élodie" })).toBeVisible();

    // "Mes propositions": the offer, its start date, two plan cards, the recommended one with its reason.
    await page.getByRole("link", { name: "Mes propositions" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes propositions" })).toBeVisible();
    const item = page.getByTestId("proposal-item");
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId("proposal-start")).toContainText("Début du contrat le");
    await item.click();
    await expect(page.getByRole("heading", { level: 1, name: /^Proposition PR-/ })).toBeVisible();
    const cards = page.getByTestId("proposal-option");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1).getByTestId("recommended")).toHaveText("Recommandée par votre conseiller");
    await expect(cards.nth(1)).toContainText("les dommages collision protègent sa valeur");
    await expect(page.getByRole("link", { name: "Document d'entrée en relation" })).toBeVisible();
    await expect(cards.nth(1).getByRole("link", { name: /Document d'information \(IPID\)/ })).toBeVisible();
    await expectNoA11yViolations(page);

    // The choice (the recommended plan is ticked already), then the signature with the e-mailed code.
    await expect(cards.nth(1).getByRole("radio")).toBeChecked();
    await page.getByRole("button", { name: "Choisir cette formule et signer" }).click();
    await expect(page.getByTestId("signature-status")).toHaveText("À signer");
    await page.getByRole("checkbox", { name: /J'ai lu et j'accepte/ }).check();
    await page.getByRole("button", { name: "Recevoir mon code par e-mail" }).click();
    await expect(page.getByText(/Un code à 6 chiffres vient d'être envoyé/)).toBeVisible();
    const code = await emailedSignatureCode(page, email);
    await page.getByRole("textbox", { name: "Code reçu par e-mail" }).fill(code);
    await page.getByRole("button", { name: "Signer le document" }).click();

    // Signed: the contract, "Actif" from today, with its documents and the registration asked with the needs.
    await expect(page.getByText("Vous avez signé cette proposition")).toBeVisible({ timeout: 20_000 });
    const contractLink = page.getByTestId("signed-contract");
    const reference = ((await contractLink.textContent()) ?? "").match(/MC-\d{4}-[A-Z0-9]{10}/)?.[0] ?? "";
    expect(reference).not.toBe("");
    await contractLink.click();
    await expect(page.getByTestId("contract-status").first()).toHaveText("Actif");
    await expect(page.getByText("GH-456-JK").first()).toBeVisible();
    for (const title of ["Dossier de conseil", "Document d'entrée en relation", "Fiche conseil"]) {
      await expect(page.getByText(title, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByText(/Bulletin de souscription signé/).first()).toBeVisible();

    // Staff: the offer signed with its advice file's SHA-256; the lead won; the customer file
    // (with the phone the lead gave) leads to the contract and its advice file.
    await staff.goto(offerUrl);
    await expect(staff.getByTestId("offer-status")).toContainText("Signée");
    await expect(staff.getByTestId("advice-file")).toContainText(/SHA-256\s*:\s*[0-9a-f]{64}/u);
    await staff.getByRole("link", { name: "Lead d'origine" }).click();
    await expect(staff.getByText("Ce lead est devenu client.")).toBeVisible();
    await staff.getByRole("link", { name: "Ouvrir la fiche client" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: `Élodie ${lastName}` })).toBeVisible();
    await expect(staff.getByTestId("customer-summary").getByText("+33612345678")).toBeVisible();
    await staff.getByRole("link", { name: reference, exact: true }).first().click();
    await expect(staff.getByText("Issu d'une proposition signée par le client.")).toBeVisible();
    await expect(staff.getByText(/SHA-256\s?:\s?[0-9a-f]{64}/u)).toBeVisible();
    const href = await staff.getByRole("link", { name: "Dossier de conseil (PDF)" }).getAttribute("href");
    const pdf = await staff.request.get(`${GATED_URL}${href}`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await desk.close();
  });
});
