import type { ContractProduct, Guarantee } from "~/server/contracts/contract-types";

/**
 * The demo catalogue (issue 42): a few products per line from insurers that do not exist, named
 * so that nobody takes them for real ones. Rates in basis points (1 500 = 15 %).
 */
export type DemoCatalogueProduct = {
  insurer: string;
  name: string;
  contractProduct: ContractProduct;
  guarantees: Guarantee[];
  limits: string;
  firstYearBp: number;
  renewalBp: number;
};

const IMAGINAIRE = "Assurances Imaginaires (fictif)";
const LITTORAL = "Mutuelle Fictive du Littoral";
const EXEMPLE = "Exemple Prévoyance (fictif)";

export const DEMO_CATALOGUE: DemoCatalogueProduct[] = [
  {
    insurer: IMAGINAIRE,
    name: "Emprunteur Essentiel",
    contractProduct: "borrower",
    guarantees: ["death", "ptia", "ipt"],
    limits: "Capital couvert jusqu'à 1 000 000 € par assuré.",
    firstYearBp: 3000,
    renewalBp: 1000,
  },
  {
    insurer: EXEMPLE,
    name: "Emprunteur Sérénité",
    contractProduct: "borrower",
    guarantees: ["death", "ptia", "ipt", "itt"],
    limits: "ITT : franchise de 90 jours ; capital jusqu'à 2 000 000 €.",
    firstYearBp: 2500,
    renewalBp: 1000,
  },
  {
    insurer: IMAGINAIRE,
    name: "Auto Tiers Plus",
    contractProduct: "vehiclesStandard",
    guarantees: ["civilLiability", "theftFire", "glassBreakage", "assistance"],
    limits: "Assistance dès 50 km ; bris de glace sans franchise.",
    firstYearBp: 1500,
    renewalBp: 1200,
  },
  {
    insurer: LITTORAL,
    name: "Auto Tous Risques",
    contractProduct: "vehiclesStandard",
    guarantees: ["civilLiability", "collision", "theftFire", "glassBreakage", "assistance"],
    limits: "Dommages tous accidents : franchise 300 € ; assistance 0 km.",
    firstYearBp: 1500,
    renewalBp: 1200,
  },
  {
    insurer: LITTORAL,
    name: "Santé Famille Confort",
    contractProduct: "healthFamily",
    guarantees: ["hospitalisation", "routineCare", "optical", "dental", "paediatrics"],
    limits: "Optique : 300 € tous les deux ans ; dentaire : 250 % BR.",
    firstYearBp: 2000,
    renewalBp: 1000,
  },
  {
    insurer: IMAGINAIRE,
    name: "Santé Senior Essentiel",
    contractProduct: "healthSenior",
    guarantees: ["hospitalisation", "routineCare", "optical", "dental"],
    limits: "Hospitalisation 200 % BR ; chambre particulière 60 € par jour.",
    firstYearBp: 2000,
    renewalBp: 1000,
  },
  {
    insurer: EXEMPLE,
    name: "Santé Collective Socle",
    contractProduct: "healthCompany",
    guarantees: ["hospitalisation", "routineCare", "optical", "dental"],
    limits: "Panier de soins ANI ; options par avenant.",
    firstYearBp: 800,
    renewalBp: 800,
  },
  {
    insurer: LITTORAL,
    name: "Habitation Sereine",
    contractProduct: "home",
    guarantees: ["homeLiability", "fireExplosion", "waterDamage", "burglary", "naturalDisasters"],
    limits: "Mobilier jusqu'à 50 000 € ; objets de valeur 20 %.",
    firstYearBp: 1800,
    renewalBp: 1500,
  },
  {
    insurer: EXEMPLE,
    name: "Prévoyance Indépendants",
    contractProduct: "provident",
    guarantees: ["deathCapital", "dailyAllowance", "disabilityPension"],
    limits: "Indemnités journalières dès le 31e jour.",
    firstYearBp: 3500,
    renewalBp: 1000,
  },
  {
    insurer: IMAGINAIRE,
    name: "RC Pro Conseil",
    contractProduct: "professionalLiability",
    guarantees: ["professionalLiability", "legalDefence"],
    limits: "1 500 000 € par sinistre et par année.",
    firstYearBp: 1500,
    renewalBp: 1500,
  },
];
