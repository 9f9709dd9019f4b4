import type { ProductId } from "~/features/quote/types";

export const CONTACT = {
  nom: "Durand",
  prenom: "Claire",
  email: "claire.durand@example.fr",
  telephone: "06 12 34 56 78",
  consentPrivacy: "on",
};

/** A valid answer to every step of each form. */
export const SAMPLES: Record<
  ProductId,
  [Record<string, string | string[]>, Record<string, string | string[]>, Record<string, string>]
> = {
  borrower: [{ montant: "300000", duree: "20" }, { garanties: ["deces", "ptia"] }, CONTACT],
  vehiclesPremium: [{ marque: "bmw" }, { garanties: ["conciergerie"] }, CONTACT],
  vehiclesStandard: [{ typeVehicule: "suv" }, { garanties: ["responsabilite", "vol"] }, CONTACT],
  vehiclesNoLicence: [{ situation: "jeune" }, { typeVehicule: ["voiturette"] }, CONTACT],
  healthCompany: [
    { effectif: "11-50" },
    { couverture: ["base", "dentaire"] },
    {
      entreprise: "Atelier Lumière",
      nom: "Martin",
      email: "rh@atelier.fr",
      telephone: "+33 1 23 45 67 89",
      consentPrivacy: "on",
    },
  ],
  healthSenior: [{ situation: "couple" }, { couverture: ["hospitalisation"] }, CONTACT],
  healthFamily: [{ nombreEnfants: "3+" }, { couverture: ["pediatrie", "optique"] }, CONTACT],
};

/** The three steps of a sample as one form body, as the last step posts it. */
export function sampleForm(productId: ProductId): URLSearchParams {
  const form = new URLSearchParams();
  for (const step of SAMPLES[productId]) {
    for (const [name, value] of Object.entries(step)) {
      for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
    }
  }
  form.set("_step", "3");
  return form;
}
