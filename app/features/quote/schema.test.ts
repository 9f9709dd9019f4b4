import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { parseAmount } from "~/forms/field-schema";
import { formInput } from "~/forms/form-reader";
import { createTranslator } from "~/i18n/translate";
import { CONTACT, SAMPLES } from "../../../tests/support/quote-samples";
import { PRODUCTS } from "./products/registry";
import { readStepInput, validateStep } from "./schema";
import type { ProductId } from "./types";

const fr = createTranslator("fr");
const FILL_ALL = "Veuillez remplir tous les champs";

/** The spec's messages (§5), verbatim, per product and step. */
const SPEC_MESSAGES: Record<ProductId, [string, string, string]> = {
  borrower: ["Veuillez renseigner le montant et la durée", "Veuillez sélectionner au moins une garantie", FILL_ALL],
  vehiclesPremium: [
    "Veuillez sélectionner la marque de votre véhicule",
    "Veuillez sélectionner au moins une garantie premium",
    FILL_ALL,
  ],
  vehiclesNoLicence: [
    "Veuillez sélectionner votre situation",
    "Veuillez sélectionner au moins un type de véhicule",
    FILL_ALL,
  ],
  healthCompany: [
    "Veuillez sélectionner l'effectif de votre entreprise",
    "Veuillez sélectionner au moins une garantie",
    FILL_ALL,
  ],
  vehiclesStandard: ["Veuillez sélectionner votre choix", "Veuillez sélectionner au moins une option", FILL_ALL],
  healthSenior: ["Veuillez sélectionner votre situation", "Veuillez sélectionner au moins une option", FILL_ALL],
  healthFamily: ["Veuillez sélectionner votre choix", "Veuillez sélectionner au moins une option", FILL_ALL],
};

const emptyOf = (value: string | string[]) => (Array.isArray(value) ? [] : "");

