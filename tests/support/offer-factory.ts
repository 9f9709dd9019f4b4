import type { ContractProduct, Guarantee } from "~/server/contracts/contract-types";
import { productLineOf } from "~/server/contracts/contract-types";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { catalogueProducts } from "~/server/db/schema/catalogue";
import type { OfferOptionInput } from "~/server/offers/offer-input";
import type { StaffActor } from "~/server/staff/staff-actor";

/** A catalogue product of its own for each test (fictitious insurer), archived when asked. */
export async function insertCatalogueProduct(
  db: Database,
  contractProduct: ContractProduct = "borrower",
  overrides: Partial<typeof catalogueProducts.$inferInsert> = {},
) {
  const unique = crypto.randomUUID().slice(0, 8);
  const guarantees: Record<string, Guarantee[]> = {
    borrower: ["death", "ptia", "ipt"],
    vehicle: ["civilLiability", "collision", "assistance"],
    health: ["hospitalisation", "optical", "dental"],
    home: ["homeLiability", "waterDamage"],
    provident: ["deathCapital"],
    liability: ["professionalLiability"],
  };
  const productLine = productLineOf(contractProduct);
  const [row] = await db
    .insert(catalogueProducts)
    .values({
      insurer: `Assureur Fictif ${unique}`,
      name: `Formule ${unique}`,
      productLine,
      contractProduct,
      guarantees: guarantees[productLine] ?? [],
      firstYearCommissionBp: 1500,
      renewalCommissionBp: 800,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no catalogue product");
  return row;
}

export async function insertCustomerAccount(db: Database, name = "Claire Proposition") {
  const id = crypto.randomUUID();
  await db.insert(users).values({ id, name, email: `claire.${id.slice(0, 8)}@example.fr`, role: "customer" });
  return id;
}

export function staffActor(id: string): StaffActor {
  return { id, email: "conseil@example.fr", name: "Conseil Test", ip: "203.0.113.7" };
}

/** A borrower option at 40 € a month (or what the overrides say). */
export function optionInput(catalogueProductId: string, overrides: Partial<OfferOptionInput> = {}): OfferOptionInput {
  return {
    catalogueProductId,
    monthlyPremiumCents: 4000,
    annualPremiumCents: 46000,
    excessCents: null,
    guarantees: ["death", "ptia"],
    exclusions: "Sports aériens exclus.",
    ...overrides,
  };
}

/** Borrower needs that the questionnaire accepts. */
export const BORROWER_NEEDS = {
  loanAmount: "250000",
  lenderBank: "Banque Exemple",
  loanYears: "20",
  age: "38",
  smoker: "no",
  sharePercent: "100",
  guaranteesWanted: ["death", "ptia", "ipt"],
};
