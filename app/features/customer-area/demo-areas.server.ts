import { eq } from "drizzle-orm";
import { DEMO_AREA, type DemoArea, type Referee, SECOND_DEMO_AREA } from "~/demo/demo-areas";
import { createContract } from "~/server/contracts/contracts.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts, notifications, referralCodes, referrals } from "~/server/db/schema/customer-area";
import { leads } from "~/server/db/schema/leads";
import { createNotification } from "~/server/notifications/notifications.server";
import { creditReferralForLead } from "~/server/sponsorship/referrals.server";

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
