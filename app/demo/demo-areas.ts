import type { ContractDraft } from "~/server/contracts/contract-draft";
import type { NotificationKind, NotificationParams } from "~/server/notifications/notification-kinds";
import { SECOND_DEMO_CUSTOMER } from "./demo-customers";

/*
 * The demo customers' areas as the README documents them: contracts, notifications, referees.
 * Data only; app/features/customer-area/demo-areas.server.ts writes it to a database.
 */

export type DemoContract = Omit<ContractDraft, "customerId">;
export type DemoNotification = {
  kind: NotificationKind;
  params?: NotificationParams;
  /** The contract (by reference) it is about. */
  about?: string;
  daysAgo: number;
  read: boolean;
};
export type Referee = { firstName: string; lastName: string; product: string; wonOn: string };

export type DemoArea = {
  /** The account it fills (created by the sign-in seed). */
  email: string;
  referralCode: string;
  contracts: DemoContract[];
  notifications: DemoNotification[];
  referees: Referee[];
};

/**
 * The spec's sample customer (PRODUCT.md 8, spec §9): three Actif contracts — a vehicle, a health
 * and a borrower one — at 89 + 124 + 32 = 245 € a month; five notifications, two unread; seven
 * referrals, so 2 gifts (150 € at 75 € each) and 2 more to the next. The insurers are made up.
 */
export const DEMO_AREA: DemoArea = {
  email: "demo@maison-courtage.fr",
  referralCode: "CAMILLE-2023",
  contracts: [
    {
      reference: "VEH-2023-004172",
      product: "vehiclesPremium",
      formula: "Tous risques Sérénité",
      insurer: "Lys Assurances",
      monthlyPremiumCents: 8900,
      startDate: "2023-01-15",
      anniversaryDate: "2023-01-15",
      guarantees: ["civilLiability", "collision", "theftFire", "glassBreakage", "assistance", "concierge", "newValue"],
      vehicle: { registration: "GH-417-KM", make: "BMW", model: "Série 3 Touring" },
    },
    {
      reference: "SAN-2023-010388",
      product: "healthFamily",
      formula: "Famille Confort+",
      insurer: "Mutuelle Azur Santé",
      monthlyPremiumCents: 12_400,
      startDate: "2023-02-01",
      anniversaryDate: "2024-01-01",
      guarantees: ["hospitalisation", "routineCare", "optical", "dental", "paediatrics", "orthodontics"],
      peopleCovered: [
        { name: "Camille Laurent", relation: "holder" },
        { name: "Julie Laurent", relation: "spouse" },
        { name: "Léa Laurent", relation: "child" },
        { name: "Hugo Laurent", relation: "child" },
      ],
    },
    {
      reference: "EMP-2023-000915",
      product: "borrower",
      insurer: "Prévoyance Atlantique",
      monthlyPremiumCents: 3200,
      startDate: "2023-06-12",
      anniversaryDate: "2023-06-12",
      guarantees: ["death", "ptia", "ipt", "itt"],
      loan: { amountCents: 28_000_000, bank: "Banque du Marais" },
    },
  ],
  notifications: [
    {
      kind: "certificateAvailable",
      params: { reference: "VEH-2023-004172" },
      about: "VEH-2023-004172",
      daysAgo: 1,
      read: false,
    },
    { kind: "premiumCollected", params: { amountCents: 24_500 }, daysAgo: 4, read: false },
    { kind: "referralWon", params: { count: 2 }, daysAgo: 12, read: true },
    {
      kind: "contractRenewed",
      params: { reference: "SAN-2023-010388" },
      about: "SAN-2023-010388",
      daysAgo: 45,
      read: true,
    },
    { kind: "welcome", daysAgo: 300, read: true },
  ],
  referees: [
    { firstName: "Sophie", lastName: "Martin", product: "healthFamily", wonOn: "2023-04-18" },
    { firstName: "Thomas", lastName: "Bernard", product: "vehiclesStandard", wonOn: "2023-07-03" },
    { firstName: "Inès", lastName: "Petit", product: "borrower", wonOn: "2023-11-21" },
    { firstName: "Lucas", lastName: "Robert", product: "vehiclesPremium", wonOn: "2024-03-09" },
    { firstName: "Manon", lastName: "Richard", product: "healthSenior", wonOn: "2024-09-27" },
    { firstName: "Nathan", lastName: "Durand", product: "healthCompany", wonOn: "2025-05-14" },
    { firstName: "Chloé", lastName: "Dubois", product: "vehiclesNoLicence", wonOn: "2026-10-30" },
  ],
};

/** Someone else entirely, so anyone can check that one customer never sees the other's data. */
export const SECOND_DEMO_AREA: DemoArea = {
  email: SECOND_DEMO_CUSTOMER.email,
  referralCode: "JULIEN-2024",
  contracts: [
    {
      reference: "VEH-2024-007731",
      product: "vehiclesNoLicence",
      insurer: "Lys Assurances",
      monthlyPremiumCents: 5400,
      startDate: "2024-09-02",
      anniversaryDate: "2024-09-02",
      guarantees: ["civilLiability", "theftFire", "assistance"],
      vehicle: { registration: "FZ-208-PB", make: "Aixam", model: "City Sport" },
    },
    {
      reference: "SAN-2024-020517",
      product: "healthSenior",
      formula: "Senior Essentiel",
      insurer: "Mutuelle Azur Santé",
      status: "cancelling",
      monthlyPremiumCents: 9800,
      startDate: "2024-10-01",
      anniversaryDate: "2025-01-01",
      endDate: "2026-12-31",
      guarantees: ["hospitalisation", "optical", "dental", "alternativeMedicine"],
      peopleCovered: [
        { name: "Julien Moreau", relation: "holder" },
        { name: "Anne Moreau", relation: "spouse" },
      ],
    },
    {
      reference: "VEH-2022-001204",
      product: "vehiclesStandard",
      insurer: "Assurances Cévennes",
      status: "cancelled",
      monthlyPremiumCents: 4700,
      startDate: "2022-09-01",
      anniversaryDate: "2022-09-01",
      endDate: "2024-08-31",
      guarantees: ["civilLiability", "collision"],
      vehicle: { registration: "DK-552-TR", make: "Renault", model: "Clio" },
    },
  ],
  notifications: [
    {
      kind: "contractRenewed",
      params: { reference: "VEH-2024-007731" },
      about: "VEH-2024-007731",
      daysAgo: 3,
      read: false,
    },
    { kind: "referralGift", daysAgo: 20, read: true },
    { kind: "welcome", daysAgo: 400, read: true },
  ],
  referees: [
    { firstName: "Paul", lastName: "Garnier", product: "vehiclesStandard", wonOn: "2024-12-02" },
    { firstName: "Elsa", lastName: "Faure", product: "healthFamily", wonOn: "2025-03-17" },
    { firstName: "Hugo", lastName: "Blanc", product: "borrower", wonOn: "2025-08-08" },
    { firstName: "Nina", lastName: "Roux", product: "healthSenior", wonOn: "2026-06-21" },
  ],
};
