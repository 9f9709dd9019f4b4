import type { ContractDraft } from "~/server/contracts/contract-draft";
import type { ContractProduct, ProductLine } from "~/server/contracts/contract-types";
import { type ContractRow, createContract } from "~/server/contracts/contracts.server";
import type { Database } from "~/server/db/client.server";

type Line = ProductLine;

/** A unique reference per call, so tests never collide on the unique column. */
export function uniqueReference(prefix = "TST") {
  return `${prefix}-${crypto.randomUUID().replaceAll("-", "").slice(0, 10).toUpperCase()}`;
}

const BY_LINE: Record<Line, Omit<ContractDraft, "customerId" | "reference">> = {
  vehicle: {
    product: "vehiclesStandard",
    insurer: "Assureur Test Auto",
    monthlyPremiumCents: 6150,
    startDate: "2024-03-01",
    anniversaryDate: "2024-03-01",
    guarantees: ["civilLiability", "theftFire"],
    vehicle: { registration: "AB-123-CD", make: "Peugeot", model: "308" },
  },
  health: {
    product: "healthFamily",
    insurer: "Mutuelle Test",
    monthlyPremiumCents: 11_990,
    startDate: "2024-01-01",
    anniversaryDate: "2024-01-01",
    guarantees: ["hospitalisation", "optical"],
    peopleCovered: [
      { name: "Alex Test", relation: "holder" },
      { name: "Sam Test", relation: "child" },
    ],
  },
  borrower: {
    product: "borrower",
    insurer: "Prévoyance Test",
    monthlyPremiumCents: 3700,
    startDate: "2024-06-10",
    anniversaryDate: "2024-06-10",
    guarantees: ["death", "ptia"],
    loan: { amountCents: 30_000_000, bank: "Banque Test" },
  },
  home: {
    product: "home",
    insurer: "Assureur Test Habitation",
    monthlyPremiumCents: 2400,
    startDate: "2024-09-01",
    anniversaryDate: "2025-09-01",
    guarantees: ["homeLiability", "waterDamage", "burglary"],
  },
  provident: {
    product: "provident",
    insurer: "Prévoyance Test",
    monthlyPremiumCents: 4500,
    startDate: "2024-01-01",
    anniversaryDate: "2025-01-01",
    guarantees: ["deathCapital", "dailyAllowance"],
  },
  liability: {
    product: "professionalLiability",
    insurer: "RC Pro Test",
    monthlyPremiumCents: 6800,
    startDate: "2024-04-01",
    anniversaryDate: "2025-04-01",
    guarantees: ["professionalLiability", "legalDefence"],
  },
};

/** A valid draft of the given line for a customer, with overrides. */
export function contractDraft(customerId: string, line: Line = "vehicle", overrides: Partial<ContractDraft> = {}) {
  return { customerId, reference: uniqueReference(), ...BY_LINE[line], ...overrides } satisfies ContractDraft;
}

export function insertContract(
  db: Database,
  customerId: string,
  line: Line = "vehicle",
  overrides: Partial<ContractDraft> = {},
) {
  return createContract(db, contractDraft(customerId, line, overrides));
}

/** A stored-looking contract without a database (documents and pure functions). */
export function contractRow(line: Line = "vehicle", overrides: Partial<ContractRow> = {}): ContractRow {
  const draft = BY_LINE[line];
  const product = draft.product as ContractProduct;
  return {
    id: crypto.randomUUID(),
    customerId: "customer",
    reference: uniqueReference(),
    productLine: line,
    product,
    formula: null,
    insurer: draft.insurer,
    status: "active",
    monthlyPremiumCents: draft.monthlyPremiumCents,
    startDate: draft.startDate,
    anniversaryDate: draft.anniversaryDate,
    anniversaryMonthDay: Number(draft.anniversaryDate.slice(5, 7)) * 100 + Number(draft.anniversaryDate.slice(8, 10)),
    endDate: null,
    guarantees: draft.guarantees ?? [],
    vehicleRegistration: draft.vehicle?.registration ?? null,
    vehicleMake: draft.vehicle?.make ?? null,
    vehicleModel: draft.vehicle?.model ?? null,
    loanAmountCents: draft.loan?.amountCents ?? null,
    loanBank: draft.loan?.bank ?? null,
    peopleCovered: draft.peopleCovered ?? null,
    origin: "manual",
    originReason: null,
    offerId: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}
