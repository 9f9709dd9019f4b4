/*
 * The demo's offers (issue 42), as docs/customer-area.md and docs/sales.md describe them. Data
 * only; app/server/offer-signing/demo-offers.server.ts writes them to a database. The insurers are
 * fictitious, and say so.
 */

/** Home insurance products of fictitious insurers, with their (demo) IPID and general conditions. */
export const DEMO_HOME_PRODUCTS = [
  {
    insurer: "Assurances Fictives du Val (démo)",
    name: "Habitation Essentielle",
    contractProduct: "home",
    guarantees: ["homeLiability", "fireExplosion", "waterDamage", "naturalDisasters"],
    limits: "Mobilier garanti jusqu'à 20 000 €. Dégâts des eaux : 5 000 € par sinistre.",
    firstYearCommissionBp: 1500,
    renewalCommissionBp: 1000,
  },
  {
    insurer: "Mutuelle Imaginaire de France (démo)",
    name: "Habitation Sérénité",
    contractProduct: "home",
    guarantees: [
      "homeLiability",
      "fireExplosion",
      "waterDamage",
      "burglary",
      "glassBreakage",
      "naturalDisasters",
      "assistance",
    ],
    limits: "Mobilier garanti jusqu'à 40 000 €, objets de valeur 8 000 €. Assistance 24 h/24.",
    firstYearCommissionBp: 1800,
    renewalCommissionBp: 1200,
  },
] as const;

/** The demo customer's needs for their home (questionnaire "home"). */
export const DEMO_HOME_NEEDS = {
  housing: "flat",
  occupancy: "tenant",
  rooms: "3",
  contentsValue: "25000",
  claimsLastThreeYears: "0",
  guaranteesWanted: ["homeLiability", "waterDamage", "burglary"],
};

/** The two options the demo customer can sign at once; the second is recommended. */
export const DEMO_HOME_OPTIONS = [
  {
    monthlyPremiumCents: 1290,
    annualPremiumCents: 15000,
    excessCents: 30000,
    exclusions: "Vol sans effraction non garanti.",
  },
  {
    monthlyPremiumCents: 1690,
    annualPremiumCents: 19500,
    excessCents: 15000,
    exclusions: "Objets de valeur laissés dans une cave non garantis.",
  },
] as const;

export const DEMO_HOME_RECOMMENDATION =
  "Vous êtes locataire d'un trois-pièces avec 25 000 € de mobilier et souhaitez être couvert contre le vol : " +
  "la formule Sérénité garantit le vol et le bris de glace, que la formule Essentielle exclut, avec une " +
  "franchise deux fois plus basse, pour 4 € de plus par mois.";

/** The back office's prospect whose offer is being prepared (converted, options chosen, not sent). */
export const DEMO_OFFER_LEAD = {
  reference: "DEMO-PROPOSITION",
  firstName: "Lucas",
  lastName: "Fontaine",
  email: "lucas.fontaine@example.fr",
  phone: "+33622334455",
  product: "healthFamily",
} as const;

/** Family health products of fictitious insurers, for the back office's offer in progress. */
export const DEMO_HEALTH_PRODUCTS = [
  {
    insurer: "Mutuelle Imaginaire de France (démo)",
    name: "Santé Famille Équilibre",
    contractProduct: "healthFamily",
    guarantees: ["hospitalisation", "routineCare", "optical", "dental"],
    limits: "Optique : 200 € tous les deux ans. Dentaire : 300 % de la base de remboursement.",
    firstYearCommissionBp: 2000,
    renewalCommissionBp: 1000,
  },
  {
    insurer: "Prévoyance Chimérique (démo)",
    name: "Santé Famille Plus",
    contractProduct: "healthFamily",
    guarantees: ["hospitalisation", "routineCare", "optical", "dental", "orthodontics", "paediatrics"],
    limits: "Optique : 350 € tous les deux ans. Orthodontie : 400 € par semestre.",
    firstYearCommissionBp: 2000,
    renewalCommissionBp: 1000,
  },
] as const;
