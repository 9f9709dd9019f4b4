import { eq } from "drizzle-orm";
import type { ContractDraft } from "~/server/contracts/contract-draft";
import { createContract } from "~/server/contracts/contracts.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts, notifications, referralCodes, referrals } from "~/server/db/schema/customer-area";
import { leads } from "~/server/db/schema/leads";
import type { NotificationKind, NotificationParams } from "~/server/notifications/notification-kinds";
import { createNotification } from "~/server/notifications/notifications.server";
import { creditReferralForLead } from "~/server/sponsorship/referrals.server";

type DemoContract = Omit<ContractDraft, "customerId">;
type DemoNotification = {
  kind: NotificationKind;
  params?: NotificationParams;
  /** The contract (by reference) it is about. */
  about?: string;
  daysAgo: number;
  read: boolean;
};
type Referee = { firstName: string; lastName: string; product: string; wonOn: string };

export type DemoArea = {
  /** The account it fills (created by the sign-in seed). */
  email: string;
  referralCode: string;
  contracts: DemoContract[];
  notifications: DemoNotification[];
  referees: Referee[];
};

/** A second demo customer's sign-in and profile, in the shape the sign-in seed takes. */
export const SECOND_DEMO_CUSTOMER = {
  email: "julien.moreau@maison-courtage.fr",
  password: "Demo-Courtage-2024",
  firstName: "Julien",
  lastName: "Moreau",
  memberSince: "2024-09-02",
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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills (or resets) one demo customer's area to the documented state: the listed contracts, the referees as won leads carrying the code, credited as the back
 * office will credit them, and exactly the listed notifications.
 */
export async function seedDemoArea(db: Database, area: DemoArea, now = new Date()) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, area.email));
  if (!user) throw new Error(`seed the sign-in of ${area.email} first`);
  const customerId = user.id;

  await db.transaction(async (tx) => {
    // A reset, not a merge: whatever the demo customer changed is gone.
    await tx.delete(contracts).where(eq(contracts.customerId, customerId));
    for (const contract of area.contracts) await createContract(tx, { ...contract, customerId });

    await tx.delete(referralCodes).where(eq(referralCodes.customerId, customerId));
    await tx.insert(referralCodes).values({ code: area.referralCode, customerId });
    await tx.delete(referrals).where(eq(referrals.referrerId, customerId));
  });

  for (const [index, referee] of area.referees.entries()) {
    const leadId = await upsertWonLead(db, area, referee, index + 1);
    await creditReferralForLead(db, leadId, new Date(`${referee.wonOn}T10:00:00Z`));
  }

  // Crediting told the sponsor about each referral: the demo shows its own, documented notices.
  await db.transaction(async (tx) => {
    await tx.delete(notifications).where(eq(notifications.customerId, customerId));
    const ids = new Map(
      (
        await tx
          .select({ id: contracts.id, reference: contracts.reference })
          .from(contracts)
          .where(eq(contracts.customerId, customerId))
      ).map((row) => [row.reference, row.id]),
    );
    for (const notice of area.notifications) {
      const createdAt = new Date(now.getTime() - notice.daysAgo * DAY_MS);
      const params =
        notice.kind === "premiumCollected"
          ? { ...notice.params, month: createdAt.toISOString().slice(0, 7) }
          : notice.params;
      const row = await createNotification(tx, {
        customerId,
        kind: notice.kind,
        params,
        contractId: notice.about ? ids.get(notice.about) : null,
        createdAt,
      });
      if (notice.read) {
        await tx.update(notifications).set({ readAt: createdAt }).where(eq(notifications.id, row.id));
      }
    }
  });
  return { customerId };
}

/** A referee's quote request, as the site would have stored it with the sponsor's code, marked won. */
async function upsertWonLead(db: Database, area: DemoArea, referee: Referee, number: number) {
  const reference = `DEMO-${area.referralCode}-${number}`;
  const email = `${referee.firstName}.${referee.lastName}`
    .normalize("NFD")
    .replace(/[^A-Za-z.]/g, "")
    .toLowerCase();
  const at = new Date(`${referee.wonOn}T09:00:00Z`);
  const values = {
    reference,
    product: referee.product,
    status: "won" as const,
    answers: {},
    firstName: referee.firstName,
    lastName: referee.lastName,
    email: `${email}@example.fr`,
    phone: "+33600000000",
    lang: "fr",
    consents: {
      privacy: { text: "Demo data", at: at.toISOString() },
      callback: { given: false, text: "Demo data", at: at.toISOString() },
    },
    callbackConsent: false,
    source: {
      page: "/",
      referrer: null,
      firstTouch: null,
      lastTouch: null,
      referralCode: area.referralCode,
      lang: "fr",
    },
    createdAt: at,
    updatedAt: at,
  };
  const [row] = await db
    .insert(leads)
    .values(values)
    .onConflictDoUpdate({ target: leads.reference, set: { status: "won", source: values.source, updatedAt: at } })
    .returning({ id: leads.id });
  if (!row) throw new Error(`demo lead ${reference} missing`);
  return row.id;
}

/** Both demo customers' areas (their sign-ins must exist: the seed script creates them first). */
export async function seedDemoAreas(db: Database, now = new Date()) {
  return { primary: await seedDemoArea(db, DEMO_AREA, now), second: await seedDemoArea(db, SECOND_DEMO_AREA, now) };
}

/**
 * A copy of the sample customer's area under fresh references and a fresh code, for a customer
 * of its own (tests that change what they see: reading notifications, setting a photo).
 */
export function demoAreaCopy(email: string, tag = crypto.randomUUID().slice(0, 6).toUpperCase()): DemoArea {
  const renamed = (reference: string) => `${reference}-${tag}`;
  return {
    email,
    referralCode: `T${tag}`,
    contracts: DEMO_AREA.contracts.map((contract) => ({ ...contract, reference: renamed(contract.reference) })),
    notifications: DEMO_AREA.notifications.map((notice) => ({
      ...notice,
      about: notice.about && renamed(notice.about),
      params:
        typeof notice.params?.reference === "string"
          ? { ...notice.params, reference: renamed(notice.params.reference) }
          : notice.params,
    })),
    referees: DEMO_AREA.referees,
  };
}
