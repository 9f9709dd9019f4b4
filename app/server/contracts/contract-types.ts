/**
 * What a contract is, as data every side shares (the customer area, the requests, the back
 * office, the PDFs). No server code here: the browser reads these lists to pick labels.
 */

/**
 * The spec's statuses, in French on screen: Actif, En cours de résiliation, Résilié, Suspendu;
 * and "pending" (À venir): a contract made from a signed offer before it may run (issue 42:
 * "Actif" from its start date, and only with its advice file).
 */
export const CONTRACT_STATUSES = ["active", "cancelling", "cancelled", "suspended", "pending"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * Where a contract comes from (issue 42): made from an offer the customer signed in the product,
 * or typed by hand by staff (taken over from elsewhere), with the reason why.
 */
export const CONTRACT_ORIGINS = ["offer", "manual"] as const;
export type ContractOrigin = (typeof CONTRACT_ORIGINS)[number];

/** The lines a broker places: the site's three, and home, provident and professional liability (issue 46). */
export const PRODUCT_LINES = ["vehicle", "health", "borrower", "home", "provident", "liability"] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

/**
 * The seven products the site sells (the same ids as the quote forms), then the contracts a
 * broker also places that the site has no quote form for: home, provident, professional liability.
 */
export const CONTRACT_PRODUCT_IDS = [
  "borrower",
  "vehiclesPremium",
  "vehiclesStandard",
  "vehiclesNoLicence",
  "healthCompany",
  "healthSenior",
  "healthFamily",
  "home",
  "provident",
  "professionalLiability",
] as const;
export type ContractProduct = (typeof CONTRACT_PRODUCT_IDS)[number];

const LINE_OF: Record<ContractProduct, ProductLine> = {
  borrower: "borrower",
  vehiclesPremium: "vehicle",
  vehiclesStandard: "vehicle",
  vehiclesNoLicence: "vehicle",
  healthCompany: "health",
  healthSenior: "health",
  healthFamily: "health",
  home: "home",
  provident: "provident",
  professionalLiability: "liability",
};

export function productLineOf(product: ContractProduct): ProductLine {
  return LINE_OF[product];
}

/**
 * The guarantees a line's contract can list: the new-contract form offers only these (issue 46).
 * Labels are `contracts.guarantees.<key>` in every language. A guarantee may serve several lines.
 */
const BY_LINE = {
  vehicle: [
    "civilLiability",
    "collision",
    "theftFire",
    "assistance",
    "glassBreakage",
    "concierge",
    "newValue",
    "international",
    "equipment",
  ],
  borrower: ["death", "ptia", "ipt", "itt", "jobLoss"],
  health: [
    "hospitalisation",
    "routineCare",
    "optical",
    "dental",
    "alternativeMedicine",
    "paediatrics",
    "orthodontics",
    "psychology",
    "prevention",
    "teleconsultation",
  ],
  home: [
    "homeLiability",
    "fireExplosion",
    "waterDamage",
    "burglary",
    "glassBreakage",
    "naturalDisasters",
    "assistance",
  ],
  provident: ["deathCapital", "dailyAllowance", "disabilityPension"],
  liability: ["professionalLiability", "legalDefence", "cyberRisk"],
} as const satisfies Record<ProductLine, readonly string[]>;
export type Guarantee = (typeof BY_LINE)[ProductLine][number];
export const GUARANTEES_BY_LINE: Record<ProductLine, readonly Guarantee[]> = BY_LINE;

/** Every guarantee once, line by line in the order above (a tuple, so zod can take it as an enum). */
export const GUARANTEES = [...new Set(Object.values(GUARANTEES_BY_LINE).flat())] as unknown as readonly [
  Guarantee,
  ...Guarantee[],
];

export function isContractProduct(value: string): value is ContractProduct {
  return (CONTRACT_PRODUCT_IDS as readonly string[]).includes(value);
}

/** Who a health contract covers. Names are the broker's record, never translated. */
export type CoveredPerson = { name: string; relation: "holder" | "spouse" | "child" | "other" };

/** A certificate only makes sense while the contract covers the customer. */
export function certifiable(status: ContractStatus) {
  return status === "active" || status === "cancelling";
}
