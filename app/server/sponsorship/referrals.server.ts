import { randomInt } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { type Database, preparedQuery } from "../db/client.server";
import { users } from "../db/schema/auth";
import { referralCodes, referrals } from "../db/schema/customer-area";
import { leads } from "../db/schema/leads";
import { createNotification } from "../notifications/notifications.server";
import { REFERRALS_PER_GIFT } from "./sponsorship";

/** Letters and digits nobody misreads when a code is dictated over the phone. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The lead source tracking keeps `?parrain=` values matching this, in upper case. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9_-]{2,32}$/;

/** "CAMILLE-7K2Q": a name the sponsor recognises, and four random characters. */
export function draftReferralCode(firstName: string) {
  const name = firstName
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
    .slice(0, 10);
  const suffix = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return name.length >= 2 ? `${name}-${suffix}` : `MC-${suffix}`;
}

/** The customer's code, created on first need (codes never change once shared). */
export async function ensureReferralCode(db: Database, customerId: string, firstName: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await findReferralCode(db, customerId);
    if (existing) return existing;
    await db
      .insert(referralCodes)
      .values({ code: draftReferralCode(firstName), customerId })
      .onConflictDoNothing();
  }
  throw new Error("could not draw a free referral code");
}

export async function findReferralCode(db: Database, customerId: string) {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.customerId, customerId));
  return row?.code ?? null;
}

/** The link a customer shares: the home page, which remembers the code for the next quote. */
export function referralLink(siteUrl: string, code: string) {
  return `${siteUrl.replace(/\/$/, "")}/?parrain=${encodeURIComponent(code)}`;
}

/**
 * The customer's referral code (drawn on first need) and how many referrals it brought, in one
 * statement once the code exists.
 */
/** A customer's code with how many it brought, built once (the area's home reads it on every visit). */
const codeWithCount = preparedQuery("referral_code_with_count", (db) =>
  db
    .select({
      code: referralCodes.code,
      referrals:
        sql<number>`(select count(*) from ${referrals} where ${referrals.referrerId} = ${sql.placeholder("customerId")})`.mapWith(
          Number,
        ),
    })
    .from(referralCodes)
    .where(eq(referralCodes.customerId, sql.placeholder("customerId"))),
);

export async function referralFigures(db: Database, customerId: string, firstName: string) {
  const [row] = await codeWithCount(db).execute({ customerId });
  if (row) return row;
  return { code: await ensureReferralCode(db, customerId, firstName), referrals: await countReferrals(db, customerId) };
}

export async function countReferrals(db: Database, customerId: string) {
  const [row] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, customerId));
  return row?.n ?? 0;
}

export type ReferralCredit =
  | { credited: true; referrerId: string; referrals: number }
  | { credited: false; reason: "not-won" | "no-code" | "unknown-code" | "self" | "already" | "no-lead" };

/**
 * Called when the broker marks a lead won (the back office; until then the seed and tests):
 * a lead that came with a customer's code becomes that customer's referral, once, and the
 * sponsor is told. A customer's own request with their own code earns nothing.
 */
export async function creditReferralForLead(db: Database, leadId: string, now = new Date()): Promise<ReferralCredit> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, email: leads.email, source: leads.source })
      .from(leads)
      .where(eq(leads.id, leadId));
    if (!lead) return { credited: false, reason: "no-lead" };
    if (lead.status !== "won") return { credited: false, reason: "not-won" };
    const code = lead.source.referralCode?.toUpperCase();
    if (!code) return { credited: false, reason: "no-code" };
    const [owner] = await tx
      .select({ customerId: referralCodes.customerId, email: users.email })
      .from(referralCodes)
      .innerJoin(users, eq(users.id, referralCodes.customerId))
      .where(eq(referralCodes.code, code));
    if (!owner) return { credited: false, reason: "unknown-code" };
    if (owner.email.toLowerCase() === lead.email.toLowerCase()) return { credited: false, reason: "self" };

    const [inserted] = await tx
      .insert(referrals)
      .values({ referrerId: owner.customerId, code, leadId, wonAt: now })
      .onConflictDoNothing()
      .returning({ id: referrals.id });
    if (!inserted) return { credited: false, reason: "already" };

    const total = await countReferrals(tx, owner.customerId);
    const progress = total % REFERRALS_PER_GIFT;
    // A completed ring is a gift: that is the news, not "3 more to go".
    await createNotification(tx, {
      customerId: owner.customerId,
      kind: progress === 0 ? "referralGift" : "referralWon",
      params: progress === 0 ? {} : { count: REFERRALS_PER_GIFT - progress },
      createdAt: now,
    });
    return { credited: true, referrerId: owner.customerId, referrals: total };
  });
}
