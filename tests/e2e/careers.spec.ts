import type { Locator } from "@playwright/test";
import { expect, test, uniqueEmail } from "./fixtures";
import { expectProblem, expectSummaryFocused } from "./form-problems";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const SUCCESS = "Merci ! Votre candidature a bien été envoyée. Un e-mail de confirmation vient de vous être adressé.";
const NOT_PDF = "Ce fichier n'est pas un PDF. Veuillez joindre votre CV au format PDF.";

async function fillApplication(form: Locator, email: string, cv: { name: string; mimeType: string; buffer: Buffer }) {
  await form.getByLabel("Nom et prénom").fill("Claire Martin");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Votre message (facultatif)").fill("Bonjour,\nje souhaite rejoindre votre équipe.");
  await form.getByLabel("Votre CV (PDF, 5 Mo au plus)").setInputFiles(cv);
  await form.getByRole("checkbox").check();
}

test.describe("careers page", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("shows the hero, philosophy, pillars, values and life at the company", async ({ page }) => {
    await page.goto("/carriere");
    await expect(page.getByRole("heading", { level: 1, name: "Rejoignez-nous" })).toBeVisible();
    const philosophy = page.getByTestId("careers-philosophy");
    await expect(philosophy).toContainText("100%");
    await expect(philosophy).toContainText("+1000");
    await expect(page.getByTestId("careers-pillars").getByRole("heading")).toHaveText([
      "Expertise",
      "Écoute",
      "Innovation",
    ]);
    await expect(page.getByTestId("careers-values").getByRole("heading")).toHaveText([
      "Artisanat",
      "Authenticité",
      "Excellence",
    ]);
    await expect(page.getByTestId("careers-life").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("button", { name: "Découvrir nos opportunités" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Voir les offres" })).toBeVisible();
  });

  test("a button opens the application dialog; an empty form shows errors next to the fields", async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto("/carriere");
    await page.getByRole("button", { name: "Voir les offres" }).click();
    const dialog = page.getByRole("dialog", { name: "Candidature spontanée" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Veuillez corriger les champs indiqués.");
    await expectProblem(dialog, "Veuillez indiquer votre nom et prénom.");
    await expectProblem(dialog, "Veuillez joindre votre CV au format PDF.");
    await expectSummaryFocused(dialog);
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Voir les offres" })).toBeFocused();
  });

  test("an application with a PDF is sent from the dialog, which reopens on the server's refusal", async ({ page }) => {
    await page.goto("/carriere");
    await page.getByRole("button", { name: "Découvrir nos opportunités" }).click();
    const dialog = page.getByRole("dialog");
    const email = uniqueEmail("dialog");
    // Only the server reads the file's bytes: the page comes back with the dialog open on its answer.
    await fillApplication(dialog, email, {
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("GIF89a"),
    });
    await dialog.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expectProblem(dialog, NOT_PDF);
    await expect(dialog.getByLabel("E-mail")).toHaveValue(email);
    await dialog.getByLabel("Votre CV (PDF, 5 Mo au plus)").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(page.getByTestId("application-success")).toHaveText(SUCCESS);
    await expect(page).toHaveURL(/\/carriere\?candidature=envoyee#candidature$/);
    await expect(dialog).toBeHidden();
  });

  test("a file that is not a PDF is refused, whatever its name", async ({ page }) => {
    await page.goto("/carriere#candidature");
    const form = page.getByTestId("application-form-section");
    await fillApplication(form, uniqueEmail("fake"), {
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("GIF89a not a pdf"),
    });
    await form.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expectProblem(form, NOT_PDF);
    await expect(page.getByTestId("application-success")).toHaveCount(0);
  });
});

test.describe("careers page without JavaScript", () => {
  test("the buttons lead to the form, which validates on the server and accepts a PDF", async ({
    noScriptPage: page,
  }) => {
    await page.goto("/carriere");
    await page.getByRole("link", { name: "Voir les offres" }).click();
    await expect(page).toHaveURL(/#candidature$/);
    const form = () => page.getByTestId("application-form-section");
    const submit = () => form().getByRole("button", { name: "Envoyer ma candidature" });

    const empty = page.waitForResponse((response) => response.request().method() === "POST");
    await submit().click();
    expect((await empty).status()).toBe(400);
    await expect(form().getByRole("alert")).toHaveText("Veuillez corriger les champs indiqués.");
    await expectProblem(form(), "Veuillez indiquer une adresse e-mail valide.");

    const email = uniqueEmail("nojs");
    await fillApplication(form(), email, {
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("hello"),
    });
    await submit().click();
    await expectProblem(form(), NOT_PDF);
    // The fields typed before are kept; only the file must be chosen again.
    await expect(form().getByLabel("E-mail")).toHaveValue(email);

    await form().getByLabel("Votre CV (PDF, 5 Mo au plus)").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await form().getByRole("checkbox").check();
    await submit().click();
    await expect(page.getByTestId("application-success")).toHaveText(SUCCESS);
    await expect(page).toHaveURL(/\/carriere\?candidature=envoyee#candidature$/);
  });
});