describe.each(Object.keys(PRODUCTS) as ProductId[])("%s form", (productId) => {
  const config = PRODUCTS[productId];

  it("has three steps and a contact step matching the spec's fields", () => {
    expect(config.steps).toHaveLength(3);
    const contact = config.steps[2].fields.map((f) => f.name);
    expect(contact).toEqual(
      productId === "healthCompany"
        ? ["entreprise", "nom", "email", "telephone"]
        : ["nom", "prenom", "email", "telephone"],
    );
  });

  it("accepts a valid sample at every step", async () => {
    for (const [index, input] of SAMPLES[productId].entries()) {
      const result = await validateStep(config, index, input);
      expect(result.ok, `step ${index + 1}`).toBe(true);
    }
  });

  for (const index of [0, 1, 2]) {
    it(`rejects each missing field of step ${index + 1} with the spec's message`, async () => {
      const sample = SAMPLES[productId][index] as Record<string, string | string[]>;
      for (const field of config.steps[index]?.fields ?? []) {
        const result = await validateStep(config, index, {
          ...sample,
          [field.name]: emptyOf(sample[field.name] ?? ""),
        });
        expect(result.ok, field.name).toBe(false);
        if (!result.ok) {
          expect(fr(result.errors.notice), field.name).toBe(SPEC_MESSAGES[productId][index]);
          expect(fr(result.errors.fields[field.name] ?? ""), field.name).toBe(SPEC_MESSAGES[productId][index]);
        }
      }
    });

    it(`rejects each absent field of step ${index + 1} (not sent at all) with the spec's message`, async () => {
      const sample = SAMPLES[productId][index] as Record<string, string | string[]>;
      for (const field of config.steps[index]?.fields ?? []) {
        const result = await validateStep(config, index, { ...sample, [field.name]: undefined });
        expect(result.ok, field.name).toBe(false);
        if (!result.ok)
          expect(fr(result.errors.fields[field.name] ?? ""), field.name).toBe(SPEC_MESSAGES[productId][index]);
      }
    });
  }

  it("refuses options that are not offered", async () => {
    const field = config.steps[0].fields.find((f) => f.kind === "choice");
    if (!field) return;
    const result = await validateStep(config, 0, { ...SAMPLES[productId][0], [field.name]: "<script>" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(fr(result.errors.fields[field.name] ?? "")).toMatch(/n'est pas proposé/);
  });

  it("stores the phone in E.164 and the email in lower case", async () => {
    const result = await validateStep(config, 2, {
      ...SAMPLES[productId][2],
      email: "Claire@Example.FR",
      telephone: "06 12 34 56 78",
    });
    expect(result.ok && result.values).toMatchObject({ email: "claire@example.fr", telephone: "+33612345678" });
  });
});

describe("format checks", () => {
  const contact = (overrides: Record<string, string>) =>
    validateStep(PRODUCTS.healthSenior, 2, { ...CONTACT, ...overrides });

  it.each(["claire", "claire@", "@example.fr", "claire@@example.fr", "claire example@fr.fr"])(
    "refuses the email %s",
    async (email) => {
      const result = await contact({ email });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(fr(result.errors.notice)).toMatch(/adresse e-mail valide/);
    },
  );

  it.each([
    ["0612345678", "+33612345678"],
    ["01 23 45 67 89", "+33123456789"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["0033 6 12 34 56 78", "+33612345678"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 415 555 2671", "+14155552671"],
  ])("accepts the phone %s as %s", async (telephone, e164) => {
    const result = await contact({ telephone });
    expect(result.ok && result.values.telephone).toBe(e164);
  });

  it.each(["12", "0000000000", "06 12 34", "+33 6 12 34 56 78 99", "abcdefghij"])(
    "refuses the phone %s",
    async (telephone) => {
      const result = await contact({ telephone });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(fr(result.errors.notice)).toMatch(/numéro de téléphone valide/);
    },
  );

  it("requires the privacy acknowledgement but not the callback opt-in", async () => {
    const without = await contact({ consentPrivacy: "" });
    expect(without.ok).toBe(false);
    if (!without.ok) expect(fr(without.errors.notice)).toMatch(/utilisation de vos données/);
    const optedIn = await contact({ consentCallback: "on" });
    expect(optedIn.ok && optedIn.values.consentCallback).toBe(true);
    const notOptedIn = await contact({});
    expect(notOptedIn.ok && notOptedIn.values.consentCallback).toBe(false);
  });

  it("reads control characters as spaces (PostgreSQL refuses NUL) instead of failing later", async () => {
    const read = (nom: string) =>
      validateStep(
        PRODUCTS.healthSenior,
        2,
        readStepInput(PRODUCTS.healthSenior, 2, formInput(new URLSearchParams({ ...CONTACT, nom }))),
      );
    const onlyNul = await read("\u0000");
    expect(onlyNul.ok).toBe(false);
    if (!onlyNul.ok) expect(fr(onlyNul.errors.notice)).toBe("Veuillez remplir tous les champs");
    const mixed = await read("Du\u0000rand\u0007");
    expect(mixed.ok && mixed.values.nom).toBe("Du rand");
  });

  it("refuses texts beyond their length", async () => {
    const result = await contact({ nom: "x".repeat(101) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(fr(result.errors.fields.nom ?? "")).toMatch(/trop long/);
  });

  it.each([
    ["250000", 250000],
    ["250 000", 250000],
    ["250 000 €", 250000],
    ["250.000", 250000],
    ["1.250.000", 1250000],
    ["250000,50", 250000.5],
    ["abc", null],
    ["-5", null],
    ["1e9", null],
  ])("reads the amount %s as %s", (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it("bounds the borrower amount", async () => {
    for (const montant of ["0", "10000001", "-100"]) {
      const result = await validateStep(PRODUCTS.borrower, 0, { montant, duree: "15" });
      expect(result.ok, montant).toBe(false);
      if (!result.ok) expect(fr(result.errors.notice)).toMatch(/montant en euros/);
    }
  });
});
