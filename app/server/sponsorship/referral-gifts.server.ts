import { asc, count, eq, sql } from "drizzle-orm";
import { refusalsIn } from "../action-error";
import { recordStaffAction } from "../audit/audit-log.server";
import type { Database } from "../db/client.server";
import { referralGiftPayments } from "../db/schema/commissions";
import { referrals } from "../db/schema/customer-area";
import { customerProfiles } from "../db/schema/customers";
import type { StaffActor } from "../staff/staff-actor";
import { REFERRALS_PER_GIFT } from "./sponsorship";

const refuse = refusalsIn("commissions.errors");

export type GiftAccount = {
  customerId: string;
  name: string;
  referrals: number;
  earned: number;
  paid: number;
  owed: number;
  owedCents: number;
  paidCents: number;
  lastPaidOn: string | null;
};

/**
 * The referral gifts beside the commissions (issue 43): for every sponsor, gifts earned (one per
 * three referrals), paid and still owed at the configured amount. Sponsors with nothing earned
 * are left out.
 */
export async function referralGiftAccounts(db: Database, giftCents: number): Promise<GiftAccount[]> {
  const rows = await db
    .select({
      customerId: referrals.referrerId,
      firstName: customerProfiles.firstName,
      lastName: customerProfiles.lastName,
      referrals: count(),
      paid: sql<number>`(select count(*) from ${referralGiftPayments} where ${referralGiftPayments.customerId} = ${referrals.referrerId})`.mapWith(
        Number,
      ),
      paidCents:
        sql<number>`(select coalesce(sum(${referralGiftPayments.amountCents}), 0) from ${referralGiftPayments} where ${referralGiftPayments.customerId} = ${referrals.referrerId})`.mapWith(
          Number,
        ),
      lastPaidOn: sql<
        string | null
      >`(select max(${referralGiftPayments.paidOn})::text from ${referralGiftPayments} where ${referralGiftPayments.customerId} = ${referrals.referrerId})`,
    })
    .from(referrals)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, referrals.referrerId))
    .groupBy(referrals.referrerId, customerProfiles.firstName, customerProfiles.lastName)
    .orderBy(asc(customerProfiles.lastName));
  return rows
    .map((row) => {
      const earned = Math.floor(row.referrals / REFERRALS_PER_GIFT);
      const owed = Math.max(0, earned - row.paid);
      return {
        customerId: row.customerId,
        name: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
        referrals: row.referrals,
        earned,
        paid: row.paid,
        owed,
        owedCents: owed * giftCents,
        paidCents: row.paidCents,
        lastPaidOn: row.lastPaidOn,
      };
    })
    .filter((account) => account.earned > 0);
}

/** Records the next gift owed to a sponsor as paid today (or on `paidOn`); refused when none is owed. */
export async function recordGiftPaid(
  db: Database,
  actor: StaffActor,
  input: { customerId: string; giftCents: number; paidOn: string },
) {
  return db.transaction(async (tx) => {
    const [{ n: referralCount } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(referrals)
      .where(eq(referrals.referrerId, input.customerId));
    const earned = Math.floor(referralCount / REFERRALS_PER_GIFT);
    const [{ n: paid } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(referralGiftPayments)
      .where(eq(referralGiftPayments.customerId, input.customerId));
    if (paid >= earned) throw refuse(409, "noGiftOwed");
    const [payment] = await tx
      .insert(referralGiftPayments)
      .values({
        customerId: input.customerId,
        giftNumber: paid + 1,
        amountCents: input.giftCents,
        paidOn: input.paidOn,
        paidBy: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: referralGiftPayments.id, giftNumber: referralGiftPayments.giftNumber });
    // Two clicks at once: the second finds the gift already paid.
    if (!payment) throw refuse(409, "noGiftOwed");
    await recordStaffAction(tx, actor, {
      action: "commission.gift",
      target: { type: "customer", id: input.customerId },
      details: { gift: payment.giftNumber, amountCents: input.giftCents, paidOn: input.paidOn },
    });
    return payment;
  });
}
